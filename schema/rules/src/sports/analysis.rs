//! Match analysis (spec: sportsAnalyse): both teams' recent form, their
//! head-to-head record and goal statistics, computed from stored results
//! only (a team's earlier finished matches, newest first).

/// A finished match as the analysis reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Played {
    pub home: String,
    pub away: String,
    pub home_goals: u16,
    pub away_goals: u16,
}

/// A team's record over some matches, from its own side.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Record {
    pub played: u32,
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
    pub goals_for: u32,
    pub goals_against: u32,
    /// Matches with three goals or more (大球, the 上/下 line of 上下单双).
    pub over_two_and_a_half: u32,
    /// Matches where both sides scored.
    pub both_scored: u32,
    /// 'W' / 'D' / 'L' per match, newest first.
    pub form: String,
}

impl Record {
    fn add(&mut self, goals_for: u16, goals_against: u16) {
        self.played += 1;
        self.goals_for += u32::from(goals_for);
        self.goals_against += u32::from(goals_against);
        let mark = match goals_for.cmp(&goals_against) {
            std::cmp::Ordering::Greater => {
                self.won += 1;
                'W'
            }
            std::cmp::Ordering::Equal => {
                self.drawn += 1;
                'D'
            }
            std::cmp::Ordering::Less => {
                self.lost += 1;
                'L'
            }
        };
        self.form.push(mark);
        if goals_for + goals_against >= 3 {
            self.over_two_and_a_half += 1;
        }
        if goals_for > 0 && goals_against > 0 {
            self.both_scored += 1;
        }
    }
}

/// `team`'s record over its last `last` matches of `history` (newest first).
pub fn form(history: &[Played], team: &str, last: usize) -> Record {
    let mut r = Record::default();
    for m in history
        .iter()
        .filter(|m| m.home == team || m.away == team)
        .take(last)
    {
        if m.home == team {
            r.add(m.home_goals, m.away_goals);
        } else {
            r.add(m.away_goals, m.home_goals);
        }
    }
    r
}

/// `home`'s record against `away` over their last `last` meetings in
/// `history` (newest first), wherever they were played.
pub fn head_to_head(history: &[Played], home: &str, away: &str, last: usize) -> Record {
    let meetings: Vec<Played> = history
        .iter()
        .filter(|m| (m.home == home && m.away == away) || (m.home == away && m.away == home))
        .take(last)
        .cloned()
        .collect();
    form(&meetings, home, last)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn played(home: &str, away: &str, h: u16, a: u16) -> Played {
        Played {
            home: home.into(),
            away: away.into(),
            home_goals: h,
            away_goals: a,
        }
    }

    #[test]
    fn form_and_head_to_head_from_each_teams_side() {
        let history = vec![
            played("甲", "乙", 2, 1),
            played("丙", "甲", 0, 0),
            played("乙", "甲", 3, 1),
            played("丙", "乙", 1, 2),
            played("甲", "丁", 4, 0),
        ];
        let a = form(&history, "甲", 3);
        assert_eq!(a.form, "WDL");
        assert_eq!((a.played, a.won, a.drawn, a.lost), (3, 1, 1, 1));
        assert_eq!((a.goals_for, a.goals_against), (3, 4));
        assert_eq!((a.over_two_and_a_half, a.both_scored), (2, 2));
        assert_eq!(form(&history, "甲", 10).played, 4);
        let h2h = head_to_head(&history, "乙", "甲", 10);
        assert_eq!(h2h.form, "LW");
        assert_eq!((h2h.goals_for, h2h.goals_against), (4, 3));
        assert_eq!(form(&history, "戊", 5), Record::default());
    }
}
