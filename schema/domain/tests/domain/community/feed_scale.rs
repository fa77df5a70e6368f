//! The following feed at scale: a member who follows 2000 members, with
//! 200 000 posts in the table, reads page 1 and page 50 in two
//! statements each (the page with the caller's likes, the page's topics).

use std::sync::atomic::Ordering;

use domain::community::feeds::{self, Feed};
use domain::kernel::paging::Window;
use domain::testing::{counting_statements, test_context, TestMember};
use sea_orm::{ConnectionTrait, DbBackend, Statement};

const FOLLOWED: usize = 2000;
const OTHERS: usize = 500;
const POSTS: i64 = 200_000;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_following_feed_is_two_statements_on_page_one_and_page_fifty() {
    let (ctx, _db) = test_context().await;
    let me = TestMember::new("关注很多").create(&ctx).await.0;
    let mut authors = Vec::new();
    for i in 0..FOLLOWED + OTHERS {
        authors.push(
            TestMember::new(&format!("作者{i}"))
                .insert(&ctx.db)
                .await
                .id,
        );
    }
    let (first, last) = (authors[0], authors[authors.len() - 1]);
    assert_eq!(last - first + 1, authors.len() as i64, "ids are contiguous");
    let backend = ctx.db.get_database_backend();
    let now = domain::kernel::clock::now();
    // The first 2000 authors are followed.
    let follow = format!(
        "INSERT INTO follow (member_id, focus_member_id, created_at) \
         SELECT {me}, id, created_at FROM member WHERE id >= {first} AND id < {}",
        first + FOLLOWED as i64,
        me = me.member_id
    );
    ctx.db.execute_unprepared(&follow).await.unwrap();
    let n_authors = authors.len();
    let bind = if backend == DbBackend::Postgres {
        "$1"
    } else {
        "?"
    };
    let select = format!(
        "SELECT {first} + (n % {n_authors}), 'post ' || n, '[]', '', '', 'VISIBLE', \
         false, false, 0, 0, 0, 0, {bind}, {bind}"
    );
    let cols = "INSERT INTO post (member_id, body, images, attachment, ip_region, state, \
                is_system, pinned, like_count, comment_count, report_count, hot_score, \
                created_at, updated_at) ";
    // In chunks: one statement of 200k rows can outlast the server's
    // statement time-out on a busy machine.
    const CHUNK: i64 = 20_000;
    for from in (0..POSTS).step_by(CHUNK as usize) {
        let to = from + CHUNK - 1;
        let sql = match backend {
            DbBackend::Postgres => {
                format!("{cols}{select} FROM generate_series({from}, {to}) AS s(n)")
            }
            _ => format!(
                "WITH RECURSIVE seq(n) AS (SELECT {from} UNION ALL SELECT n + 1 FROM seq \
                 WHERE n < {to}) {cols}{select} FROM seq"
            ),
        };
        let values: Vec<sea_orm::Value> = match backend {
            DbBackend::Postgres => vec![now.into()],
            _ => vec![now.into(), now.into()],
        };
        ctx.db
            .execute(Statement::from_sql_and_values(backend, sql, values))
            .await
            .unwrap();
    }
    if backend == DbBackend::Postgres {
        ctx.db.execute_unprepared("ANALYZE").await.unwrap();
    }

    let (counted, statements) = counting_statements(&ctx);
    let mut window: Window<feeds::FeedCursor> = Window::first(20);
    let mut seen = 0;
    for page in 1..=50 {
        statements.store(0, Ordering::SeqCst);
        let (rows, more) = feeds::feed(&counted, Some(&me), Feed::Following, &window)
            .await
            .unwrap();
        let used = statements.load(Ordering::SeqCst);
        if page == 1 || page == 50 {
            assert!(used <= 2, "page {page} took {used} statements");
        }
        assert_eq!(rows.len(), 20);
        assert!(more);
        for (p, _) in &rows {
            assert!(
                p.author_id < first + FOLLOWED as i64,
                "only followed authors"
            );
        }
        seen += rows.len();
        let last_id = rows[rows.len() - 1].0.id;
        window = Window::Forward {
            first: 20,
            after: Some((0, last_id)),
        };
    }
    assert_eq!(seen, 1000);
}
