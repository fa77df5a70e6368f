//! The error catalogue, one row per code: its name, its wire code, its
//! HTTP status, its title, and whether a mutation answers it as a user
//! error (`user`), as another code's user error (`user_as(Code)`), or
//! leaves it top-level (`top`: authentication, permission, rate, system,
//! admission). `ErrorCode` and its methods are written from it here; the
//! API's `UserErrorCode` and its mapping are written from it too
//! (`api::payload`), so adding a code is one row. The client's Chinese
//! texts stay in the client (`lib/userErrors.ts`), typed by the generated
//! `UserErrorCode`: a code without a text does not compile there.
//!
//! Codes are stable: clients switch on them; never rename one. A row's
//! doc comment is the code's description (in the SDL for user errors).

/// Calls `$m! { rows }` with every row of the catalogue.
#[macro_export]
macro_rules! for_each_error_code {
    ($m:ident) => {
        $m! {
            /// The request body is not valid JSON or not the expected shape.
            BadRequest = "BAD_REQUEST", 400, "Bad request", user_as(InvalidArgument);
            /// A field has an invalid value; `field` names it.
            InvalidArgument = "INVALID_ARGUMENT", 400, "Invalid argument", user;
            /// No token, or an invalid, expired or revoked one.
            Unauthenticated = "UNAUTHENTICATED", 401, "Not signed in", top;
            /// Signed in, but not allowed to do this.
            Forbidden = "FORBIDDEN", 403, "Forbidden", top;
            /// The object named in the input does not exist, or the caller may not
            /// see it.
            NotFound = "NOT_FOUND", 404, "Not found", user;
            /// The request conflicts with the current state (e.g. already done, or
            /// an idempotency key reused with different input).
            Conflict = "CONFLICT", 409, "Conflict", user;
            /// The request body is larger than allowed.
            PayloadTooLarge = "PAYLOAD_TOO_LARGE", 413, "Payload too large", top;
            /// Too many requests; retry after the given number of seconds.
            RateLimited = "RATE_LIMITED", 429, "Too many requests", top;
            /// A dependency (database, Redis, a provider) is unavailable right now.
            ServiceUnavailable = "SERVICE_UNAVAILABLE", 503, "Service unavailable", top;
            /// Anything else; details are only in the server log.
            Internal = "INTERNAL", 500, "Internal error", top;
            /// An outside provider (SMS gateway, WeChat, carrier) refused or failed;
            /// the message names the provider and its error code.
            ProviderError = "PROVIDER_ERROR", 502, "Provider error", top;
            /// The verification code does not match (the attempt was counted).
            VerificationCodeInvalid = "VERIFICATION_CODE_INVALID", 400, "Wrong verification code", user;
            /// No usable verification code: never sent, expired, used, or killed by
            /// too many wrong tries. Request a new one.
            VerificationCodeExpired = "VERIFICATION_CODE_EXPIRED", 400, "No valid verification code", user;
            /// The points balance is smaller than the spend.
            InsufficientPoints = "INSUFFICIENT_POINTS", 409, "Not enough points", user;
            /// A shop item has not enough stock left (or is off the shelf).
            OutOfStock = "OUT_OF_STOCK", 409, "Out of stock", user;
            /// The member has already checked in today (Asia/Shanghai, 签到).
            AlreadyCheckedIn = "ALREADY_CHECKED_IN", 409, "Already checked in today", user;
            /// The match or competition no longer takes picks or entries (kickoff
            /// passed by the server's clock, the match stopped selling, or the
            /// competition closed).
            PicksClosed = "PICKS_CLOSED", 409, "Picks closed", user;
            /// One pick (or competition entry) per member, match and play type.
            AlreadyPicked = "ALREADY_PICKED", 409, "Already picked", user;
            /// A competition stake outside its range.
            StakeOutOfRange = "STAKE_OUT_OF_RANGE", 400, "Stake out of range", user;
            /// The caller does not meet the conditions (recruitment rules, experts
            /// only).
            NotEligible = "NOT_ELIGIBLE", 409, "Not eligible", user;
            /// A text holds words of the sensitive-word list; `field` names it.
            SensitiveContent = "SENSITIVE_CONTENT", 400, "Sensitive content", user;
            /// The day's 20 posts are written (Asia/Shanghai day).
            PostLimit = "POST_LIMIT", 409, "Post limit", user;
            /// The day's 200 comments are written.
            CommentLimit = "COMMENT_LIMIT", 409, "Comment limit", user;
            /// The day's 500 likes are given.
            LikeLimit = "LIKE_LIMIT", 409, "Like limit", user;
            /// The post's author blocked the caller.
            Blocked = "BLOCKED", 403, "Blocked", user;
            /// A post may be edited only within 10 minutes of writing it.
            EditWindowClosed = "EDIT_WINDOW_CLOSED", 409, "Edit window closed", user;
            /// The earnings balance is smaller than the withdrawal.
            InsufficientBalance = "INSUFFICIENT_BALANCE", 409, "Not enough earnings", user;
            /// A withdrawal below the minimum, over the day's maximum, or past
            /// the day's number of requests (settings).
            WithdrawalLimit = "WITHDRAWAL_LIMIT", 409, "Withdrawal limit", user;
            /// Real-name authentication (实名认证) is needed first.
            NotVerified = "NOT_VERIFIED", 409, "Real-name authentication needed", user;
            /// The payee's legal name is not the caller's real-name legal name.
            PayeeMismatch = "PAYEE_MISMATCH", 400, "Payee name mismatch", user;
            /// A GraphQL document longer than 16 KiB.
            QueryTooLarge = "QUERY_TOO_LARGE", 400, "Query too large", top;
            /// A GraphQL operation nested deeper than 10 levels.
            QueryTooDeep = "QUERY_TOO_DEEP", 400, "Query too deep", top;
            /// A GraphQL operation whose calculated complexity is over 500.
            QueryTooComplex = "QUERY_TOO_COMPLEX", 400, "Query too complex", top;
            /// A GraphQL document with more than 15 aliases.
            TooManyAliases = "TOO_MANY_ALIASES", 400, "Too many aliases", top;
            /// More than 5 directives on one field of a GraphQL document.
            TooManyDirectives = "TOO_MANY_DIRECTIVES", 400, "Too many directives", top;
            /// A body type a browser could send across sites without asking
            /// (`text/plain`, a form) or none at all: only JSON reaches execution.
            UnsupportedMediaType = "UNSUPPORTED_MEDIA_TYPE", 415, "Unsupported media type", top;
            /// An `X-Api-Key` that is not a key of ours (wrong shape, checksum or
            /// secret).
            ApiKeyInvalid = "API_KEY_INVALID", 401, "Invalid API key", top;
            /// A partner key that was revoked or has expired.
            ApiKeyRevoked = "API_KEY_REVOKED", 401, "API key revoked", top;
            /// A key of a suspended partner.
            PartnerSuspended = "PARTNER_SUSPENDED", 401, "Partner suspended", top;
            /// A partner key without a member's token asked for what only a
            /// member may see (`me`, `member(id:)`, a member's `node`): send the
            /// member's token with the key.
            MemberGrantRequired = "MEMBER_GRANT_REQUIRED", 401, "Member grant required", top;
            /// A partner's cost bucket does not hold the query's cost; retry after
            /// the given number of seconds.
            Throttled = "THROTTLED", 429, "Throttled", top;
            /// A `documentId` (or Apollo `persistedQuery` hash) that is not
            /// registered, or a document sent by text where only registered
            /// documents may run.
            PersistedDocumentNotFound = "PERSISTED_DOCUMENT_NOT_FOUND", 400, "Persisted document not found", top;
            /// A GraphQL document of more than 2000 tokens (counted before it is
            /// parsed).
            TooManyTokens = "TOO_MANY_TOKENS", 400, "Too many tokens", top;
            /// A GraphQL document whose `{`, `[` and `(` nest more than 64 deep, in
            /// values and selections together (counted before it is parsed), or
            /// whose fragments spread each other more than 64 deep.
            QueryTooNested = "QUERY_TOO_NESTED", 400, "Query nested too deep", top;
            /// A GraphQL document that is not valid GraphQL syntax.
            GraphqlParseFailed = "GRAPHQL_PARSE_FAILED", 400, "GraphQL syntax error", top;
            /// A GraphQL document that does not fit the schema (an unknown field, a
            /// wrong argument type, a fragment cycle, a value out of range).
            GraphqlValidationFailed = "GRAPHQL_VALIDATION_FAILED", 400, "GraphQL validation failed", top;
            /// A URL the server would call (a webhook endpoint) that is not https
            /// in production, or reaches a loopback, private or link-local address.
            UnsafeUrl = "UNSAFE_URL", 400, "Unsafe URL", user;
        }
    };
}

/// Writes `ErrorCode` and its methods from the catalogue's rows.
macro_rules! error_code {
    ($(
        $(#[doc = $doc:literal])*
        $name:ident = $code:literal, $status:literal, $title:literal, $kind:ident $(($to:ident))?;
    )*) => {
        /// Stable, documented error codes (the catalogue: `kernel::error_codes`).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum ErrorCode {
            $($(#[doc = $doc])* $name,)*
        }

        impl ErrorCode {
            /// Every code, in the catalogue's order.
            pub const ALL: [ErrorCode; [$(stringify!($name)),*].len()] = [$(ErrorCode::$name),*];

            /// The wire code (`INVALID_ARGUMENT`).
            pub fn as_str(self) -> &'static str {
                match self {
                    $(ErrorCode::$name => $code,)*
                }
            }

            /// The legacy layer's HTTP status for it.
            pub fn http_status(self) -> u16 {
                match self {
                    $(ErrorCode::$name => $status,)*
                }
            }

            /// A short human title (the problem+json `title`).
            pub fn title(self) -> &'static str {
                match self {
                    $(ErrorCode::$name => $title,)*
                }
            }
        }
    };
}

for_each_error_code!(error_code);
