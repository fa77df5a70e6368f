//! What a partner key may reach (platform-rules §8). The names are the
//! contract with partners; never rename one.

use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Scope {
    /// Member profiles, masked (no phone, legal name or address).
    MemberRead,
    /// Follow lists and counts.
    FocusRead,
    /// Points balances and histories.
    PointsRead,
    /// The message centre.
    MessagesRead,
    /// The live unread count over WebSocket.
    UnreadSubscribe,
    /// Draw results, trend charts, calculators.
    LotteryRead,
    /// Sports lottery matches and odds.
    SportsRead,
    /// The guessing competition.
    QuizRead,
    /// The community.
    CommunityRead,
    /// The partner's own channels: members, registrations, activity.
    ChannelStats,
    /// Phone, legal name and addresses, and only of members of the
    /// partner's own channels.
    MemberPii,
    /// The partner's own webhook endpoints and their delivery log: the
    /// first mutations a key may run.
    WebhooksWrite,
}

impl Scope {
    pub const ALL: [Scope; 12] = [
        Scope::MemberRead,
        Scope::FocusRead,
        Scope::PointsRead,
        Scope::MessagesRead,
        Scope::UnreadSubscribe,
        Scope::LotteryRead,
        Scope::SportsRead,
        Scope::QuizRead,
        Scope::CommunityRead,
        Scope::ChannelStats,
        Scope::MemberPii,
        Scope::WebhooksWrite,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Scope::MemberRead => "member:read",
            Scope::FocusRead => "focus:read",
            Scope::PointsRead => "points:read",
            Scope::MessagesRead => "messages:read",
            Scope::UnreadSubscribe => "unread:subscribe",
            Scope::LotteryRead => "lottery:read",
            Scope::SportsRead => "sports:read",
            Scope::QuizRead => "quiz:read",
            Scope::CommunityRead => "community:read",
            Scope::ChannelStats => "channel:stats",
            Scope::MemberPii => "member:pii",
            Scope::WebhooksWrite => "webhooks:write",
        }
    }

    /// Whether acting for a member under this scope needs the member's
    /// consent (an OAuth grant naming it): the scopes that reach a
    /// member's own data. The rest (draws, matches, the partner's own
    /// channels and webhooks) are the partner's whoever it acts for.
    pub fn needs_consent(self) -> bool {
        matches!(
            self,
            Scope::MemberRead
                | Scope::FocusRead
                | Scope::PointsRead
                | Scope::MessagesRead
                | Scope::UnreadSubscribe
                | Scope::QuizRead
                | Scope::CommunityRead
                | Scope::MemberPii
        )
    }

    pub fn parse(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.as_str() == name)
    }
}

/// Its name (`lottery:read`), as the API's `@partnerScope` takes it.
impl From<Scope> for String {
    fn from(scope: Scope) -> Self {
        scope.as_str().to_owned()
    }
}

impl fmt::Display for Scope {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Scopes as stored: sorted names, space-separated.
pub fn to_stored(scopes: &[Scope]) -> String {
    let mut list = scopes.to_vec();
    list.sort();
    list.dedup();
    list.iter()
        .map(|s| s.as_str())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Scopes as stored back into a list (unknown names, from a newer
/// version, are ignored rather than granting anything).
pub fn from_stored(text: &str) -> Vec<Scope> {
    text.split_whitespace().filter_map(Scope::parse).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for s in Scope::ALL {
            assert_eq!(Scope::parse(s.as_str()), Some(s));
        }
        assert_eq!(Scope::parse("admin"), None);
        let stored = to_stored(&[Scope::UnreadSubscribe, Scope::MemberRead, Scope::MemberRead]);
        assert_eq!(stored, "member:read unread:subscribe");
        assert_eq!(
            from_stored(&stored),
            [Scope::MemberRead, Scope::UnreadSubscribe]
        );
    }
}
