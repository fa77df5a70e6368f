//! Which option of a play type a match result makes right (lottery-rules.md
//! §5–7): football on the score after 90 minutes plus stoppage time (and
//! the half-time score for 半全场), basketball with overtime. Handicaps and
//! preset totals are in tenths of a goal or point (−1 goal = −10, −1.5
//! points = −15, 178.5 = 1785), as in force when the ticket was bought.

use super::plays::PlayType;

/// A score: home first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Score {
    pub home: u16,
    pub away: u16,
}

impl Score {
    pub fn new(home: u16, away: u16) -> Self {
        Self { home, away }
    }

    fn total(self) -> u32 {
        u32::from(self.home) + u32::from(self.away)
    }

    /// 0 home win, 1 draw, 2 away win (the 胜/平/负 order).
    fn result(self) -> usize {
        match self.home.cmp(&self.away) {
            std::cmp::Ordering::Greater => 0,
            std::cmp::Ordering::Equal => 1,
            std::cmp::Ordering::Less => 2,
        }
    }
}

/// What a match's result says to a play type: the line it was sold with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Line {
    /// 让球 / 让分 for the home side, in tenths.
    pub handicap: i32,
    /// 大小分's preset total, in tenths.
    pub total: i32,
}

/// The right option of `play` for a football match ending `full` (90
/// minutes) with `half` at half-time. `None` when the play is not a
/// football play, or it needs the half-time score and there is none.
pub fn football(play: PlayType, full: Score, half: Option<Score>, line: Line) -> Option<usize> {
    match play {
        PlayType::Spf => Some(full.result()),
        PlayType::Rqspf | PlayType::BdRqspf => {
            let home = i64::from(full.home) * 10 + i64::from(line.handicap);
            let away = i64::from(full.away) * 10;
            Some(match home.cmp(&away) {
                std::cmp::Ordering::Greater => 0,
                std::cmp::Ordering::Equal => 1,
                std::cmp::Ordering::Less => 2,
            })
        }
        PlayType::BdSfgg => {
            // Sold with a half-goal handicap, so there is no draw; a whole
            // handicap that levels the score counts as 负 [unsure].
            let home = i64::from(full.home) * 10 + i64::from(line.handicap);
            Some(if home > i64::from(full.away) * 10 {
                0
            } else {
                1
            })
        }
        PlayType::Bf => Some(correct_score(full, 5)),
        PlayType::BdBf => Some(correct_score(full, 4)),
        PlayType::Zjq | PlayType::BdZjq => Some(full.total().min(7) as usize),
        PlayType::Bqc | PlayType::BdBqc => half.map(|h| h.result() * 3 + full.result()),
        PlayType::BdSxds => {
            let over = full.total() >= 3;
            let odd = full.total() % 2 == 1;
            Some(match (over, odd) {
                (true, true) => 0,
                (true, false) => 1,
                (false, true) => 2,
                (false, false) => 3,
            })
        }
        _ => None,
    }
}

/// The 比分 option of a score. Wins list every score up to `most` goals for
/// the winner with at most 2 for the loser (竞彩 to 5:2, 北单 to 4:2), then
/// 胜其他; draws 0:0 to 3:3 then 平其他; away wins mirror the home wins.
fn correct_score(s: Score, most: u16) -> usize {
    let wins: Vec<(u16, u16)> = (1..=most)
        .flat_map(|w| (0..w.min(3)).map(move |l| (w, l)))
        .collect();
    let block = wins.len() + 1;
    match s.result() {
        0 => wins
            .iter()
            .position(|&(w, l)| (w, l) == (s.home, s.away))
            .unwrap_or(wins.len()),
        1 => block + usize::from(s.home.min(4)),
        _ => {
            let at = wins
                .iter()
                .position(|&(w, l)| (w, l) == (s.away, s.home))
                .unwrap_or(wins.len());
            block + 5 + at
        }
    }
}

/// The right option of `play` for a basketball match ending `score`
/// (overtime included). `None` when the play is not a basketball play, or
/// the line is a whole number the score lands on (they are sold at x.5).
pub fn basketball(play: PlayType, score: Score, line: Line) -> Option<usize> {
    let (home, away) = (i64::from(score.home) * 10, i64::from(score.away) * 10);
    match play {
        PlayType::Sf => (home != away).then_some(if home > away { 0 } else { 1 }),
        PlayType::Rfsf => {
            let home = home + i64::from(line.handicap);
            (home != away).then_some(if home > away { 0 } else { 1 })
        }
        PlayType::Dxf => {
            let total = home + away;
            let preset = i64::from(line.total);
            (total != preset).then_some(if total > preset { 0 } else { 1 })
        }
        PlayType::Sfc => {
            let diff = i64::from(score.home) - i64::from(score.away);
            let band = |d: i64| ((d - 1) / 5).min(5) as usize;
            match diff {
                0 => None,
                d if d > 0 => Some(band(d)),
                d => Some(6 + band(-d)),
            }
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn label(play: PlayType, option: Option<usize>) -> &'static str {
        option.map_or("-", |o| play.options()[o])
    }

    #[test]
    fn football_results_pick_the_rulebooks_options() {
        let line = Line {
            handicap: -10,
            total: 0,
        };
        let full = Score::new(2, 1);
        let half = Some(Score::new(0, 1));
        let pick = |p| label(p, football(p, full, half, line));
        assert_eq!(pick(PlayType::Spf), "胜");
        // 2:1 with the home side giving one goal is level: 让平.
        assert_eq!(pick(PlayType::Rqspf), "让平");
        assert_eq!(pick(PlayType::Bf), "2:1");
        assert_eq!(pick(PlayType::Zjq), "3");
        assert_eq!(pick(PlayType::Bqc), "负胜");
        assert_eq!(pick(PlayType::BdSxds), "上单");
        assert_eq!(pick(PlayType::BdBf), "2:1");
        assert_eq!(football(PlayType::Bqc, full, None, line), None);
        assert_eq!(football(PlayType::Sf, full, half, line), None);
    }

    #[test]
    fn every_score_lands_in_its_block() {
        let bf = |h, a| {
            label(
                PlayType::Bf,
                football(PlayType::Bf, Score::new(h, a), None, Line::default()),
            )
        };
        let bd = |h, a| {
            label(
                PlayType::BdBf,
                football(PlayType::BdBf, Score::new(h, a), None, Line::default()),
            )
        };
        assert_eq!(bf(5, 2), "5:2");
        assert_eq!(bf(5, 3), "胜其他");
        assert_eq!(bf(6, 0), "胜其他");
        assert_eq!(bf(4, 4), "平其他");
        assert_eq!(bf(0, 0), "0:0");
        assert_eq!(bf(2, 5), "2:5");
        assert_eq!(bf(3, 4), "负其他");
        assert_eq!(bd(5, 0), "胜其他");
        assert_eq!(bd(2, 4), "2:4");
        assert_eq!(bd(0, 5), "负其他");
        assert_eq!(bd(3, 3), "3:3");
        // Every score up to 9:9 names an option, and the options named are
        // all of them.
        let mut seen = std::collections::BTreeSet::new();
        for h in 0..10 {
            for a in 0..10 {
                seen.insert(bf(h, a));
            }
        }
        assert_eq!(seen.len(), PlayType::Bf.options().len());
        assert_eq!(
            label(
                PlayType::Zjq,
                football(PlayType::Zjq, Score::new(5, 4), None, Line::default())
            ),
            "7+"
        );
    }

    #[test]
    fn basketball_results_include_overtime_lines() {
        let line = Line {
            handicap: -55,
            total: 1785,
        };
        let score = Score::new(95, 88);
        let pick = |p| label(p, basketball(p, score, line));
        assert_eq!(pick(PlayType::Sf), "主胜");
        assert_eq!(pick(PlayType::Rfsf), "让分主胜");
        assert_eq!(pick(PlayType::Dxf), "大分");
        assert_eq!(pick(PlayType::Sfc), "主胜6-10");
        assert_eq!(
            label(
                PlayType::Sfc,
                basketball(PlayType::Sfc, Score::new(80, 111), line)
            ),
            "客胜26+"
        );
        assert_eq!(
            label(
                PlayType::Sfc,
                basketball(PlayType::Sfc, Score::new(80, 85), line)
            ),
            "客胜1-5"
        );
        assert_eq!(
            label(
                PlayType::Dxf,
                basketball(PlayType::Dxf, Score::new(80, 85), line)
            ),
            "小分"
        );
        assert_eq!(basketball(PlayType::Spf, score, line), None);
    }
}
