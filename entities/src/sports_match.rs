//! One match of a sports lottery (竞彩足球, 竞彩篮球, 北京单场, 传统足彩).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "sports_match")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    /// `jczq`, `jclq`, `bjdc`, `ctzq`.
    pub game: String,
    /// The source's id (`sporttery:2040285`), unique per game.
    pub source_id: String,
    /// `周三001`.
    pub match_num: String,
    pub match_date: Date,
    pub kickoff: Option<DateTimeUtc>,
    pub league: String,
    pub home: String,
    pub away: String,
    /// 让球 / 让分 for the home side, in tenths.
    pub handicap: Option<i32>,
    /// 大小分's preset total, in tenths.
    pub total_line: Option<i32>,
    /// `selling`, `closed`, `finished`, `void`.
    pub state: String,
    /// Full time (90 minutes; basketball with overtime).
    pub ft_home: Option<i32>,
    pub ft_away: Option<i32>,
    pub ht_home: Option<i32>,
    pub ht_away: Option<i32>,
    /// Generated sample fixtures, never shown as real results.
    pub sample: bool,
    /// The 期 of a game sold by issue (传统足彩, 北京单场); `sports_issue.issue`.
    pub issue: Option<String>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(has_many = "super::sports_odds::Entity")]
    Odds,
}

impl Related<super::sports_odds::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Odds.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
