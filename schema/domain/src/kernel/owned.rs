//! Member-owned lists ("my saved things"): rows a member keeps up to a cap,
//! reads newest first, opens and deletes — and nobody else sees.
//!
//! One helper for every such list (saved number selections, split records,
//! sports selections, and the next areas' drafts), so the cap is enforced
//! the same way everywhere: counted and inserted in one transaction under
//! the member's row lock (`db::lock_member`), so parallel saves at the cap
//! queue behind each other and the last one sees the count the others
//! left. A count-then-insert outside a transaction would let two saves at
//! 199 both pass.

use sea_orm::{
    ActiveModelBehavior, ActiveModelTrait, ColumnTrait, EntityTrait, IntoActiveModel,
    PaginatorTrait, QueryFilter,
};

use super::context::AppContext;
use super::error::{AppError, AppResult};
use super::paging::Window;

/// A list of rows owned by members: its table's owner and id columns, the
/// cap, and the words for "too many".
pub struct OwnedList<E: EntityTrait> {
    pub owner: E::Column,
    pub id: E::Column,
    /// At most this many rows per member.
    pub cap: u64,
    /// The list's name in the refusal, e.g. `saved selections`.
    pub noun: &'static str,
}

impl<E> OwnedList<E>
where
    E: EntityTrait,
    E::Model: IntoActiveModel<E::ActiveModel> + Sync,
    E::ActiveModel: ActiveModelTrait<Entity = E> + ActiveModelBehavior + Send,
{
    /// Inserts `row` (already owned by `member_id`) unless the member holds
    /// `cap` rows; `CONFLICT` then. Atomic against parallel saves.
    pub async fn insert(
        &self,
        ctx: &AppContext,
        member_id: i64,
        row: E::ActiveModel,
    ) -> AppResult<E::Model> {
        let txn = super::db::begin(ctx).await?;
        super::db::lock_member(&txn, member_id).await?;
        let held = E::find()
            .filter(self.owner.eq(member_id))
            .count(&txn)
            .await?;
        if held >= self.cap {
            return Err(AppError::conflict(format!(
                "at most {} {}; delete some first",
                self.cap, self.noun
            )));
        }
        let saved = row.insert(&txn).await?;
        txn.commit().await?;
        Ok(saved)
    }

    /// The member's rows, newest first, the page `window` asks for.
    pub async fn page(
        &self,
        ctx: &AppContext,
        member_id: i64,
        window: &Window<i64>,
    ) -> AppResult<(Vec<E::Model>, bool)> {
        let q = E::find().filter(self.owner.eq(member_id));
        super::paging::newest_by_id(&ctx.db, q, self.id, window).await
    }

    /// One of the member's rows; `None` when they have no such one (someone
    /// else's row is `None` too: ids are not probed).
    pub async fn get(
        &self,
        ctx: &AppContext,
        member_id: i64,
        id: i64,
    ) -> AppResult<Option<E::Model>> {
        Ok(E::find()
            .filter(self.id.eq(id))
            .filter(self.owner.eq(member_id))
            .one(&ctx.db)
            .await?)
    }

    /// Deletes one of the member's rows; `false` when there was none.
    pub async fn delete(&self, ctx: &AppContext, member_id: i64, id: i64) -> AppResult<bool> {
        let gone = E::delete_many()
            .filter(self.id.eq(id))
            .filter(self.owner.eq(member_id))
            .exec(&ctx.db)
            .await?;
        Ok(gone.rows_affected > 0)
    }
}
