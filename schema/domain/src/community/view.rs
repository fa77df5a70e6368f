//! Posts, comments and topics as a caller sees them: the author as a member
//! id (the API shows the member card, never a phone or legal name), the
//! caller's own like, and what the caller may do.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::kernel::error::AppResult;
use entities::{comment, post, topic};

crate::stored_enum!(
    /// Where a post or comment stands (stored as its code).
    #[derive(Serialize, Deserialize)]
    pub PostState {
        Visible => "VISIBLE",
        /// Waiting for staff review; only the author sees it.
        Held => "HELD",
        Rejected => "REJECTED",
        Deleted => "DELETED",
    }
);

/// A snapshot attached to a post when it was written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attachment {
    /// `NUMBERS`, `SPORTS` or `PLAN`.
    pub kind: String,
    pub title: String,
    pub lines: Vec<String>,
    /// For a plan: its id.
    pub plan_id: Option<i64>,
}

/// A topic a post is in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TopicRef {
    pub id: i64,
    pub name: String,
}

/// A post as the caller sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PostView {
    pub id: i64,
    pub author_id: i64,
    pub body: String,
    pub images: Vec<String>,
    pub attachment: Option<Attachment>,
    pub ip_region: String,
    pub state: PostState,
    pub is_system: bool,
    pub pinned: bool,
    pub like_count: i64,
    pub comment_count: i64,
    pub liked_by_me: bool,
    pub editable: bool,
    pub deletable: bool,
    pub topics: Vec<TopicRef>,
    pub created_at: DateTime<Utc>,
    pub edited_at: Option<DateTime<Utc>>,
}

impl PostView {
    /// `row` as `viewer` (a member id, or none) sees it, with their like
    /// and the post's topics read by the caller.
    pub fn of(
        row: post::Model,
        viewer: Option<i64>,
        liked_by_me: bool,
        topics: Vec<TopicRef>,
    ) -> AppResult<Self> {
        let own = viewer == Some(row.member_id);
        let state = PostState::from_code(&row.state)?;
        let age = (crate::kernel::clock::now() - row.created_at).num_seconds();
        Ok(Self {
            id: row.id,
            author_id: row.member_id,
            images: serde_json::from_str(&row.images).unwrap_or_default(),
            attachment: serde_json::from_str(&row.attachment).ok(),
            body: row.body,
            ip_region: row.ip_region,
            is_system: row.is_system,
            pinned: row.pinned,
            like_count: row.like_count,
            comment_count: row.comment_count,
            liked_by_me,
            editable: own && state != PostState::Deleted && rules::community::editable(age),
            deletable: own && state != PostState::Deleted,
            topics,
            state,
            created_at: row.created_at,
            edited_at: row.edited_at,
        })
    }
}

/// A comment as the caller sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CommentView {
    pub id: i64,
    pub post_id: i64,
    pub author_id: i64,
    pub parent_id: Option<i64>,
    pub reply_to_id: Option<i64>,
    pub reply_to_member_id: Option<i64>,
    pub body: String,
    pub ip_region: String,
    pub state: PostState,
    pub like_count: i64,
    pub reply_count: i64,
    pub liked_by_me: bool,
    pub deletable: bool,
    pub created_at: DateTime<Utc>,
}

impl CommentView {
    pub fn of(row: comment::Model, viewer: Option<i64>, liked_by_me: bool) -> AppResult<Self> {
        let state = PostState::from_code(&row.state)?;
        Ok(Self {
            deletable: viewer == Some(row.member_id) && state != PostState::Deleted,
            id: row.id,
            post_id: row.post_id,
            author_id: row.member_id,
            parent_id: row.parent_id,
            reply_to_id: row.reply_to_id,
            reply_to_member_id: row.reply_to_member_id,
            body: row.body,
            ip_region: row.ip_region,
            state,
            like_count: row.like_count,
            reply_count: row.reply_count,
            liked_by_me,
            created_at: row.created_at,
        })
    }
}

/// A topic.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TopicView {
    pub id: i64,
    pub name: String,
    pub description: String,
    pub is_official: bool,
    pub post_count: i64,
    /// Millionths (`rules::community::SCORE_SCALE`).
    pub hot_score: i64,
    pub created_at: DateTime<Utc>,
}

impl From<topic::Model> for TopicView {
    fn from(t: topic::Model) -> Self {
        Self {
            id: t.id,
            name: t.name,
            description: t.description,
            is_official: t.is_official,
            post_count: t.post_count,
            hot_score: t.hot_score,
            created_at: t.created_at,
        }
    }
}
