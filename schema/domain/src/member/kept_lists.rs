//! A member's invite codes and sources, remembered between reads and kept
//! exact by the event bus, as the member's row is (`kernel::member_rows`).
//!
//! The legacy `Member/Find` (W7 in BENCHMARKS.md) shows these two lists to
//! every caller, so with the row kept a read of another member was still
//! two statements: the lists, not the row, were its cost. They change
//! rarely (a sign-in from a new platform, an invite code made), and each
//! change is announced with `MemberChanged` after its commit
//! (`service::changed`); so they are forgotten by exactly the events that
//! forget the member's row, with the same guards (a read that raced a
//! change is not kept, nothing is kept while Redis is down, an entry lives
//! at most `member_rows::TTL`).
//!
//! The lists only the member and staff see (addresses, push clients) are
//! not kept: those reads are the member's own and rare.

use std::sync::Arc;

use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};

use crate::kernel::context::AppContext;
use crate::kernel::events::{DomainEvent, Keeper};
use crate::kernel::member_rows::MemberRows;
use entities::{invite_code, member_source};

/// The lists of one member that every caller of `Member/Find` sees.
#[derive(Debug, Clone, Default)]
pub struct PublicLists {
    pub invite_codes: Vec<invite_code::Model>,
    pub sources: Vec<member_source::Model>,
}

/// The bus's keeper of [`PublicLists`] by member.
#[derive(Default)]
pub struct KeptLists(MemberRows<PublicLists>);

impl Keeper for KeptLists {
    fn apply(&self, event: &DomainEvent) {
        self.0.apply(event);
    }
    fn suspend(&self) {
        self.0.suspend();
    }
    fn resume(&self) {
        self.0.resume();
    }
}

/// The member's public lists: the kept copy when there is one, else read
/// (two statements) and kept.
pub async fn read(ctx: &AppContext, member_id: i64) -> Result<Arc<PublicLists>, sea_orm::DbErr> {
    let kept = ctx.bus.keeper::<KeptLists>();
    if let Some(lists) = kept.0.get(member_id) {
        return Ok(lists);
    }
    let ticket = kept.0.ticket(member_id);
    let invite_codes = invite_code::Entity::find()
        .filter(invite_code::Column::MemberId.eq(member_id))
        .order_by_asc(invite_code::Column::Id)
        .all(&ctx.db)
        .await?;
    let sources = member_source::Entity::find()
        .filter(member_source::Column::MemberId.eq(member_id))
        .order_by_asc(member_source::Column::Id)
        .all(&ctx.db)
        .await?;
    let lists = Arc::new(PublicLists {
        invite_codes,
        sources,
    });
    kept.0.remember(member_id, lists.clone(), ticket);
    Ok(lists)
}
