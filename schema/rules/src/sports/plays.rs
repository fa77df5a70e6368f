//! The sports games and their play types (lottery-rules.md §5–8): each play
//! type's options in the order the tickets list them, and how many games a
//! parlay of it may hold.

use serde::{Deserialize, Serialize};

/// A sports lottery.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SportsGame {
    /// 竞彩足球: fixed odds at sale.
    Jczq,
    /// 竞彩篮球: fixed odds at sale; results include overtime.
    Jclq,
    /// 北京单场: floating SP, the final 开奖SP published after the match.
    Bjdc,
    /// 传统足彩: 14场胜负彩, 任九, 6场半全场 and 4场进球 (see `ctzq`).
    Ctzq,
}

impl SportsGame {
    pub const ALL: [SportsGame; 4] = [Self::Jczq, Self::Jclq, Self::Bjdc, Self::Ctzq];

    /// The code the API and the data files use.
    pub fn code(self) -> &'static str {
        match self {
            Self::Jczq => "jczq",
            Self::Jclq => "jclq",
            Self::Bjdc => "bjdc",
            Self::Ctzq => "ctzq",
        }
    }

    pub fn from_code(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|g| g.code() == code)
    }

    pub fn name(self) -> &'static str {
        match self {
            Self::Jczq => "竞彩足球",
            Self::Jclq => "竞彩篮球",
            Self::Bjdc => "北京单场",
            Self::Ctzq => "传统足彩",
        }
    }

    /// The share of 2 × Π odds a winning bet pays, as (numerator,
    /// denominator): 北单 pays 65% of its SP product (§7), 竞彩 all of it.
    pub fn payout(self) -> (u32, u32) {
        match self {
            Self::Bjdc => (65, 100),
            _ => (1, 1),
        }
    }

    /// The play types sold in this game (传统足彩 has none: its games are
    /// pools, counted in `ctzq`).
    pub fn plays(self) -> Vec<PlayType> {
        PlayType::ALL
            .into_iter()
            .filter(|p| p.game() == self)
            .collect()
    }
}

/// A play type (玩法) of 竞彩足球, 竞彩篮球 or 北京单场.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum PlayType {
    /// 竞彩足球 胜平负.
    Spf,
    /// 竞彩足球 让球胜平负 (whole-goal handicap).
    Rqspf,
    /// 竞彩足球 比分 (31 options).
    Bf,
    /// 竞彩足球 总进球 (0–6, 7+).
    Zjq,
    /// 竞彩足球 半全场.
    Bqc,
    /// 竞彩篮球 胜负.
    Sf,
    /// 竞彩篮球 让分胜负 (handicap in force at purchase, x.5 points).
    Rfsf,
    /// 竞彩篮球 大小分 (preset total at purchase, x.5 points).
    Dxf,
    /// 竞彩篮球 胜分差 (12 options).
    Sfc,
    /// 北京单场 让球胜平负.
    BdRqspf,
    /// 北京单场 总进球.
    BdZjq,
    /// 北京单场 上下单双.
    BdSxds,
    /// 北京单场 半全场.
    BdBqc,
    /// 北京单场 比分 (25 options).
    BdBf,
    /// 北京单场 胜负过关 (its own game: 3 to 15 matches).
    BdSfgg,
}

const SPF: &[&str] = &["胜", "平", "负"];
const RQSPF: &[&str] = &["让胜", "让平", "让负"];
const ZJQ: &[&str] = &["0", "1", "2", "3", "4", "5", "6", "7+"];
const BQC: &[&str] = &[
    "胜胜", "胜平", "胜负", "平胜", "平平", "平负", "负胜", "负平", "负负",
];
/// 竞彩 比分: 13 home wins, 5 draws, 13 away wins (§5).
const BF: &[&str] = &[
    "1:0",
    "2:0",
    "2:1",
    "3:0",
    "3:1",
    "3:2",
    "4:0",
    "4:1",
    "4:2",
    "5:0",
    "5:1",
    "5:2",
    "胜其他",
    "0:0",
    "1:1",
    "2:2",
    "3:3",
    "平其他", //
    "0:1",
    "0:2",
    "1:2",
    "0:3",
    "1:3",
    "2:3",
    "0:4",
    "1:4",
    "2:4",
    "0:5",
    "1:5",
    "2:5",
    "负其他",
];
/// 北单 比分: 10 home wins, 5 draws, 10 away wins (§7, marked [unsure]
/// there: the groups of 胜其他/平其他/负其他 as commonly sold).
const BD_BF: &[&str] = &[
    "1:0",
    "2:0",
    "2:1",
    "3:0",
    "3:1",
    "3:2",
    "4:0",
    "4:1",
    "4:2",
    "胜其他", //
    "0:0",
    "1:1",
    "2:2",
    "3:3",
    "平其他", //
    "0:1",
    "0:2",
    "1:2",
    "0:3",
    "1:3",
    "2:3",
    "0:4",
    "1:4",
    "2:4",
    "负其他",
];
const SF: &[&str] = &["主胜", "主负"];
const RFSF: &[&str] = &["让分主胜", "让分主负"];
const DXF: &[&str] = &["大分", "小分"];
const SFC: &[&str] = &[
    "主胜1-5",
    "主胜6-10",
    "主胜11-15",
    "主胜16-20",
    "主胜21-25",
    "主胜26+", //
    "客胜1-5",
    "客胜6-10",
    "客胜11-15",
    "客胜16-20",
    "客胜21-25",
    "客胜26+",
];
const SXDS: &[&str] = &["上单", "上双", "下单", "下双"];
const SFGG: &[&str] = &["胜", "负"];

impl PlayType {
    pub const ALL: [PlayType; 15] = [
        Self::Spf,
        Self::Rqspf,
        Self::Bf,
        Self::Zjq,
        Self::Bqc,
        Self::Sf,
        Self::Rfsf,
        Self::Dxf,
        Self::Sfc,
        Self::BdRqspf,
        Self::BdZjq,
        Self::BdSxds,
        Self::BdBqc,
        Self::BdBf,
        Self::BdSfgg,
    ];

    pub fn game(self) -> SportsGame {
        match self {
            Self::Spf | Self::Rqspf | Self::Bf | Self::Zjq | Self::Bqc => SportsGame::Jczq,
            Self::Sf | Self::Rfsf | Self::Dxf | Self::Sfc => SportsGame::Jclq,
            _ => SportsGame::Bjdc,
        }
    }

    /// The code the API and the data files use (北单's start `bd_`).
    pub fn code(self) -> &'static str {
        match self {
            Self::Spf => "spf",
            Self::Rqspf => "rqspf",
            Self::Bf => "bf",
            Self::Zjq => "zjq",
            Self::Bqc => "bqc",
            Self::Sf => "sf",
            Self::Rfsf => "rfsf",
            Self::Dxf => "dxf",
            Self::Sfc => "sfc",
            Self::BdRqspf => "bd_rqspf",
            Self::BdZjq => "bd_zjq",
            Self::BdSxds => "bd_sxds",
            Self::BdBqc => "bd_bqc",
            Self::BdBf => "bd_bf",
            Self::BdSfgg => "bd_sfgg",
        }
    }

    pub fn from_code(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|p| p.code() == code)
    }

    pub fn name(self) -> &'static str {
        match self {
            Self::Spf => "胜平负",
            Self::Rqspf | Self::BdRqspf => "让球胜平负",
            Self::Bf | Self::BdBf => "比分",
            Self::Zjq | Self::BdZjq => "总进球",
            Self::Bqc | Self::BdBqc => "半全场",
            Self::Sf => "胜负",
            Self::Rfsf => "让分胜负",
            Self::Dxf => "大小分",
            Self::Sfc => "胜分差",
            Self::BdSxds => "上下单双",
            Self::BdSfgg => "胜负过关",
        }
    }

    /// The options in ticket order; an option is its index here.
    pub fn options(self) -> &'static [&'static str] {
        match self {
            Self::Spf | Self::BdRqspf => SPF,
            Self::Rqspf => RQSPF,
            Self::Bf => BF,
            Self::Zjq | Self::BdZjq => ZJQ,
            Self::Bqc | Self::BdBqc => BQC,
            Self::Sf => SF,
            Self::Rfsf => RFSF,
            Self::Dxf => DXF,
            Self::Sfc => SFC,
            Self::BdSxds => SXDS,
            Self::BdBf => BD_BF,
            Self::BdSfgg => SFGG,
        }
    }

    /// The most games a parlay of this play type may hold (§5–7); a mixed
    /// parlay (混合过关) takes the least over the play types it uses.
    pub fn max_games(self) -> usize {
        match self {
            Self::Bf | Self::Bqc | Self::Sfc => 4,
            Self::Zjq => 6,
            Self::Spf | Self::Rqspf | Self::Sf | Self::Rfsf | Self::Dxf => 8,
            Self::BdRqspf | Self::BdSfgg => 15,
            Self::BdZjq | Self::BdSxds | Self::BdBqc => 6,
            Self::BdBf => 3,
        }
    }

    /// The fewest games a selection of this play type needs: 胜负过关 is
    /// sold from 3 matches (§7, [unsure] there), every other from one.
    pub fn min_games(self) -> usize {
        match self {
            Self::BdSfgg => 3,
            _ => 1,
        }
    }

    /// Whether a result of this play type needs the half-time score.
    pub fn needs_half_time(self) -> bool {
        matches!(self, Self::Bqc | Self::BdBqc)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn option_counts_are_the_rulebooks() {
        let counts: Vec<(PlayType, usize)> = PlayType::ALL
            .iter()
            .map(|p| (*p, p.options().len()))
            .collect();
        let expect = [
            (PlayType::Spf, 3),
            (PlayType::Rqspf, 3),
            (PlayType::Bf, 31),
            (PlayType::Zjq, 8),
            (PlayType::Bqc, 9),
            (PlayType::Sf, 2),
            (PlayType::Rfsf, 2),
            (PlayType::Dxf, 2),
            (PlayType::Sfc, 12),
            (PlayType::BdRqspf, 3),
            (PlayType::BdZjq, 8),
            (PlayType::BdSxds, 4),
            (PlayType::BdBqc, 9),
            (PlayType::BdBf, 25),
            (PlayType::BdSfgg, 2),
        ];
        assert_eq!(counts, expect);
    }

    #[test]
    fn codes_round_trip_and_are_unique() {
        for p in PlayType::ALL {
            assert_eq!(PlayType::from_code(p.code()), Some(p));
        }
        for g in SportsGame::ALL {
            assert_eq!(SportsGame::from_code(g.code()), Some(g));
        }
        assert_eq!(SportsGame::Jczq.plays().len(), 5);
        assert_eq!(SportsGame::Jclq.plays().len(), 4);
        assert_eq!(SportsGame::Bjdc.plays().len(), 6);
        assert!(SportsGame::Ctzq.plays().is_empty());
    }
}
