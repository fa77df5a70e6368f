//! The record workflow's GraphQL shape, one for every record kind
//! (feedback now; expert applications, post reviews, withdrawals and shop
//! certification next): the flags the server computed for the caller, and
//! how a closed record ended (`domain::kernel::workflow`).

use async_graphql::{Enum, SimpleObject};
use domain::kernel::workflow::{Flags, Outcome};
use domain::AppError;

use crate::enums::WorkflowState;

/// What the caller may do to this record now, decided by the server for
/// the caller (owner, staff with the kind's permission, anyone else) from
/// its state. A client shows the actions these allow and nothing else.
#[derive(SimpleObject, Debug, Clone, Copy, PartialEq, Eq)]
pub struct WorkflowFlags {
    /// Staff with the kind's permission may approve (close as handled):
    /// state `PROCESSING`.
    pub approvable: bool,
    /// The applicant may change it: state `PRESTART` (for some kinds also
    /// `PROCESSING` before review starts).
    pub editable: bool,
    /// The applicant may withdraw it: state `PRESTART` or `PROCESSING`.
    pub cancellable: bool,
    /// The applicant may delete it in `PRESTART`; staff may delete a
    /// `CLOSED` one after the kind's retention period.
    pub deletable: bool,
}

impl From<Flags> for WorkflowFlags {
    fn from(f: Flags) -> Self {
        Self {
            approvable: f.approvable,
            editable: f.editable,
            cancellable: f.cancellable,
            deletable: f.deletable,
        }
    }
}

/// How a `CLOSED` record ended.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq)]
#[graphql(remote = "domain::kernel::workflow::Outcome")]
pub enum WorkflowOutcome {
    /// Staff approved it.
    Approved,
    /// Staff rejected it (the record carries the reason).
    Rejected,
    /// Staff handled it (feedback answered and closed).
    Resolved,
    /// The applicant withdrew it.
    Cancelled,
    /// Paid out (withdrawals).
    Paid,
}

/// The stored outcome name as its GraphQL value; `None` while open. A
/// name the workflow does not know is an error (`kernel::stored`).
pub fn outcome(stored: Option<&str>) -> Result<Option<WorkflowOutcome>, AppError> {
    Ok(stored.map(Outcome::from_code).transpose()?.map(Into::into))
}

/// The stored state number as its GraphQL value; an unknown number is an
/// error.
pub fn state(stored: i16) -> Result<WorkflowState, AppError> {
    Ok(domain::kernel::workflow::state_of(stored)?.into())
}
