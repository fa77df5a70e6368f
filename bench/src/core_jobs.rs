//! The core workloads' requests (W0–W7, W14, W15) as the load tools send
//! them, and the probes that find their cursors and hostile documents:
//! what `run` measures, kept apart from how it measures it.

use anyhow::{bail, Context};
use serde_json::{json, Value};

use domain::kernel::token::{TokenKind, TokenService};

use crate::http_load::Job;
use crate::seed::STAFF_ID;

/// W0: the bare route, as wrk and the paced client send it.
pub(crate) fn w0_job(base: &str) -> Job {
    Job {
        url: format!("{base}{}", crate::serve::W0_PATH),
        method: "GET",
        body: String::new(),
        auth: None,
        status: 200,
        expect: "\"ok\"".into(),
        forbid: "\"errors\"".into(),
    }
}

/// Access tokens signed with a run's secret, as the server it starts
/// checks them (no sign-in by SMS in a benchmark).
pub(crate) struct Tokens(TokenService);

impl Tokens {
    pub(crate) fn new(secret: &str) -> anyhow::Result<Self> {
        TokenService::new(secret.as_bytes(), &[])
            .map(Self)
            .map_err(|e| anyhow::anyhow!("the secret: {}", e.message))
    }

    /// A member's token; for the seeded staff member a staff session (only
    /// that kind carries staff rights: a sign-in with the second factor).
    pub(crate) fn access(&self, member_id: i64) -> anyhow::Result<String> {
        let kind = if member_id == STAFF_ID {
            TokenKind::Staff
        } else {
            TokenKind::Access
        };
        self.0
            .issue(member_id, kind)
            .map(|(token, _)| token)
            .map_err(|e| anyhow::anyhow!("a token: {}", e.message))
    }
}

pub(crate) fn random_secret() -> String {
    use rand::Rng;
    let mut rng = rand::thread_rng();
    (0..48)
        .map(|_| char::from(b'a' + rng.gen_range(0..26)))
        .collect()
}

pub(crate) fn member_gid(id: i64) -> String {
    api::ids::global(api::ids::NodeKind::Member, id).to_string()
}

/// W2 (profile) or W3 (with counts and points).
pub(crate) fn member_job(base: &str, id: i64, counts: bool) -> Job {
    let extra = if counts {
        " followerCount followingCount points"
    } else {
        ""
    };
    Job::graphql(
        base,
        &format!("query Member($id: ID!) {{ member(id: $id) {{ id nickname avatar gender city province isExpert vipLevel createdAt{extra} }} }}"),
        json!({"id": member_gid(id)}),
        &format!("会员{id}"),
    )
}

const FANS: &str = "query Fans($id: ID!, $after: String) { followers(memberId: $id, first: 20, after: $after) { edges { cursor node { id nickname avatar isExpert isFollowedByMe followedAt } } pageInfo { hasNextPage endCursor } } }";

pub(crate) fn fans_job(base: &str, id: i64, after: Option<&str>) -> Job {
    Job::graphql(
        base,
        FANS,
        json!({"id": member_gid(id), "after": after}),
        "\"edges\"",
    )
}

const FEED: &str = "query Feed($after: String) { posts(feed: FOLLOWING, first: 20, after: $after) { edges { cursor node { id body likeCount commentCount likedByMe author { nickname avatar } } } pageInfo { hasNextPage endCursor } } }";

pub(crate) fn feed_job(base: &str, after: Option<&str>) -> Job {
    Job::graphql(base, FEED, json!({"after": after}), "\"edges\"")
}

/// The cursor that opens page `page` of the caller's following feed (or
/// the last page there is), walked page by page.
pub(crate) async fn feed_cursor_at(
    base: &str,
    token: &str,
    page: usize,
) -> anyhow::Result<(usize, String)> {
    let client = reqwest::Client::new();
    let mut after: Option<String> = None;
    let mut reached = 1;
    while reached < page {
        let body: Value = client
            .post(format!("{base}/graphql"))
            .bearer_auth(token)
            .json(&json!({"query": FEED, "variables": {"after": after}}))
            .send()
            .await?
            .json()
            .await?;
        let info = &body["data"]["posts"]["pageInfo"];
        if info["hasNextPage"] != true {
            break;
        }
        after = info["endCursor"].as_str().map(str::to_owned);
        reached += 1;
    }
    match after {
        Some(c) => Ok((reached, c)),
        None => bail!("the following feed has a single page"),
    }
}

/// The cursor that opens page `page` of 20 (or the last page there is).
pub(crate) async fn cursor_at(
    base: &str,
    token: &str,
    id: i64,
    page: usize,
) -> anyhow::Result<(usize, String)> {
    let client = reqwest::Client::new();
    let mut cursors: Vec<String> = vec![];
    let mut after: Option<String> = None;
    let want = (page - 1) * 20;
    while cursors.len() < want {
        let body: Value = client
            .post(format!("{base}/graphql"))
            .bearer_auth(token)
            .json(&json!({
                "query": "query($id: ID!, $after: String) { followers(memberId: $id, first: 100, after: $after) { edges { cursor } pageInfo { hasNextPage endCursor } } }",
                "variables": {"id": member_gid(id), "after": after},
            }))
            .send()
            .await?
            .json()
            .await?;
        let conn = &body["data"]["followers"];
        let edges = conn["edges"]
            .as_array()
            .with_context(|| format!("followers: {body}"))?;
        cursors.extend(
            edges
                .iter()
                .filter_map(|e| e["cursor"].as_str().map(str::to_owned)),
        );
        if conn["pageInfo"]["hasNextPage"] != true {
            break;
        }
        after = conn["pageInfo"]["endCursor"].as_str().map(str::to_owned);
    }
    // The page that opens after cursor k*20-1 is page k+1; keep at least
    // one row on it.
    let pages = (cursors.len().saturating_sub(1) / 20).min(page - 1);
    if pages == 0 {
        bail!("the celebrity has too few fans for a second page");
    }
    Ok((pages + 1, cursors[pages * 20 - 1].clone()))
}

/// Hostile queries of W14: name and text.
pub(crate) fn hostile() -> Vec<(&'static str, String)> {
    let deep = format!(
        "{{ __schema {{ types {{ fields {{ type {{ {}name{} }} }} }} }} }}",
        "ofType { ".repeat(26),
        " }".repeat(26)
    );
    // Written tight so the text stays under the 16 KiB limit and the alias
    // limit is what refuses it.
    let aliases: Vec<String> = (0..1000).map(|i| format!("a{i}:__typename")).collect();
    let aliases = format!("{{{}}}", aliases.join(" "));
    let typenames = format!("{{ {} }}", vec!["__typename"; 1000].join(" "));
    vec![
        ("depth 30", deep),
        ("1000 aliases", aliases),
        ("1000 × __typename", typenames),
    ]
}

/// Sends a hostile query once and makes a job that expects the same answer
/// every time: the refusal's code, or (where the query is harmless) data.
pub(crate) async fn probe_hostile(base: &str, query: &str) -> anyhow::Result<Job> {
    let resp = reqwest::Client::new()
        .post(format!("{base}/graphql"))
        .json(&json!({"query": query}))
        .send()
        .await?;
    let status = resp.status().as_u16();
    let body: Value = resp.json().await?;
    let mut job = Job::graphql(base, query, json!({}), "");
    job.status = status;
    match body["errors"][0]["extensions"]["code"].as_str() {
        Some(code) => {
            job.expect = format!("\"{code}\"");
            job.forbid = "\"data\":{".into();
        }
        None if body["data"]["__typename"] == "Query" => job.expect = "\"Query\"".into(),
        None => bail!("unexpected answer to a hostile query: {body}"),
    }
    Ok(job)
}
