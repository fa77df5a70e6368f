//! The names the sample plays with (NBA and CBA sides for 竞彩篮球, five
//! European leagues for 北单 and 传统足彩) and the draw that pairs them.
//! Long lists of names, kept out of the model so the model reads short.

use rand::rngs::StdRng;
use rand::seq::SliceRandom;

pub(super) const NBA: [&str; 30] = [
    "湖人",
    "勇士",
    "凯尔特人",
    "掘金",
    "雄鹿",
    "太阳",
    "独行侠",
    "快船",
    "76人",
    "热火",
    "尼克斯",
    "森林狼",
    "雷霆",
    "骑士",
    "国王",
    "鹈鹕",
    "步行者",
    "魔术",
    "火箭",
    "灰熊",
    "老鹰",
    "公牛",
    "篮网",
    "猛龙",
    "黄蜂",
    "活塞",
    "奇才",
    "马刺",
    "开拓者",
    "爵士",
];
pub(super) const CBA: [&str; 12] = [
    "广东", "辽宁", "浙江", "上海", "北京", "新疆", "山东", "深圳", "广州", "山西", "青岛", "北控",
];

pub(super) const LEAGUES: [(&str, [&str; 8]); 5] = [
    (
        "英超",
        [
            "曼城",
            "阿森纳",
            "利物浦",
            "切尔西",
            "热刺",
            "曼联",
            "纽卡斯尔",
            "阿斯顿维拉",
        ],
    ),
    (
        "西甲",
        [
            "皇马",
            "巴萨",
            "马竞",
            "皇家社会",
            "比利亚雷亚尔",
            "贝蒂斯",
            "塞维利亚",
            "毕尔巴鄂",
        ],
    ),
    (
        "德甲",
        [
            "拜仁",
            "多特蒙德",
            "勒沃库森",
            "莱比锡",
            "斯图加特",
            "法兰克福",
            "沃尔夫斯堡",
            "弗赖堡",
        ],
    ),
    (
        "意甲",
        [
            "国际米兰",
            "AC米兰",
            "尤文图斯",
            "那不勒斯",
            "罗马",
            "拉齐奥",
            "亚特兰大",
            "佛罗伦萨",
        ],
    ),
    (
        "法甲",
        [
            "巴黎圣曼",
            "马赛",
            "摩纳哥",
            "里尔",
            "里昂",
            "尼斯",
            "朗斯",
            "雷恩",
        ],
    ),
];

/// The teams shuffled and paired (home, away): each team in one pair.
pub(super) fn pairs<'a>(rng: &mut StdRng, teams: &[&'a str]) -> Vec<(&'a str, &'a str)> {
    let mut list = teams.to_vec();
    list.shuffle(rng);
    list.chunks_exact(2).map(|p| (p[0], p[1])).collect()
}
