//! Member management for staff: lists with every filter of the spec's
//! QueryMemberRequest, creating and editing members, state and office
//! changes. Every call needs `is_office` and the members permission
//! (`PERMISSION_TYPE_1`); every write is audit-logged. Disabling a member
//! also invalidates all of their tokens (`tokens_valid_after`).

mod create;
mod edit;
pub mod export;
mod filter;
mod invites;
mod search;

pub use create::{batch_create, batch_create_once, create, BulkResult};
pub use edit::{change_office, change_state, set_enabled, update, MemberInput};
pub use filter::{MemberFilter, MemberKind};
pub use invites::{auto_add_invite, auto_add_invite_once};
pub use search::{
    get_member_ids, get_members, query, query_window, stats, MemberQueryResult, MemberStats,
    PickItem,
};

use crate::kernel::error::AppResult;
use crate::kernel::Permission;
use crate::kernel::Viewer;

/// Rows per `BatchCreate`.
pub const MAX_BATCH: usize = 500;
/// Ids per `GetMemberIds`.
pub const MAX_MEMBER_IDS: u64 = 10_000;

/// Refuses callers without the members permission; every call of the
/// staff back office starts here.
pub fn require_member_admin(viewer: &Viewer) -> AppResult<()> {
    viewer.require(Permission::Members)
}
