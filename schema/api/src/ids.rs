//! Global object ids: the one place GraphQL ids are made and read.
//!
//! Every object with an identity carries an opaque global `id` (the Relay
//! object identification convention GitHub and Shopify follow): the object's
//! kind and its row id, base64url-encoded, so `node(id:)` can find any object
//! from its id alone and a member id can never be passed where a message id
//! belongs. Clients must treat the text as opaque; the row id itself is
//! exposed separately as `legacyId` for partners who cross-reference the
//! legacy layer, whose wire keeps plain integers.

use async_graphql::ID;
use base64::Engine;
use domain::AppError;

/// The kinds of object a global id can name. The name is part of the id's
/// text, so renaming a variant changes every id of that kind: never rename.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NodeKind {
    Member,
    MemberAddress,
    Message,
    Feedback,
    ShopItem,
    Redemption,
    SavedSelection,
    SplitRecord,
    PointsRecord,
    Draw,
    Invite,
    MemberGroup,
    Partner,
    PartnerKey,
    SportsMatch,
    SportsSelection,
    QuizPick,
    ExpertPlan,
    ExpertApplication,
    Competition,
    CompetitionEntry,
    SensitiveWord,
    Post,
    Comment,
    Topic,
    CommunityReview,
    ShopApplication,
    FamilyMember,
    FamilyMemo,
    Channel,
    Withdrawal,
    /// A durable job (staff back office; `node` does not resolve it).
    Job,
    /// A partner's webhook endpoint (`node` does not resolve it).
    WebhookEndpoint,
    /// One event's delivery to a webhook endpoint (`node` does not
    /// resolve it).
    WebhookDelivery,
    /// An app a member authorized (an OAuth grant; `node` does not
    /// resolve it: only its member lists it).
    AuthorizedApp,
    /// An audit log entry (staff; `node` does not resolve it).
    AuditEntry,
    /// A member's request for a copy of their data (`node` does not
    /// resolve it: only its member reads it, `myDataExport`).
    DataExport,
}

impl NodeKind {
    const ALL: [NodeKind; 37] = [
        NodeKind::Member,
        NodeKind::MemberAddress,
        NodeKind::Message,
        NodeKind::Feedback,
        NodeKind::ShopItem,
        NodeKind::Redemption,
        NodeKind::SavedSelection,
        NodeKind::SplitRecord,
        NodeKind::PointsRecord,
        NodeKind::Draw,
        NodeKind::Invite,
        NodeKind::MemberGroup,
        NodeKind::Partner,
        NodeKind::PartnerKey,
        NodeKind::SportsMatch,
        NodeKind::SportsSelection,
        NodeKind::QuizPick,
        NodeKind::ExpertPlan,
        NodeKind::ExpertApplication,
        NodeKind::Competition,
        NodeKind::CompetitionEntry,
        NodeKind::SensitiveWord,
        NodeKind::Post,
        NodeKind::Comment,
        NodeKind::Topic,
        NodeKind::CommunityReview,
        NodeKind::ShopApplication,
        NodeKind::FamilyMember,
        NodeKind::FamilyMemo,
        NodeKind::Channel,
        NodeKind::Withdrawal,
        NodeKind::Job,
        NodeKind::WebhookEndpoint,
        NodeKind::WebhookDelivery,
        NodeKind::AuthorizedApp,
        NodeKind::AuditEntry,
        NodeKind::DataExport,
    ];

    /// The type name, as in the schema.
    pub fn name(self) -> &'static str {
        match self {
            NodeKind::Member => "Member",
            NodeKind::MemberAddress => "MemberAddress",
            NodeKind::Message => "Message",
            NodeKind::Feedback => "Feedback",
            NodeKind::ShopItem => "ShopItem",
            NodeKind::Redemption => "Redemption",
            NodeKind::SavedSelection => "SavedSelection",
            NodeKind::SplitRecord => "SplitRecord",
            NodeKind::PointsRecord => "PointsRecord",
            NodeKind::Draw => "Draw",
            NodeKind::Invite => "Invite",
            NodeKind::MemberGroup => "MemberGroup",
            NodeKind::Partner => "Partner",
            NodeKind::PartnerKey => "PartnerKey",
            NodeKind::SportsMatch => "SportsMatch",
            NodeKind::SportsSelection => "SportsSelection",
            NodeKind::QuizPick => "QuizPick",
            NodeKind::ExpertPlan => "ExpertPlan",
            NodeKind::ExpertApplication => "ExpertApplication",
            NodeKind::Competition => "Competition",
            NodeKind::CompetitionEntry => "CompetitionEntry",
            NodeKind::SensitiveWord => "SensitiveWord",
            NodeKind::Post => "Post",
            NodeKind::Comment => "Comment",
            NodeKind::Topic => "Topic",
            NodeKind::CommunityReview => "CommunityReview",
            NodeKind::ShopApplication => "ShopApplication",
            NodeKind::FamilyMember => "FamilyMember",
            NodeKind::FamilyMemo => "FamilyMemo",
            NodeKind::Channel => "Channel",
            NodeKind::Withdrawal => "Withdrawal",
            NodeKind::Job => "Job",
            NodeKind::WebhookEndpoint => "WebhookEndpoint",
            NodeKind::WebhookDelivery => "WebhookDelivery",
            NodeKind::AuthorizedApp => "AuthorizedApp",
            NodeKind::AuditEntry => "AuditEntry",
            NodeKind::DataExport => "DataExport",
        }
    }

    fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.name() == name)
    }
}

/// The global id of row `id` of `kind`.
pub fn global(kind: NodeKind, id: i64) -> ID {
    ID(base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(format!("{}:{id}", kind.name())))
}

/// The kind and row id of a global id; `None` for text that is not one.
pub fn decode(id: &str) -> Option<(NodeKind, i64)> {
    let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(id)
        .ok()?;
    let text = String::from_utf8(bytes).ok()?;
    let (kind, row) = text.split_once(':')?;
    let row: i64 = row.parse().ok()?;
    (row > 0).then_some(())?;
    Some((NodeKind::from_name(kind)?, row))
}

/// The row id of a global id of `kind`; `field` names the argument in the
/// error.
pub fn parse_id(field: &str, kind: NodeKind, id: &ID) -> Result<i64, AppError> {
    match decode(id) {
        Some((k, row)) if k == kind => Ok(row),
        _ => Err(AppError::invalid(
            field,
            format!("must be the id of a {}", kind.name()),
        )),
    }
}

/// Several row ids of one kind.
pub fn parse_ids(field: &str, kind: NodeKind, ids: &[ID]) -> Result<Vec<i64>, AppError> {
    ids.iter().map(|id| parse_id(field, kind, id)).collect()
}

/// A member's row id.
pub fn parse_member_id(field: &str, id: &ID) -> Result<i64, AppError> {
    parse_id(field, NodeKind::Member, id)
}

/// An optional member id.
pub fn parse_optional_member_id(field: &str, id: Option<&ID>) -> Result<Option<i64>, AppError> {
    id.map(|id| parse_member_id(field, id)).transpose()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_and_keeps_kinds_apart() {
        let id = global(NodeKind::Member, 42);
        assert_eq!(decode(&id), Some((NodeKind::Member, 42)));
        assert_eq!(parse_member_id("memberId", &id).unwrap(), 42);
        let err = parse_id("id", NodeKind::Message, &id).unwrap_err();
        assert_eq!(err.field.as_deref(), Some("id"));
        assert!(err.message.contains("Message"));
        assert!(parse_member_id("memberId", &ID("42".into())).is_err());
        assert!(decode(&global(NodeKind::Member, 0)).is_none());
        for kind in NodeKind::ALL {
            assert_eq!(decode(&global(kind, 7)), Some((kind, 7)));
        }
    }
}
