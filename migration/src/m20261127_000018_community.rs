//! The community (issue 34): posts, comments, likes, topics, reports,
//! member blocks, the review queue, daily limits and pending interaction
//! messages.
//!
//! - `post`: state `VISIBLE`, `HELD` (a listed word or 3 reports: waiting
//!   for review), `REJECTED`, `DELETED` (soft). Its counters (likes,
//!   comments, reports) move with their edges; `hot_score` is the stored
//!   hotness (×10⁶, an integer so both databases order it alike), indexed
//!   with the state so the 推荐 feed is one range scan.
//! - `post_like` / `comment_like`: the pair is the primary key, so a like
//!   exists at most once whatever the parallelism.
//! - `topic` / `post_topic`: topics by name (unique), their post counters
//!   and stored score; the posts of a topic by `(topic_id, post_id)`.
//! - `comment`: `parent_id` is the level-1 comment a reply sits under,
//!   `reply_to_id` the comment it answers (two levels deep).
//! - `post_report`: one per post and member (distinct reporters counted).
//! - `member_block`: `member_id` blocks `blocked_id`.
//! - `community_review`: the record workflow's queue of held posts and
//!   comments.
//! - `community_daily`: per member and day, the posts, comments and likes
//!   made — the limits are conditional updates of these counters.
//! - `interaction`: likes, comments, replies and mentions not yet told to
//!   their recipient; a job batches them into one message.

use sea_orm_migration::prelude::*;

use crate::columns::{at, at_opt, counter, flag, id_col, index, member_fk, text, unique};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261127_000018_community"
    }
}

#[derive(DeriveIden)]
enum Post {
    Table,
    Id,
    MemberId,
    Body,
    Images,
    Attachment,
    IpRegion,
    State,
    IsSystem,
    Pinned,
    LikeCount,
    CommentCount,
    ReportCount,
    HotScore,
    CreatedAt,
    UpdatedAt,
    EditedAt,
}

#[derive(DeriveIden)]
enum PostLike {
    Table,
    PostId,
    MemberId,
    CreatedAt,
}

#[derive(DeriveIden)]
enum CommentLike {
    Table,
    CommentId,
    MemberId,
    CreatedAt,
}

#[derive(DeriveIden)]
enum Topic {
    Table,
    Id,
    Name,
    Description,
    IsOfficial,
    CreatedBy,
    PostCount,
    HotScore,
    LastPostAt,
    CreatedAt,
}

#[derive(DeriveIden)]
enum PostTopic {
    Table,
    PostId,
    TopicId,
    CreatedAt,
}

#[derive(DeriveIden)]
enum Comment {
    Table,
    Id,
    PostId,
    MemberId,
    ParentId,
    ReplyToId,
    ReplyToMemberId,
    Body,
    IpRegion,
    State,
    LikeCount,
    ReplyCount,
    CreatedAt,
}

#[derive(DeriveIden)]
enum PostReport {
    Table,
    Id,
    PostId,
    MemberId,
    Reason,
    CreatedAt,
}

#[derive(DeriveIden)]
enum MemberBlock {
    Table,
    MemberId,
    BlockedId,
    CreatedAt,
}

#[derive(DeriveIden)]
enum CommunityReview {
    Table,
    Id,
    MemberId,
    TargetKind,
    TargetId,
    Reason,
    State,
    Outcome,
    Note,
    ReviewedBy,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum CommunityDaily {
    Table,
    MemberId,
    Day,
    Posts,
    Comments,
    Likes,
}

#[derive(DeriveIden)]
enum Interaction {
    Table,
    Id,
    RecipientId,
    ActorId,
    Kind,
    PostId,
    CommentId,
    Excerpt,
    CreatedAt,
    SentAt,
}

fn big<T: Iden + 'static>(col: T) -> ColumnDef {
    ColumnDef::new(col).big_integer().not_null().to_owned()
}

fn big_opt<T: Iden + 'static>(col: T) -> ColumnDef {
    ColumnDef::new(col).big_integer().null().to_owned()
}

fn post_fk<T: Iden + 'static, C: Iden + 'static>(table: T, col: C) -> ForeignKeyCreateStatement {
    ForeignKey::create()
        .from(table, col)
        .to(Post::Table, Post::Id)
        .on_delete(ForeignKeyAction::Cascade)
        .to_owned()
}

async fn posts(m: &SchemaManager<'_>) -> Result<(), DbErr> {
    m.create_table(
        Table::create()
            .table(Post::Table)
            .col(id_col(Post::Id))
            .col(big(Post::MemberId))
            .col(text(Post::Body))
            // JSON array of uploaded file ids, in the order shown.
            .col(text(Post::Images))
            // JSON snapshot of an attached selection or plan; "" for none.
            .col(text(Post::Attachment))
            .col(text(Post::IpRegion))
            .col(ColumnDef::new(Post::State).string().not_null())
            .col(flag(Post::IsSystem))
            .col(flag(Post::Pinned))
            .col(counter(Post::LikeCount))
            .col(counter(Post::CommentCount))
            .col(counter(Post::ReportCount))
            .col(counter(Post::HotScore))
            .col(at(Post::CreatedAt))
            .col(at(Post::UpdatedAt))
            .col(at_opt(Post::EditedAt))
            .check(Expr::col(Post::LikeCount).gte(0))
            .check(Expr::col(Post::CommentCount).gte(0))
            .foreign_key(&mut member_fk(Post::Table, Post::MemberId))
            .to_owned(),
    )
    .await?;
    // A member's posts (personal centre; the following feed per author).
    index(m, Post::Table, "ix_post_member", [Post::MemberId, Post::Id]).await?;
    // 最新: newest visible posts.
    index(m, Post::Table, "ix_post_state", [Post::State, Post::Id]).await?;
    // 推荐: hottest visible posts.
    index(
        m,
        Post::Table,
        "ix_post_hot",
        [Post::State, Post::HotScore, Post::Id],
    )
    .await?;
    index(m, Post::Table, "ix_post_pinned", [Post::Pinned, Post::Id]).await
}

async fn likes(m: &SchemaManager<'_>) -> Result<(), DbErr> {
    m.create_table(
        Table::create()
            .table(PostLike::Table)
            .col(big(PostLike::PostId))
            .col(big(PostLike::MemberId))
            .col(at(PostLike::CreatedAt))
            .primary_key(
                Index::create()
                    .col(PostLike::PostId)
                    .col(PostLike::MemberId),
            )
            .foreign_key(&mut post_fk(PostLike::Table, PostLike::PostId))
            .foreign_key(&mut member_fk(PostLike::Table, PostLike::MemberId))
            .to_owned(),
    )
    .await?;
    m.create_table(
        Table::create()
            .table(CommentLike::Table)
            .col(big(CommentLike::CommentId))
            .col(big(CommentLike::MemberId))
            .col(at(CommentLike::CreatedAt))
            .primary_key(
                Index::create()
                    .col(CommentLike::CommentId)
                    .col(CommentLike::MemberId),
            )
            .foreign_key(
                ForeignKey::create()
                    .from(CommentLike::Table, CommentLike::CommentId)
                    .to(Comment::Table, Comment::Id)
                    .on_delete(ForeignKeyAction::Cascade),
            )
            .foreign_key(&mut member_fk(CommentLike::Table, CommentLike::MemberId))
            .to_owned(),
    )
    .await
}

async fn topics(m: &SchemaManager<'_>) -> Result<(), DbErr> {
    m.create_table(
        Table::create()
            .table(Topic::Table)
            .col(id_col(Topic::Id))
            .col(ColumnDef::new(Topic::Name).string().not_null())
            .col(text(Topic::Description))
            .col(flag(Topic::IsOfficial))
            .col(big_opt(Topic::CreatedBy))
            .col(counter(Topic::PostCount))
            .col(counter(Topic::HotScore))
            .col(at_opt(Topic::LastPostAt))
            .col(at(Topic::CreatedAt))
            .check(Expr::col(Topic::PostCount).gte(0))
            .to_owned(),
    )
    .await?;
    unique(m, Topic::Table, "uq_topic_name", [Topic::Name]).await?;
    index(
        m,
        Topic::Table,
        "ix_topic_hot",
        [Topic::HotScore, Topic::Id],
    )
    .await?;
    index(
        m,
        Topic::Table,
        "ix_topic_posts",
        [Topic::PostCount, Topic::Id],
    )
    .await?;
    m.create_table(
        Table::create()
            .table(PostTopic::Table)
            .col(big(PostTopic::PostId))
            .col(big(PostTopic::TopicId))
            .col(at(PostTopic::CreatedAt))
            .primary_key(
                Index::create()
                    .col(PostTopic::PostId)
                    .col(PostTopic::TopicId),
            )
            .foreign_key(&mut post_fk(PostTopic::Table, PostTopic::PostId))
            .foreign_key(
                ForeignKey::create()
                    .from(PostTopic::Table, PostTopic::TopicId)
                    .to(Topic::Table, Topic::Id)
                    .on_delete(ForeignKeyAction::Cascade),
            )
            .to_owned(),
    )
    .await?;
    index(
        m,
        PostTopic::Table,
        "ix_post_topic_topic",
        [PostTopic::TopicId, PostTopic::PostId],
    )
    .await
}

async fn comments(m: &SchemaManager<'_>) -> Result<(), DbErr> {
    m.create_table(
        Table::create()
            .table(Comment::Table)
            .col(id_col(Comment::Id))
            .col(big(Comment::PostId))
            .col(big(Comment::MemberId))
            .col(big_opt(Comment::ParentId))
            .col(big_opt(Comment::ReplyToId))
            .col(big_opt(Comment::ReplyToMemberId))
            .col(text(Comment::Body))
            .col(text(Comment::IpRegion))
            .col(ColumnDef::new(Comment::State).string().not_null())
            .col(counter(Comment::LikeCount))
            .col(counter(Comment::ReplyCount))
            .col(at(Comment::CreatedAt))
            .check(Expr::col(Comment::LikeCount).gte(0))
            .check(Expr::col(Comment::ReplyCount).gte(0))
            .foreign_key(&mut post_fk(Comment::Table, Comment::PostId))
            .foreign_key(&mut member_fk(Comment::Table, Comment::MemberId))
            .to_owned(),
    )
    .await?;
    index(
        m,
        Comment::Table,
        "ix_comment_post",
        [Comment::PostId, Comment::ParentId, Comment::Id],
    )
    .await?;
    index(
        m,
        Comment::Table,
        "ix_comment_parent",
        [Comment::ParentId, Comment::Id],
    )
    .await
}

async fn reports_and_blocks(m: &SchemaManager<'_>) -> Result<(), DbErr> {
    m.create_table(
        Table::create()
            .table(PostReport::Table)
            .col(id_col(PostReport::Id))
            .col(big(PostReport::PostId))
            .col(big(PostReport::MemberId))
            .col(text(PostReport::Reason))
            .col(at(PostReport::CreatedAt))
            .foreign_key(&mut post_fk(PostReport::Table, PostReport::PostId))
            .foreign_key(&mut member_fk(PostReport::Table, PostReport::MemberId))
            .to_owned(),
    )
    .await?;
    unique(
        m,
        PostReport::Table,
        "uq_post_report",
        [PostReport::PostId, PostReport::MemberId],
    )
    .await?;
    m.create_table(
        Table::create()
            .table(MemberBlock::Table)
            .col(big(MemberBlock::MemberId))
            .col(big(MemberBlock::BlockedId))
            .col(at(MemberBlock::CreatedAt))
            .primary_key(
                Index::create()
                    .col(MemberBlock::MemberId)
                    .col(MemberBlock::BlockedId),
            )
            .check(Expr::col(MemberBlock::MemberId).ne(Expr::col(MemberBlock::BlockedId)))
            .foreign_key(&mut member_fk(MemberBlock::Table, MemberBlock::MemberId))
            .foreign_key(&mut member_fk(MemberBlock::Table, MemberBlock::BlockedId))
            .to_owned(),
    )
    .await
}

async fn reviews_limits_interactions(m: &SchemaManager<'_>) -> Result<(), DbErr> {
    m.create_table(
        Table::create()
            .table(CommunityReview::Table)
            .col(id_col(CommunityReview::Id))
            .col(big(CommunityReview::MemberId))
            // `POST` or `COMMENT`.
            .col(
                ColumnDef::new(CommunityReview::TargetKind)
                    .string()
                    .not_null(),
            )
            .col(big(CommunityReview::TargetId))
            // `WORD:<word>` or `REPORTS`.
            .col(text(CommunityReview::Reason))
            .col(
                ColumnDef::new(CommunityReview::State)
                    .small_integer()
                    .not_null(),
            )
            .col(ColumnDef::new(CommunityReview::Outcome).string().null())
            .col(text(CommunityReview::Note))
            .col(big_opt(CommunityReview::ReviewedBy))
            .col(at(CommunityReview::CreatedAt))
            .col(at(CommunityReview::UpdatedAt))
            .foreign_key(&mut member_fk(
                CommunityReview::Table,
                CommunityReview::MemberId,
            ))
            .to_owned(),
    )
    .await?;
    index(
        m,
        CommunityReview::Table,
        "ix_community_review_state",
        [CommunityReview::State, CommunityReview::Id],
    )
    .await?;
    index(
        m,
        CommunityReview::Table,
        "ix_community_review_target",
        [CommunityReview::TargetKind, CommunityReview::TargetId],
    )
    .await?;
    m.create_table(
        Table::create()
            .table(CommunityDaily::Table)
            .col(big(CommunityDaily::MemberId))
            // The China-time day, `YYYY-MM-DD`.
            .col(ColumnDef::new(CommunityDaily::Day).string().not_null())
            .col(counter(CommunityDaily::Posts))
            .col(counter(CommunityDaily::Comments))
            .col(counter(CommunityDaily::Likes))
            .primary_key(
                Index::create()
                    .col(CommunityDaily::MemberId)
                    .col(CommunityDaily::Day),
            )
            .foreign_key(&mut member_fk(
                CommunityDaily::Table,
                CommunityDaily::MemberId,
            ))
            .to_owned(),
    )
    .await?;
    m.create_table(
        Table::create()
            .table(Interaction::Table)
            .col(id_col(Interaction::Id))
            .col(big(Interaction::RecipientId))
            .col(big(Interaction::ActorId))
            // `LIKE`, `COMMENT`, `REPLY`, `COMMENT_LIKE`, `MENTION`.
            .col(ColumnDef::new(Interaction::Kind).string().not_null())
            .col(big(Interaction::PostId))
            .col(big_opt(Interaction::CommentId))
            .col(text(Interaction::Excerpt))
            .col(at(Interaction::CreatedAt))
            .col(at_opt(Interaction::SentAt))
            .foreign_key(&mut member_fk(Interaction::Table, Interaction::RecipientId))
            .to_owned(),
    )
    .await?;
    index(
        m,
        Interaction::Table,
        "ix_interaction_pending",
        [
            Interaction::RecipientId,
            Interaction::SentAt,
            Interaction::Id,
        ],
    )
    .await
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        posts(m).await?;
        topics(m).await?;
        comments(m).await?;
        likes(m).await?;
        reports_and_blocks(m).await?;
        reviews_limits_interactions(m).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            Interaction::Table.into_iden(),
            CommunityDaily::Table.into_iden(),
            CommunityReview::Table.into_iden(),
            MemberBlock::Table.into_iden(),
            PostReport::Table.into_iden(),
            CommentLike::Table.into_iden(),
            PostLike::Table.into_iden(),
            Comment::Table.into_iden(),
            PostTopic::Table.into_iden(),
            Topic::Table.into_iden(),
            Post::Table.into_iden(),
        ] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
