//! The schema's extension: admission for requests that reach the schema
//! without the server's, depth and complexity after validation, and a code
//! on every error async-graphql raises itself.
//!
//! async-graphql's own errors (a syntax error, an unknown field, an `Int`
//! out of range, an unknown `operationName`, a subscription sent over HTTP)
//! carry no `extensions.code`; ours always do. An error that leaves without
//! one gets the code of the stage it came from:
//!
//! | stage | code |
//! |---|---|
//! | before the document parsed | `GRAPHQL_PARSE_FAILED` |
//! | validation | `GRAPHQL_VALIDATION_FAILED` |
//! | choosing the operation (`operationName`) | `BAD_REQUEST` |
//! | execution, at a field (a value that does not coerce) | `INVALID_ARGUMENT` |
//! | execution, for the whole request (a subscription over HTTP) | `BAD_REQUEST` |

use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::Arc;

use async_graphql::extensions::{
    Extension, ExtensionContext, ExtensionFactory, NextExecute, NextParseQuery, NextPrepareRequest,
    NextRequest, NextSubscribe, NextValidation,
};
use async_graphql::futures_util::stream::BoxStream;
use async_graphql::futures_util::StreamExt;
use async_graphql::parser::types::ExecutableDocument;
use async_graphql::{
    Request, Response, ServerError, ServerResult, ValidationResult, Value, Variables,
};
use domain::{AppError, ErrorCode};

use crate::limits::{MAX_COMPLEXITY, MAX_DEPTH};

/// Request data that holds a caller to a list of documents: the text is
/// run only when the function accepts it (the server puts it on the older
/// `graphql-ws` sockets in production, where each operation cannot be
/// looked at before it runs otherwise).
#[derive(Clone)]
pub struct ListedOnly(pub Arc<dyn Fn(&str) -> bool + Send + Sync>);

/// The extension factory the schema is built with.
pub struct DocumentLimits;

impl ExtensionFactory for DocumentLimits {
    fn create(&self) -> Arc<dyn Extension> {
        Arc::new(DocumentLimitsExtension {
            stage: Arc::new(AtomicU8::new(Stage::Parsing as u8)),
        })
    }
}

/// How far a request got (one extension instance per request).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
#[repr(u8)]
enum Stage {
    Parsing = 0,
    Validating = 1,
    Choosing = 2,
    Executing = 3,
}

struct DocumentLimitsExtension {
    stage: Arc<AtomicU8>,
}

impl DocumentLimitsExtension {
    fn reached(&self, stage: Stage) {
        self.stage.fetch_max(stage as u8, Ordering::AcqRel);
    }
}

#[async_trait::async_trait]
impl Extension for DocumentLimitsExtension {
    async fn request(&self, ctx: &ExtensionContext<'_>, next: NextRequest<'_>) -> Response {
        let resp = next.run(ctx).await;
        code_errors(resp, self.stage.load(Ordering::Acquire))
    }

    fn subscribe<'s>(
        &self,
        ctx: &ExtensionContext<'_>,
        stream: BoxStream<'s, Response>,
        next: NextSubscribe<'_>,
    ) -> BoxStream<'s, Response> {
        let stage = self.stage.clone();
        next.run(ctx, stream)
            .map(move |resp| code_errors(resp, stage.load(Ordering::Acquire)))
            .boxed()
    }

    async fn prepare_request(
        &self,
        ctx: &ExtensionContext<'_>,
        mut request: Request,
        next: NextPrepareRequest<'_>,
    ) -> ServerResult<Request> {
        if let Some(ListedOnly(listed)) = ctx.data_opt::<ListedOnly>() {
            if !listed(&request.query) {
                return Err(refusal(AppError::new(
                    ErrorCode::PersistedDocumentNotFound,
                    "this server runs the web client's own operations only",
                )));
            }
        }
        super::admit(&mut request).map_err(refusal)?;
        next.run(ctx, request).await
    }

    async fn parse_query(
        &self,
        ctx: &ExtensionContext<'_>,
        query: &str,
        variables: &Variables,
        next: NextParseQuery<'_>,
    ) -> ServerResult<ExecutableDocument> {
        // The document was admitted and kept on the request: this runs only
        // async-graphql's recursion check, on a document already measured.
        let doc = next.run(ctx, query, variables).await?;
        self.reached(Stage::Validating);
        Ok(doc)
    }

    async fn validation(
        &self,
        ctx: &ExtensionContext<'_>,
        next: NextValidation<'_>,
    ) -> Result<ValidationResult, Vec<ServerError>> {
        let result = next.run(ctx).await?;
        if result.depth > MAX_DEPTH {
            return Err(vec![refusal(AppError::new(
                ErrorCode::QueryTooDeep,
                format!(
                    "the query is nested {} levels deep; at most {MAX_DEPTH} are accepted",
                    result.depth
                ),
            ))]);
        }
        if result.complexity > MAX_COMPLEXITY {
            return Err(vec![refusal(AppError::new(
                ErrorCode::QueryTooComplex,
                format!(
                    "the query's complexity is {}; at most {MAX_COMPLEXITY} is accepted \
                     (lists count `first` or `last` times their items)",
                    result.complexity
                ),
            ))]);
        }
        self.reached(Stage::Choosing);
        Ok(result)
    }

    async fn execute(
        &self,
        ctx: &ExtensionContext<'_>,
        operation_name: Option<&str>,
        next: NextExecute<'_>,
    ) -> Response {
        self.reached(Stage::Executing);
        next.run(ctx, operation_name).await
    }
}

/// A refusal before execution, with its code in `extensions.code`.
pub fn refusal(err: AppError) -> ServerError {
    let gql = crate::error::to_graphql(err);
    let mut e = ServerError::new(gql.message, None);
    e.extensions = gql.extensions;
    e
}

/// Gives every error of `resp` that has no code the code of `stage`.
fn code_errors(mut resp: Response, stage: u8) -> Response {
    for err in &mut resp.errors {
        let coded = err
            .extensions
            .as_ref()
            .is_some_and(|ext| ext.get("code").is_some());
        if coded {
            continue;
        }
        let code = match stage {
            s if s == Stage::Parsing as u8 => ErrorCode::GraphqlParseFailed,
            s if s == Stage::Validating as u8 => ErrorCode::GraphqlValidationFailed,
            // Our resolvers always code their errors: an uncoded one at a
            // field is async-graphql failing to coerce an input value.
            _ if !err.path.is_empty() => ErrorCode::InvalidArgument,
            // Choosing the operation, or running it (a subscription sent
            // over HTTP).
            _ => ErrorCode::BadRequest,
        };
        err.extensions
            .get_or_insert_with(Default::default)
            .set("code", Value::from(code.as_str()));
    }
    resp
}
