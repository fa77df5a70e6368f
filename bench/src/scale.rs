//! How big a run is: the dataset and how long and wide each workload runs.

use std::time::Duration;

#[derive(Debug, Clone)]
pub struct Scale {
    pub name: &'static str,
    pub members: i64,
    /// Fans of each of the three celebrities.
    pub celebrity_fans: i64,
    /// The Zipf constant of the other members' fans (rank 1 gets this).
    pub zipf_scale: f64,
    pub ledger: i64,
    pub messages: i64,
    /// Community posts (W15's following feed reads them; W17 searches them).
    pub posts: i64,
    /// Settled quiz picks of this week (W16's board), about this many.
    pub quiz_picks: i64,
    /// Members attributed to W20's channel (registered with its code).
    pub channel_members: i64,
    /// Each HTTP workload's measuring time.
    pub duration: Duration,
    /// Concurrent HTTP connections (and pgbench clients).
    pub connections: u32,
    /// graphql-ws sockets of W10–W13.
    pub sockets: usize,
    /// Broadcast rounds of W11.
    pub rounds: usize,
}

impl Scale {
    /// About a thousand rows a table: with `small` and `full`, how cost
    /// grows with the data (BENCHMARKS.md).
    pub fn tiny() -> Self {
        Self {
            name: "tiny",
            members: 300,
            celebrity_fans: 250,
            // About 1k follows in all.
            zipf_scale: 45.0,
            ledger: 1_000,
            messages: 1_000,
            posts: 3_000,
            quiz_picks: 1_000,
            channel_members: 250,
            ..Self::small()
        }
    }

    /// A few minutes in all: proves the harness, figures are indicative.
    pub fn small() -> Self {
        Self {
            name: "small",
            members: 2_000,
            celebrity_fans: 1_500,
            // About 20k follows in all.
            zipf_scale: 2_000.0,
            ledger: 20_000,
            messages: 20_000,
            posts: 20_000,
            quiz_picks: 10_000,
            channel_members: 1_500,
            duration: Duration::from_secs(2),
            connections: 16,
            sockets: 500,
            rounds: 10,
        }
    }

    /// performance.md's dataset: 100k members (102,400, so that three can
    /// have over 100k fans), 2M follows, 2M ledger rows, 2M messages,
    /// 200k posts, 100k quiz picks, a channel of 100k members.
    pub fn full() -> Self {
        Self {
            name: "full",
            members: 102_400,
            celebrity_fans: 100_500,
            // With the celebrities' 301,500: about 2.0M follows.
            zipf_scale: 148_000.0,
            ledger: 2_000_000,
            messages: 2_000_000,
            posts: 200_000,
            quiz_picks: 100_000,
            channel_members: 100_000,
            duration: Duration::from_secs(10),
            connections: 16,
            sockets: 10_000,
            rounds: 100,
        }
    }

    pub fn named(name: &str) -> Option<Self> {
        match name {
            "tiny" => Some(Self::tiny()),
            "small" => Some(Self::small()),
            "full" => Some(Self::full()),
            _ => None,
        }
    }
}
