//! A guessing record as counters (platform-rules.md §2): moved once per
//! settled pick, never recomputed from every pick to show a profile.

use super::Outcome;

/// How many of the latest settled picks a record keeps (近5, 近10, 近20).
pub const RECENT_KEPT: u32 = 20;

/// A member's (or an expert's plans') record in one scope.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Record {
    /// Red + black (void excluded).
    pub settled: i64,
    pub red: i64,
    pub void: i64,
    /// Σ notional stakes of the settled picks, in fen.
    pub stake_fen: i64,
    /// Σ what they returned, in fen.
    pub return_fen: i64,
    /// Red picks in a row up to the latest settled (0 after a black).
    pub current_streak: i64,
    /// The longest run of reds, a run still going included.
    pub longest_streak: i64,
    /// The last [`RECENT_KEPT`] settled, newest in bit 0 (1 = red).
    pub recent_bits: i64,
    /// How many bits of `recent_bits` are filled.
    pub recent_len: i64,
}

impl Record {
    /// The record after one more settled pick (in settlement order).
    pub fn add(mut self, outcome: Outcome, stake_fen: i64, return_fen: i64) -> Self {
        if outcome == Outcome::Void {
            self.void += 1;
            return self;
        }
        let red = outcome == Outcome::Red;
        self.settled += 1;
        self.stake_fen += stake_fen;
        self.return_fen += return_fen;
        let mask = (1i64 << RECENT_KEPT) - 1;
        self.recent_bits = ((self.recent_bits << 1) | i64::from(red)) & mask;
        self.recent_len = (self.recent_len + 1).min(i64::from(RECENT_KEPT));
        if red {
            self.red += 1;
            self.current_streak += 1;
            self.longest_streak = self.longest_streak.max(self.current_streak);
        } else {
            self.current_streak = 0;
        }
        self
    }

    /// A record from settled picks in order.
    pub fn of(picks: impl IntoIterator<Item = (Outcome, i64, i64)>) -> Self {
        picks
            .into_iter()
            .fold(Self::default(), |r, (o, s, ret)| r.add(o, s, ret))
    }

    /// Hit rate in tenths of a percent (red ÷ settled), rounded half up
    /// ([`permille`]: 2 of 3 is 667, shown 66.7); None with nothing settled.
    pub fn hit_permille(&self) -> Option<i64> {
        (self.settled > 0).then(|| permille(i128::from(self.red), i128::from(self.settled)))
    }

    /// 近N中M: of the last `n` settled (at most [`RECENT_KEPT`]), how many
    /// were settled and how many red.
    pub fn recent(&self, n: u32) -> (i64, i64) {
        let n = i64::from(n.min(RECENT_KEPT)).min(self.recent_len);
        let mask = (1i64 << n) - 1;
        (n, i64::from((self.recent_bits & mask).count_ones()))
    }

    /// Return rate (回报率) in tenths of a percent: Σ returns ÷ Σ stakes,
    /// rounded half up ([`permille`]); 1000 is break-even. None with
    /// nothing staked.
    pub fn return_permille(&self) -> Option<i64> {
        (self.stake_fen > 0)
            .then(|| permille(i128::from(self.return_fen), i128::from(self.stake_fen)))
    }
}

/// `part ÷ whole` in tenths of a percent, rounded half up (the one
/// rounding of every rate shown: 2/3 → 66.7, 1/3 → 33.3, 5/8 → 62.5,
/// 1/16 → 6.3). `whole` is positive and `part` not negative; a rate too
/// large for an `i64` is `i64::MAX`.
pub fn permille(part: i128, whole: i128) -> i64 {
    i64::try_from((part * 2000 + whole) / (whole * 2)).unwrap_or(i64::MAX)
}

/// A record's place keys on the three boards, each one number sorted
/// descending, then `tie` descending (minus the last pick's time: the
/// earlier first). Ties on a board's measure go to more settled picks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardKeys {
    pub hit: i64,
    pub streak: i64,
    pub ret: i64,
    pub tie: i64,
}

/// Settled counts above this sort as equal (2^24: no member gets there).
const SETTLED_SPAN: i64 = 1 << 24;

/// The board keys of a period's record whose last pick was at
/// `last_pick_secs`: hit rate in hundredths of a percent, the longest
/// streak, return rate in hundredths of a percent, each followed by the
/// settled count. The rates here are cut, not rounded, and finer than
/// what is shown: a cut hundredth never sorts two rates apart against
/// their shown (half-up tenth) order, since each tenth's rounding edge
/// (x.x5) is a hundredth's edge (a test checks it); the stored keys stay
/// as they are.
pub fn board_keys(r: &Record, last_pick_secs: i64) -> BoardKeys {
    let settled = r.settled.clamp(0, SETTLED_SPAN - 1);
    let hit = if r.settled > 0 {
        r.red * 10_000 / r.settled
    } else {
        0
    };
    let ret = if r.stake_fen > 0 {
        i64::try_from(i128::from(r.return_fen) * 10_000 / i128::from(r.stake_fen))
            .unwrap_or(i64::MAX / SETTLED_SPAN)
            .min(i64::MAX / SETTLED_SPAN - 1)
    } else {
        0
    };
    BoardKeys {
        hit: hit * SETTLED_SPAN + settled,
        streak: r.longest_streak.min(i64::MAX / SETTLED_SPAN - 1) * SETTLED_SPAN + settled,
        ret: ret * SETTLED_SPAN + settled,
        tie: -last_pick_secs,
    }
}
