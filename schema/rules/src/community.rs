//! The community's rulebook (platform-rules.md §5): sizes and limits, the
//! hotness score, topics and mentions written in a post's text.

/// Characters in a post.
pub const MAX_POST_CHARS: usize = 2000;
/// Images on a post.
pub const MAX_IMAGES: usize = 9;
/// Characters in a comment.
pub const MAX_COMMENT_CHARS: usize = 500;
/// Characters in a report's reason.
pub const MAX_REPORT_CHARS: usize = 200;
/// A post may be edited this long after it was written [choice].
pub const EDIT_WINDOW_SECS: i64 = 600;
/// Per member and China-time day [choice].
pub const POSTS_PER_DAY: i64 = 20;
pub const COMMENTS_PER_DAY: i64 = 200;
pub const LIKES_PER_DAY: i64 = 500;
/// Distinct reporters that hide a post until staff review it [choice].
pub const REPORTS_TO_HOLD: i64 = 3;
/// Topics per post; characters in a topic's name.
pub const MAX_TOPICS: usize = 5;
pub const MAX_TOPIC_CHARS: usize = 20;
/// Members a post or comment may mention.
pub const MAX_MENTIONS: usize = 10;
/// A topic's rank counts its posts of this many days.
pub const TOPIC_WINDOW_DAYS: i64 = 7;
/// Scores are stored as integers in millionths, so both databases order
/// them alike (no float comparison in an index).
pub const SCORE_SCALE: f64 = 1_000_000.0;

/// The hotness of a post, in millionths [choice, after Hacker News]:
/// (likes + 2 × comments + 1) / (hours since posting + 2)^1.5. A comment
/// weighs twice a like (it costs more to write); the +2 keeps a new post
/// from outranking everything for its first minutes.
pub fn hot_score(likes: i64, comments: i64, age_secs: i64) -> i64 {
    let points = (likes.max(0) + 2 * comments.max(0) + 1) as f64;
    let hours = age_secs.max(0) as f64 / 3600.0;
    let score = points / (hours + 2.0).powf(1.5);
    (score * SCORE_SCALE).round() as i64
}

/// Whether a post written `age_secs` ago may still be edited.
pub fn editable(age_secs: i64) -> bool {
    (0..EDIT_WINDOW_SECS).contains(&age_secs)
}

/// The topics written `#name#` in `text`, in order of appearance, each once,
/// at most [`MAX_TOPICS`]. A name is 1 to 20 characters without spaces or
/// `#`; an unclosed `#` or an over-long name is plain text.
pub fn topics_in(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find('#') {
        let after = &rest[start + 1..];
        let Some(end) = after.find('#') else { break };
        let name = after[..end].trim();
        let plausible = !name.is_empty()
            && name.chars().count() <= MAX_TOPIC_CHARS
            && !name.chars().any(char::is_whitespace);
        if plausible {
            if !out.iter().any(|t| t == name) {
                out.push(name.to_owned());
            }
            if out.len() == MAX_TOPICS {
                break;
            }
            rest = &after[end + 1..];
        } else {
            // The closing `#` may open the next topic.
            rest = after;
        }
    }
    out
}

/// The nicknames mentioned as `@name` in `text` (a name ends at a space,
/// punctuation or another `@`), each once, at most [`MAX_MENTIONS`].
pub fn mentions_in(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for part in text.split('@').skip(1) {
        let name: String = part
            .chars()
            .take_while(|c| !c.is_whitespace() && !is_stop(*c))
            .take(24)
            .collect();
        if !name.is_empty() && !out.contains(&name) {
            out.push(name);
            if out.len() == MAX_MENTIONS {
                break;
            }
        }
    }
    out
}

fn is_stop(c: char) -> bool {
    matches!(
        c,
        '#' | '，' | '。' | '！' | '？' | '：' | '；' | '、' | ',' | '.' | '!' | '?' | ':' | ';'
    )
}

/// A short excerpt of `text` for a message: the first `n` characters, with
/// an ellipsis when cut.
pub fn excerpt(text: &str, n: usize) -> String {
    let mut out: String = text.chars().take(n).collect();
    if text.chars().count() > n {
        out.push('…');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_post_scores_one_over_two_to_the_one_and_a_half() {
        // 1 / 2^1.5 = 0.353553…
        assert_eq!(hot_score(0, 0, 0), 353_553);
        // 10 likes and 5 comments after 10 hours: 21 / 12^1.5 = 0.505181…
        assert_eq!(hot_score(10, 5, 36_000), 505_181);
    }

    #[test]
    fn comments_weigh_twice_and_age_decays() {
        assert!(hot_score(0, 1, 0) > hot_score(1, 0, 0));
        assert_eq!(hot_score(0, 1, 0), hot_score(2, 0, 0));
        assert!(hot_score(5, 5, 3600) > hot_score(5, 5, 7200));
    }

    #[test]
    fn the_edit_window_is_ten_minutes() {
        assert!(editable(0));
        assert!(editable(599));
        assert!(!editable(600));
        assert!(!editable(-1));
    }

    #[test]
    fn topics_are_read_between_hashes() {
        assert_eq!(
            topics_in("今天 #双色球# 开奖 #竞彩# 和 #双色球# 再说"),
            vec!["双色球", "竞彩"]
        );
        assert!(topics_in("没有话题 # 只有一个").is_empty());
        assert!(topics_in("## 空").is_empty());
        // A name with a space is text; its closing hash may open a topic.
        assert_eq!(topics_in("#a b#大乐透# x"), vec!["大乐透"]);
        let many: String = (0..8).map(|i| format!("#t{i}# ")).collect();
        assert_eq!(topics_in(&many).len(), MAX_TOPICS);
        let long = format!("#{}#", "长".repeat(21));
        assert!(topics_in(&long).is_empty());
    }

    #[test]
    fn mentions_end_at_spaces_and_punctuation() {
        assert_eq!(
            mentions_in("@张三 你好，@李四，看 @张三"),
            vec!["张三", "李四"]
        );
        assert!(mentions_in("no mention @ here").is_empty());
    }

    #[test]
    fn excerpts_cut_by_characters() {
        assert_eq!(excerpt("双色球开奖了", 3), "双色球…");
        assert_eq!(excerpt("短", 3), "短");
    }
}
