//! One leg of a pick: one match, play type and option, at the odds and line in force.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "quiz_pick_leg")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub pick_id: i64,
    /// Unique with the match and play: one pick per member, match and play.
    pub member_id: i64,
    pub match_id: i64,
    pub play: String,
    /// The option's index in ticket order.
    pub choice: i16,
    /// Hundredths, in force when picked.
    pub odds: i64,
    /// The handicap or total line in force (tenths).
    pub line: Option<i32>,
    /// `RED`, `BLACK`, `VOID`; None while open.
    pub outcome: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
