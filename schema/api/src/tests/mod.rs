//! The GraphQL API's tests that need the whole schema: executed in process
//! over a real database, or read from its SDL. Unit tests of the crate (not
//! a test binary of their own: one link fewer on every change).

mod console;
mod descriptions;
mod list_sizes;
mod loader;
mod member_cards;
mod overview;
mod quiz_board;
mod scopes;
mod search_posts;

/// The schema over `ctx`'s database with every statement it sends kept,
/// for the tests that assert how many a request takes.
pub(crate) fn counted_schema(
    ctx: &domain::AppContext,
) -> (
    crate::schema::AppSchema,
    std::sync::Arc<std::sync::Mutex<Vec<String>>>,
) {
    let seen = std::sync::Arc::new(std::sync::Mutex::new(Vec::<String>::new()));
    let mut counted = ctx.db.clone();
    let log = seen.clone();
    counted.set_metric_callback(move |info| {
        if let Ok(mut l) = log.lock() {
            l.push(info.statement.to_string());
        }
    });
    let schema = crate::build_schema(
        domain::AppContext {
            db: counted,
            ..ctx.clone()
        },
        crate::SchemaOptions::default(),
    );
    (schema, seen)
}
