//! The record workflow's flags (spec §3–4; platform-rules.md §7): which of
//! approve, edit, cancel and delete the viewer may do to a record now.
//!
//! The server computes them for each viewer and returns them with the
//! record, so a client never derives them from the state (spec: "workflow
//! flags come from the server"). The transitions themselves are
//! conditional updates in `domain::kernel::workflow`; this is the pure
//! part, testable without a database.

/// Where a record is: PRESTART 0 → PROCESSING 1 → CLOSED 2.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    Prestart,
    Processing,
    Closed,
}

/// How the viewer stands to the record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Standing {
    /// The viewer is the record's applicant (owner).
    pub owner: bool,
    /// The viewer holds the record kind's staff permission.
    pub staff: bool,
}

/// A record kind's choices where platform-rules.md §7 leaves one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Policy {
    /// The applicant may still edit in PROCESSING until review starts.
    pub editable_while_processing: bool,
    /// Staff may delete a CLOSED record this many days after it closed.
    pub retention_days: i64,
}

/// The four flags, for one viewer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Flags {
    /// Staff with the kind's permission, state PROCESSING.
    pub approvable: bool,
    /// The applicant, state PRESTART (or PROCESSING before review starts
    /// where the kind allows it).
    pub editable: bool,
    /// The applicant, state PRESTART or PROCESSING.
    pub cancellable: bool,
    /// The applicant in PRESTART, or staff once a CLOSED record is older
    /// than the retention period.
    pub deletable: bool,
}

/// The record as the flags need it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Record {
    pub stage: Stage,
    /// Staff have started reviewing (e.g. replied).
    pub reviewed: bool,
    /// Whole days since it closed; `None` while open.
    pub closed_days: Option<i64>,
}

/// The flags `who` sees on `record` of a kind with `policy`.
pub fn flags(policy: Policy, record: Record, who: Standing) -> Flags {
    let open = record.stage != Stage::Closed;
    Flags {
        approvable: who.staff && record.stage == Stage::Processing,
        editable: who.owner
            && (record.stage == Stage::Prestart
                || (record.stage == Stage::Processing
                    && policy.editable_while_processing
                    && !record.reviewed)),
        cancellable: who.owner && open,
        deletable: (who.owner && record.stage == Stage::Prestart)
            || (who.staff
                && record.stage == Stage::Closed
                && record
                    .closed_days
                    .is_some_and(|d| d >= policy.retention_days)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const POLICY: Policy = Policy {
        editable_while_processing: false,
        retention_days: 180,
    };
    const OWNER: Standing = Standing {
        owner: true,
        staff: false,
    };
    const STAFF: Standing = Standing {
        owner: false,
        staff: true,
    };
    const STRANGER: Standing = Standing {
        owner: false,
        staff: false,
    };

    fn at(stage: Stage) -> Record {
        Record {
            stage,
            reviewed: stage != Stage::Prestart,
            closed_days: (stage == Stage::Closed).then_some(0),
        }
    }

    #[test]
    fn a_stranger_may_do_nothing_in_any_state() {
        for stage in [Stage::Prestart, Stage::Processing, Stage::Closed] {
            assert_eq!(flags(POLICY, at(stage), STRANGER), Flags::default());
        }
    }

    #[test]
    fn the_owner_edits_a_draft_and_cancels_until_closed() {
        let f = flags(POLICY, at(Stage::Prestart), OWNER);
        assert!(f.editable && f.cancellable && f.deletable && !f.approvable);
        let f = flags(POLICY, at(Stage::Processing), OWNER);
        assert!(!f.editable && f.cancellable && !f.deletable && !f.approvable);
        assert_eq!(flags(POLICY, at(Stage::Closed), OWNER), Flags::default());
    }

    #[test]
    fn editing_in_processing_only_before_review_where_allowed() {
        let open = Policy {
            editable_while_processing: true,
            ..POLICY
        };
        let unreviewed = Record {
            reviewed: false,
            ..at(Stage::Processing)
        };
        assert!(flags(open, unreviewed, OWNER).editable);
        assert!(!flags(open, at(Stage::Processing), OWNER).editable);
        assert!(!flags(POLICY, unreviewed, OWNER).editable);
    }

    #[test]
    fn staff_approve_in_processing_and_delete_after_retention() {
        assert!(!flags(POLICY, at(Stage::Prestart), STAFF).approvable);
        assert!(flags(POLICY, at(Stage::Processing), STAFF).approvable);
        let fresh = flags(POLICY, at(Stage::Closed), STAFF);
        assert!(!fresh.deletable && !fresh.approvable);
        let old = Record {
            closed_days: Some(180),
            ..at(Stage::Closed)
        };
        assert!(flags(POLICY, old, STAFF).deletable);
    }

    #[test]
    fn an_owner_who_is_also_staff_gets_both() {
        let both = Standing {
            owner: true,
            staff: true,
        };
        let f = flags(POLICY, at(Stage::Processing), both);
        assert!(f.approvable && f.cancellable);
    }
}
