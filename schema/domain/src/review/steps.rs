//! The steps most reviewed kinds share, declared once: staff approve or
//! reject a record under review (it closes), its owner withdraws it while
//! it is open. A kind whose step differs (a withdrawal stays open when
//! approved, until it is paid) declares its own beside its `Kind`.

use crate::kernel::enums::WorkflowState;
use crate::kernel::workflow::{Actor, Outcome, Step};

/// A record still open: not yet or under review.
pub const OPEN: &[WorkflowState] = &[WorkflowState::Prestart, WorkflowState::Processing];

/// Staff approve a record under review: it closes approved.
pub const APPROVE: Step = Step {
    name: "approve",
    by: Actor::Staff,
    from: &[WorkflowState::Processing],
    to: WorkflowState::Closed,
    outcome: Some(Outcome::Approved),
};

/// Staff reject a record under review (with a reason, `review::reject`):
/// it closes rejected.
pub const REJECT: Step = Step {
    name: "reject",
    by: Actor::Staff,
    from: &[WorkflowState::Processing],
    to: WorkflowState::Closed,
    outcome: Some(Outcome::Rejected),
};

/// The owner withdraws a record still open: it closes cancelled.
pub const CANCEL: Step = Step {
    name: "cancel",
    by: Actor::Owner,
    from: OPEN,
    to: WorkflowState::Closed,
    outcome: Some(Outcome::Cancelled),
};
