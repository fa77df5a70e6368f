//! Which category a message centre message is, for notifications: by the
//! record its payload names, as the areas write them (`deliver_to_member`
//! callers). One place, so a new kind of message is decided here.

use rules::notify::Category;

use crate::message::MessageType;

/// The category of a message of `kind` with `payload`; `None` for what is
/// never pushed (a new follower).
pub fn category_of(kind: MessageType, payload: &serde_json::Value) -> Option<Category> {
    let has = |k: &str| payload.get(k).is_some();
    if has("withdrawalId") || has("ledgerId") {
        // A withdrawal's steps and commission credited: money.
        return Some(Category::Withdrawal);
    }
    if has("pickId") || has("matchId") || has("competitionId") {
        return Some(Category::QuizSettled);
    }
    if has("planId") {
        return Some(Category::Plan);
    }
    if has("postId") || has("commentId") {
        return Some(Category::Reply);
    }
    if has("followerId") {
        return None;
    }
    match kind {
        MessageType::Interaction => Some(Category::Reply),
        MessageType::SystemNotice | MessageType::Points => Some(Category::System),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_message_is_the_category_of_what_it_names() {
        let c = |k, p| category_of(k, &p);
        assert_eq!(
            c(MessageType::SystemNotice, json!({"withdrawalId": "3"})),
            Some(Category::Withdrawal)
        );
        assert_eq!(
            c(MessageType::SystemNotice, json!({"matchId": "3"})),
            Some(Category::QuizSettled)
        );
        assert_eq!(
            c(MessageType::Points, json!({"planId": "3"})),
            Some(Category::Plan)
        );
        assert_eq!(
            c(
                MessageType::Interaction,
                json!({"postId": 3, "kind": "LIKE"})
            ),
            Some(Category::Reply)
        );
        assert_eq!(
            c(MessageType::Interaction, json!({"followerId": "3"})),
            None
        );
        assert_eq!(
            c(MessageType::SystemNotice, json!({})),
            Some(Category::System)
        );
    }
}
