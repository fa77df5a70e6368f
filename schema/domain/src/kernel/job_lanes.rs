//! Lanes: jobs that call the same receiver (a webhook endpoint) name the
//! same lane, and a runner holds at most [`PER_LANE`] jobs of one lane at
//! once. A runner's claim passes over the lanes it has full, so a slow
//! receiver's jobs wait in the table, untouched, while the other workers
//! run everything else — no claim and hand-back per delivery (that churn
//! held W19 at 91 deliveries a second, BENCHMARKS.md).
//!
//! Per runner (per instance), as the workers are: two instances may each
//! hold [`PER_LANE`] of a lane.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// Jobs of one lane a runner holds at once: half its workers, so one
/// receiver that answers slowly (or not until its time-out) leaves the
/// other half to every other lane and to the jobs without one.
pub const PER_LANE: usize = super::jobs::WORKERS / 2;

/// The jobs held, by lane, in one runner.
#[derive(Debug, Default)]
pub(super) struct Lanes(Mutex<HashMap<String, usize>>);

impl Lanes {
    fn held(&self) -> std::sync::MutexGuard<'_, HashMap<String, usize>> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The lanes the claim passes over.
    pub(super) fn full(&self) -> Vec<String> {
        self.held()
            .iter()
            .filter(|(_, &n)| n >= PER_LANE)
            .map(|(lane, _)| lane.clone())
            .collect()
    }

    /// A place in `lane` for a job about to be claimed, or `None` when the
    /// lane is full (another worker of this runner took the last place
    /// since the claim read its candidates).
    pub(super) fn take(self: &Arc<Self>, lane: &str) -> Option<LanePlace> {
        let mut held = self.held();
        let n = held.entry(lane.to_owned()).or_insert(0);
        if *n >= PER_LANE {
            return None;
        }
        *n += 1;
        Some(LanePlace {
            lanes: self.clone(),
            lane: lane.to_owned(),
        })
    }
}

/// A job's place in its lane, given back when the run ends (dropped).
#[derive(Debug)]
pub(super) struct LanePlace {
    lanes: Arc<Lanes>,
    lane: String,
}

impl Drop for LanePlace {
    fn drop(&mut self) {
        let mut held = self.lanes.held();
        if let Some(n) = held.get_mut(&self.lane) {
            *n -= 1;
            if *n == 0 {
                held.remove(&self.lane);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lane_is_full_at_its_limit_and_frees_a_place_when_a_run_ends() {
        let lanes = Arc::new(Lanes::default());
        let mut places: Vec<_> = (0..PER_LANE).map(|_| lanes.take("a").unwrap()).collect();
        assert!(lanes.take("a").is_none(), "the limit's next is refused");
        assert_eq!(lanes.full(), vec!["a".to_owned()]);
        assert!(lanes.take("b").is_some(), "another lane is not held back");
        places.pop();
        assert!(lanes.full().is_empty());
        assert!(lanes.take("a").is_some());
        drop(places);
    }
}
