//! The invitee key: one reward per *person*, whatever happens to their
//! accounts. It is a keyed hash of the invitee's phone (HMAC under the
//! server's token secret), so the table holds no phone a reader could
//! recover; the unique index on `invite.invitee_key` refuses a second
//! rewarded row for the same phone.
//!
//! **Rows from before the key** (migration 13 could not compute it: the
//! hash needs the secret only the server holds) are keyed by the
//! `invite.key_invitees` job, asked at every start, from the invitee's
//! phone. A cancellation erases the phone, so `auth::cancel` keys the
//! member's invite row in its own transaction before it erases anything.
//! A row whose invitee was cancelled before either ran has no phone left
//! to hash and stays without a key (the erasure was the member's right).
//!
//! **A rotated secret** (`--jwt-secret`, the old one in
//! `--jwt-previous-secrets`): new keys are made under the new secret, and a
//! registration also looks for the person's keys under every previous
//! secret still listed, so nobody is paid twice during the rotation. The
//! job runs once per secret (its dedupe key names the secret's key id), so
//! the first start with a new secret keys every row whose invitee still
//! has a phone under it (a row already holding the person's new key
//! elsewhere is left as it is). Rows whose invitee was cancelled keep the
//! old secret's key: a person none of whose accounts had a phone at the
//! re-key is recognised only while that secret stays in
//! `--jwt-previous-secrets`; once it is dropped, such a person could be
//! rewarded once more (docs/operations.md "Rotating the secret").

use std::collections::HashMap;

use sea_orm::sea_query::{Alias, Expr, Query};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use crate::kernel::context::AppContext;
use crate::kernel::error::AppResult;
use crate::kernel::jobs::{self, Claimed, Registry};
use entities::{invite, member};

/// The MAC's purpose: keys for other uses of the secret never collide.
const PURPOSE: &str = "invitee";
/// The job kind that keys the rows without a key (or with an old one).
pub const BACKFILL: &str = "invite.key_invitees";
/// Invite rows per transaction.
const BATCH: u64 = 500;

/// A person's invitee key under the current secret, and under each
/// previous secret still listed (a rotation).
#[derive(Debug, Clone)]
pub struct InviteeKey {
    pub current: String,
    pub previous: Vec<String>,
}

/// The invitee key of `phone`.
pub fn of(ctx: &AppContext, phone: &str) -> InviteeKey {
    InviteeKey {
        current: ctx.tokens.mac(PURPOSE, phone),
        previous: ctx.tokens.previous_macs(PURPOSE, phone),
    }
}

/// Whether a row keyed under a previous secret names this person (only
/// during a rotation; one indexed read then, none otherwise).
pub(super) async fn known_under_previous<C: ConnectionTrait>(
    db: &C,
    key: &InviteeKey,
) -> AppResult<bool> {
    if key.previous.is_empty() {
        return Ok(false);
    }
    let found = invite::Entity::find()
        .select_only()
        .column(invite::Column::Id)
        .filter(invite::Column::InviteeKey.is_in(key.previous.clone()))
        .limit(1)
        .into_tuple::<i64>()
        .one(db)
        .await?;
    Ok(found.is_some())
}

/// The job (no payload).
#[derive(serde::Serialize, serde::Deserialize)]
struct KeyInvitees {}

impl jobs::Job for KeyInvitees {
    const KIND: &'static str = BACKFILL;
}

/// One job per secret: asked at every start, it runs at the first start
/// after migration 13 and at the first start with a new secret.
fn dedupe_key(ctx: &AppContext) -> String {
    format!("{BACKFILL}@{}", ctx.tokens.key_id())
}

/// Asks for the job (once per database and secret). The server calls it
/// at start.
pub async fn enqueue_backfill(ctx: &AppContext) -> AppResult<()> {
    jobs::ask(
        &ctx.db,
        &KeyInvitees {},
        crate::kernel::clock::now(),
        Some(&dedupe_key(ctx)),
    )
    .await
}

/// Adds the job's handler.
pub fn register(registry: &mut Registry) {
    registry.job(|ctx, _: KeyInvitees, run| async move { backfill(&ctx, &run).await.map(|_| ()) });
}

/// What a run of the job did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Backfilled {
    /// Rows read.
    pub seen: u64,
    /// Rows given the current key (none before, or an old secret's).
    pub keyed: u64,
    /// Rows left without one: the invitee has no phone (cancelled), or
    /// another row already holds the person's key (a person invited twice
    /// before the key existed: the first row keeps it).
    pub left: u64,
}

/// The job: every invite row by id, [`BATCH`] at a time, each batch in its
/// own transaction. Idempotent: a row with the current key is skipped, so
/// a run that lost its lease and runs again only reads.
pub async fn backfill(ctx: &AppContext, _run: &Claimed) -> AppResult<Backfilled> {
    let mut done = Backfilled::default();
    let mut after = 0i64;
    loop {
        let txn = crate::kernel::db::begin(ctx).await?;
        let rows: Vec<(i64, i64, Option<String>)> = invite::Entity::find()
            .select_only()
            .columns([
                invite::Column::Id,
                invite::Column::InviteeId,
                invite::Column::InviteeKey,
            ])
            .filter(invite::Column::Id.gt(after))
            .order_by_asc(invite::Column::Id)
            .limit(BATCH)
            .into_tuple()
            .all(&txn)
            .await?;
        let phones: HashMap<i64, String> = member::Entity::find()
            .select_only()
            .columns([member::Column::Id, member::Column::Phone])
            .filter(member::Column::Id.is_in(rows.iter().map(|r| r.1)))
            .filter(member::Column::Phone.is_not_null())
            .into_tuple::<(i64, String)>()
            .all(&txn)
            .await?
            .into_iter()
            .collect();
        for (id, invitee, stored) in &rows {
            done.seen += 1;
            let Some(phone) = phones.get(invitee) else {
                done.left += u64::from(stored.is_none());
                continue;
            };
            let key = ctx.tokens.mac(PURPOSE, phone);
            if stored.as_deref() == Some(key.as_str()) {
                continue;
            }
            if set_key(&txn, *id, &key).await? {
                done.keyed += 1;
            } else {
                done.left += u64::from(stored.is_none());
            }
        }
        txn.commit().await?;
        match rows.last() {
            Some(last) if rows.len() as u64 == BATCH => {
                after = last.0;
                tracing::info!(
                    after,
                    seen = done.seen,
                    keyed = done.keyed,
                    "invitee keys: a batch done"
                );
            }
            _ => {
                tracing::info!(
                    seen = done.seen,
                    keyed = done.keyed,
                    left = done.left,
                    "invitee keys: done"
                );
                return Ok(done);
            }
        }
    }
}

/// Keys member `member_id`'s invite row from `phone` before the phone is
/// erased (a cancellation), in the caller's transaction: afterwards the
/// person could no longer be recognised.
pub async fn keep_before_erasure<C: ConnectionTrait>(
    db: &C,
    ctx: &AppContext,
    member_id: i64,
    phone: &str,
) -> AppResult<()> {
    let row = invite::Entity::find()
        .select_only()
        .columns([invite::Column::Id, invite::Column::InviteeKey])
        .filter(invite::Column::InviteeId.eq(member_id))
        .into_tuple::<(i64, Option<String>)>()
        .one(db)
        .await?;
    let key = ctx.tokens.mac(PURPOSE, phone);
    if let Some((id, stored)) = row {
        if stored.as_deref() != Some(key.as_str()) {
            set_key(db, id, &key).await?;
        }
    }
    Ok(())
}

/// Gives invite row `id` the key, unless another row holds it already
/// (the person's first invite keeps it). Whether the row was keyed.
async fn set_key<C: ConnectionTrait>(db: &C, id: i64, key: &str) -> AppResult<bool> {
    let other = Alias::new("other");
    let taken = Query::select()
        .expr(Expr::val(1))
        .from_as(invite::Entity, other.clone())
        .and_where(Expr::col((other, invite::Column::InviteeKey)).eq(key))
        .to_owned();
    let set = invite::Entity::update_many()
        .col_expr(invite::Column::InviteeKey, Expr::value(key))
        .filter(invite::Column::Id.eq(id))
        .filter(Expr::exists(taken).not())
        .exec(db)
        .await?;
    Ok(set.rows_affected == 1)
}
