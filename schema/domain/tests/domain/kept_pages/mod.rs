//! The first pages the bus keeps (points history, message centre) never
//! show a change late: after every kind of write that can change one, the
//! page read through the kept path equals a fresh database read, and a
//! second read costs no statement.

mod messages;
pub(crate) mod points;

use std::fmt::Debug;
use std::future::Future;
use std::sync::atomic::Ordering;

use domain::testing::counting_statements;
use domain::AppContext;

/// Reads twice with `read`: the second read comes from what the first
/// kept (no statement) and answers the same. Answers the first read.
pub(super) async fn read_twice<T, F, Fut>(ctx: &AppContext, step: &str, read: F) -> T
where
    F: Fn(AppContext) -> Fut,
    Fut: Future<Output = T>,
    T: PartialEq + Debug,
{
    let first = read(ctx.clone()).await;
    let (counted, statements) = counting_statements(ctx);
    statements.store(0, Ordering::SeqCst);
    let second = read(counted).await;
    assert_eq!(
        statements.load(Ordering::SeqCst),
        0,
        "{step}: the second read is kept"
    );
    assert_eq!(second, first, "{step}");
    first
}
