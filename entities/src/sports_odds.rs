//! A sports match's odds for one play type from one moment on: every change
//! is a new row, so a ticket's odds are the ones in force when it was made.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "sports_odds")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub match_id: i64,
    /// A play type's code (`spf`, `rqspf`, `bf`, ...).
    pub play: String,
    /// JSON array: each option's odds in hundredths, in ticket order (null
    /// for an option not offered).
    pub odds: Json,
    /// Whether the pool took single-match bets (单关).
    pub single: bool,
    pub recorded_at: DateTimeUtc,
    /// Where the odds came from (`result-list`, `calculator-snapshot@…`).
    pub source: String,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::sports_match::Entity",
        from = "Column::MatchId",
        to = "super::sports_match::Column::Id"
    )]
    Match,
}

impl Related<super::sports_match::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Match.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
