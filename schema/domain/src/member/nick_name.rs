//! The nickname a new member gets until they choose one.

use rand::seq::SliceRandom;
use rand::Rng;

const NICK_FIRST: [&str; 12] = [
    "幸运", "快乐", "如意", "吉祥", "好运", "开心", "红运", "福星", "锦鲤", "旺旺", "顺心", "阳光",
];
const NICK_SECOND: [&str; 8] = [
    "彩友", "彩民", "球迷", "玩家", "达人", "小星", "新星", "伙伴",
];

/// A random nickname such as `幸运彩友3827`.
pub fn random_nick_name() -> String {
    let mut rng = rand::thread_rng();
    format!(
        "{}{}{:04}",
        NICK_FIRST.choose(&mut rng).copied().unwrap_or("幸运"),
        NICK_SECOND.choose(&mut rng).copied().unwrap_or("彩友"),
        rng.gen_range(0..10_000)
    )
}
