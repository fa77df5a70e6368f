//! The statement counts the harness asserts: a run fails when a workload
//! reads with more SQL statements per request than its limit (counted on
//! the wire, `statements`). Timings never fail a run; a statement count is
//! a property of the code, the same on every machine, so it can.

/// Workload and the most statements per request it may take
/// (performance.md). A row here is all it takes to assert another one.
///
/// W5, W6 and W7 read pages and rows the bus keeps (ARCHITECTURE.md "What
/// the bus keeps exact"): after the warm-up a request reads nothing, and
/// 0.5 leaves room for an entry's 30 s lifetime running out during the
/// count, never for a read per request.
pub const STATEMENT_LIMITS: &[(&str, f64)] = &[
    ("W4", 2.0),
    ("W5", 0.5),
    ("W6", 0.5),
    ("W7", 0.5),
    // The feed's page and search's hits carry the caller's likes as a
    // column; the page's topics are the second statement (the authors are
    // kept rows).
    ("W15", 2.0),
    ("W16", 2.0),
    ("W17", 2.0),
];

/// The limit of workload `id`, if it has one.
pub fn limit(id: &str) -> Option<f64> {
    STATEMENT_LIMITS
        .iter()
        .find(|(l, _)| *l == id)
        .map(|(_, max)| *max)
}

/// A counted figure as the limits read it: to one decimal. Statements are
/// whole per request; the hundredths left after the scheduler's idle rate
/// is taken off (`statements::count`) are background noise, which must not
/// turn an exact 3 into a failed "at most 3".
pub fn whole(n: f64) -> f64 {
    (n * 10.0).round() / 10.0
}

/// The workloads of `counted` (id, statements per request) over their
/// limit, as one message; `None` when every one is within it. Ids without
/// a limit are not checked.
pub fn over(counted: &[(&str, f64)]) -> Option<String> {
    let over: Vec<String> = counted
        .iter()
        .filter_map(|(id, n)| {
            let max = limit(id)?;
            (whole(*n) > max)
                .then(|| format!("{id}: {n:.2} SQL statements per request (at most {max})"))
        })
        .collect();
    (!over.is_empty()).then(|| over.join("; "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn within_the_limits_passes_and_over_names_each() {
        // 2.01 is 2 and noise; 2.99 is a third statement.
        assert_eq!(over(&[("W4", 2.01), ("W16", 1.0), ("W2", 9.0)]), None);
        let msg = over(&[("W4", 2.99), ("W15", 2.02), ("W17", 5.0)]).unwrap_or_default();
        assert!(
            msg.contains("W4: 2.99") && msg.contains("W17: 5.00"),
            "{msg}"
        );
        assert!(!msg.contains("W15"), "{msg}");
    }
}
