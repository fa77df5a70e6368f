//! The demo's community: posts by the demo members (with topics), likes
//! and comments among them, written through the community's services so
//! every counter, topic, search document and interaction message is what
//! real use would make; then the hotness is scored once.

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};

use crate::community::comments::{self, NewComment};
use crate::community::posts::{self, NewPost};
use crate::community::{likes, topics};
use crate::kernel::{AppContext, AppResult, Viewer};
use entities::member;

const POSTS: [&str; 12] = [
    "今晚 #双色球# 开奖，守了三期的红球 03 09 17 还是不变，祝大家好运！",
    "#大乐透# 奖池又涨了，这期准备来一注胆拖，后区 02 11。",
    "周末的 #竞彩足球# 你们怎么看？我觉得主队不败的把握挺大。",
    "分享一下我的 #双色球# 复式思路：红球选 8 个号，蓝球守 2 个。",
    "#福彩3D# 最近连开两期组六，今天继续关注组六。",
    "第一次参加竞猜，结果 2串1 全红，开心！#竞彩足球#",
    "理性购彩，量力而行。大家有什么控制预算的好办法吗？",
    "#排列三# 跨度走势图看了一下，这期准备看中间跨度。",
    "昨晚的比赛太精彩了，最后十分钟逆转！#竞彩足球#",
    "#大乐透# 前区冷号 05 和 29 已经十几期没出了。",
    "今天签到满 7 天，拿到了额外的积分奖励。",
    "#双色球# 蓝球这几期一直在小号区，下期看大号。",
];

const COMMENTS: [&str; 6] = [
    "说得有道理",
    "跟一注，一起中！",
    "我也是这么想的",
    "祝好运",
    "学到了，谢谢分享",
    "理性看待，量力而行",
];

fn acting(member_id: i64) -> Viewer {
    Viewer {
        member_id,
        is_office: false,
        permissions: Vec::new(),
        token_id: "demo".to_owned(),
        expires_at: crate::kernel::clock::now() + chrono::Duration::hours(1),
    }
}

/// Writes the demo posts, likes and comments; answers how many posts.
pub async fn seed(ctx: &AppContext) -> AppResult<usize> {
    let mut rng = StdRng::seed_from_u64(20_261_128);
    let members: Vec<i64> = member::Entity::find()
        .filter(member::Column::IsOffice.eq(false))
        .order_by_asc(member::Column::Id)
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(|m| m.id)
        .collect();
    if members.len() < 2 {
        return Ok(0);
    }
    let mut written = 0;
    for (i, body) in POSTS.iter().enumerate() {
        let author = acting(members[i % members.len()]);
        // Demo addresses of a few provinces, for the IP属地.
        let ip = [
            "202.106.0.20",
            "202.96.128.86",
            "202.96.209.133",
            "42.120.1.1",
        ][i % 4];
        let post = posts::create(
            ctx,
            &author,
            Some(ip),
            NewPost {
                body: (*body).to_owned(),
                ..Default::default()
            },
        )
        .await?;
        written += 1;
        for _ in 0..rng.gen_range(0..6) {
            let fan = acting(members[rng.gen_range(0..members.len())]);
            likes::like_post(ctx, &fan, post.id).await?;
        }
        for _ in 0..rng.gen_range(0..3) {
            let who = acting(members[rng.gen_range(0..members.len())]);
            let text = COMMENTS[rng.gen_range(0..COMMENTS.len())];
            comments::create(
                ctx,
                &who,
                Some(ip),
                NewComment {
                    post_id: post.id,
                    reply_to: None,
                    body: text.to_owned(),
                },
            )
            .await?;
        }
    }
    topics::rescore(ctx).await?;
    Ok(written)
}
