//! The daily limits (20 posts, 200 comments, 500 likes per member and
//! China-time day), as counters moved by a conditional update inside the
//! write's own transaction: the write and its count commit together, and
//! two parallel writes can't both take the last one.

use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};

use crate::kernel::{AppError, AppResult, ErrorCode};
use entities::community_daily;

/// What a member spends of their day.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Daily {
    Post,
    Comment,
    Like,
}

impl Daily {
    fn column(self) -> community_daily::Column {
        match self {
            Daily::Post => community_daily::Column::Posts,
            Daily::Comment => community_daily::Column::Comments,
            Daily::Like => community_daily::Column::Likes,
        }
    }

    fn limit(self) -> i64 {
        match self {
            Daily::Post => rules::community::POSTS_PER_DAY,
            Daily::Comment => rules::community::COMMENTS_PER_DAY,
            Daily::Like => rules::community::LIKES_PER_DAY,
        }
    }

    fn refusal(self) -> AppError {
        match self {
            Daily::Post => AppError::new(
                ErrorCode::PostLimit,
                format!("at most {} posts a day", self.limit()),
            ),
            Daily::Comment => AppError::new(
                ErrorCode::CommentLimit,
                format!("at most {} comments a day", self.limit()),
            ),
            Daily::Like => AppError::new(
                ErrorCode::LikeLimit,
                format!("at most {} likes a day", self.limit()),
            ),
        }
    }
}

/// Takes one of `what` from `member_id`'s day, or refuses with its code.
pub(crate) async fn take<C: ConnectionTrait>(db: &C, member_id: i64, what: Daily) -> AppResult<()> {
    let day = crate::kernel::clock::shanghai_day(crate::kernel::clock::now()).to_string();
    community_daily::Entity::insert(community_daily::ActiveModel {
        member_id: Set(member_id),
        day: Set(day.clone()),
        posts: Set(0),
        comments: Set(0),
        likes: Set(0),
    })
    .on_conflict(
        OnConflict::columns([
            community_daily::Column::MemberId,
            community_daily::Column::Day,
        ])
        .do_nothing()
        .to_owned(),
    )
    .do_nothing()
    .exec_without_returning(db)
    .await?;
    let col = what.column();
    let moved = community_daily::Entity::update_many()
        .col_expr(col, Expr::col(col).add(1))
        .filter(community_daily::Column::MemberId.eq(member_id))
        .filter(community_daily::Column::Day.eq(day))
        .filter(col.lt(what.limit()))
        .exec(db)
        .await?;
    if moved.rows_affected == 0 {
        return Err(what.refusal());
    }
    Ok(())
}
