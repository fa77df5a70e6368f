//! Three lookups of issue 52, each an index:
//! - moderation strikes: expert recruitment asks that none of the
//!   applicant's posts or comments was rejected by staff in review within
//!   `EXPERT_STRIKE_DAYS`; the count reads a member's closed reviews by
//!   their close time (`ix_community_review_member`);
//! - a channel's invite codes, shown to its operator with the invite link,
//!   QR code and poster (`ix_invite_code_channel`);
//! - a member's picks of one game, newest first (history_jc's 竞彩足球 /
//!   竞彩篮球 tabs: `ix_quiz_pick_member_game`).
//!
//! Rolling deploy: indexes only; the previous release neither reads nor
//! minds them.

use sea_orm_migration::prelude::*;

use crate::columns::index;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261213_000038_member_lookups"
    }
}

#[derive(DeriveIden)]
enum CommunityReview {
    Table,
    MemberId,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum QuizPick {
    Table,
    MemberId,
    Game,
    Id,
}

#[derive(DeriveIden)]
enum InviteCode {
    Table,
    ChannelId,
    Id,
}

const STRIKES: &str = "ix_community_review_member";
const CODES: &str = "ix_invite_code_channel";
const PICKS: &str = "ix_quiz_pick_member_game";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        index(
            m,
            CommunityReview::Table,
            STRIKES,
            [CommunityReview::MemberId, CommunityReview::UpdatedAt],
        )
        .await?;
        index(
            m,
            InviteCode::Table,
            CODES,
            [InviteCode::ChannelId, InviteCode::Id],
        )
        .await?;
        index(
            m,
            QuizPick::Table,
            PICKS,
            [QuizPick::MemberId, QuizPick::Game, QuizPick::Id],
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_index(Index::drop().name(PICKS).table(QuizPick::Table).to_owned())
            .await?;
        m.drop_index(
            Index::drop()
                .name(CODES)
                .table(InviteCode::Table)
                .to_owned(),
        )
        .await?;
        m.drop_index(
            Index::drop()
                .name(STRIKES)
                .table(CommunityReview::Table)
                .to_owned(),
        )
        .await
    }
}
