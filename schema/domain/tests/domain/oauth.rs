//! Acting for a member by consent (issue 55): OAuth 2.0 codes with PKCE
//! on SQLite and PostgreSQL. A member approves, the partner trades the
//! code with its verifier, acts with the granted scopes only, refreshes
//! (the old refresh token is spent), and loses access when the member
//! revokes; a wrong verifier, a reused code, another partner's client and
//! a redirect URI not registered are refused; one code raced by eight
//! exchanges gives one set of tokens.

use domain::kernel::token::TokenKind;
use domain::partner::keys::{self, PartnerCaller};
use domain::partner::oauth::{
    access, consent, grants, pkce, tokens, AuthorizationRequest, Refusal, TokenError,
};
use domain::partner::{service as partners, NewPartner, Scope};
use domain::testing::{test_context, TestMember};
use domain::{AppContext, ErrorCode, Permission, Viewer};

const REDIRECT: &str = "https://app.example.com/callback";
const VERIFIER: &str = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";

/// A partner with `REDIRECT` registered and a key with `scopes`: its id
/// and the key's caller.
async fn partner(ctx: &AppContext, name: &str, scopes: &[&str]) -> (i64, PartnerCaller) {
    let p = partners::create(
        &ctx.db,
        None,
        NewPartner {
            name: name.into(),
            redirect_uris: vec![REDIRECT.into()],
            ..Default::default()
        },
    )
    .await
    .unwrap();
    let scopes: Vec<String> = scopes.iter().map(|s| s.to_string()).collect();
    let (_, text) = keys::issue_key(&ctx.db, None, p.id, &scopes, None)
        .await
        .unwrap();
    (p.id, keys::authenticate(ctx, &text).await.unwrap())
}

fn request(partner_id: i64, scope: &str) -> AuthorizationRequest {
    AuthorizationRequest {
        partner_id,
        redirect_uri: REDIRECT.into(),
        response_type: "code".into(),
        scope: scope.into(),
        state: Some("xyz 1".into()),
        code_challenge: pkce::challenge(VERIFIER),
        code_challenge_method: "S256".into(),
    }
}

/// The member approves; the code from the redirect.
async fn approve(ctx: &AppContext, member: &Viewer, req: &AuthorizationRequest) -> String {
    let to = consent::decide(ctx, member, req, true)
        .await
        .unwrap_or_else(|e| panic!("{e:?}"));
    assert!(to.starts_with(&format!("{REDIRECT}?code=")), "{to}");
    assert!(to.ends_with("&state=xyz+1"), "{to}");
    let url = reqwest::Url::parse(&to).unwrap();
    let code = url.query_pairs().find(|(k, _)| k == "code").unwrap().1;
    code.into_owned()
}

fn invalid_grant(r: Result<tokens::TokenSet, TokenError>) -> String {
    match r {
        Err(TokenError::InvalidGrant(why)) => why,
        other => panic!("expected invalid_grant, got {other:?}"),
    }
}

#[tokio::test]
async fn a_member_approves_and_the_partner_acts_within_the_grant_until_revoked() {
    let (ctx, _db) = test_context().await;
    let (pid, key) = partner(
        &ctx,
        "好彩助手",
        &["member:read", "points:read", "lottery:read"],
    )
    .await;
    let (member, _) = TestMember::new("授权会员").create(&ctx).await;

    let shown = consent::check(&ctx, &member, &request(pid, "member:read"))
        .await
        .unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(shown.partner_name, "好彩助手");
    assert_eq!(shown.scopes, [Scope::MemberRead]);

    let code = approve(&ctx, &member, &request(pid, "member:read")).await;
    let set = tokens::exchange_code(&ctx, pid, &code, REDIRECT, VERIFIER)
        .await
        .unwrap();
    assert!(set.access_token.starts_with("lmo_") && set.refresh_token.starts_with("lmr_"));
    assert_eq!(set.expires_in, 600);
    assert_eq!(set.scopes, [Scope::MemberRead]);

    // The key's member scopes narrowed to the grant: points:read was not
    // granted; lottery:read needs no consent and stays.
    let (viewer, granted) = access::resolve(&ctx, &key, &set.access_token)
        .await
        .unwrap();
    assert_eq!(viewer.member_id, member.member_id);
    assert!(!viewer.is_office && viewer.permissions.is_empty());
    assert_eq!(granted.scopes, [Scope::MemberRead, Scope::LotteryRead]);
    // A member's session token is not an access token, nor the reverse.
    assert!(ctx
        .tokens
        .verify(
            set.access_token.trim_start_matches("lmo_"),
            TokenKind::Access
        )
        .is_err());

    // A refresh spends its token and gives new ones that work.
    let next = tokens::refresh(&ctx, pid, &set.refresh_token)
        .await
        .unwrap();
    assert_ne!(next.refresh_token, set.refresh_token);
    access::resolve(&ctx, &key, &next.access_token)
        .await
        .unwrap();

    let apps = grants::list(&ctx, &member).await.unwrap();
    assert_eq!(apps.len(), 1);
    assert_eq!(apps[0].partner_name, "好彩助手");
    assert!(apps[0].last_used_at.is_some(), "the use is noted");

    // Another member cannot revoke it; its member can.
    let (other, _) = TestMember::new("旁人").create(&ctx).await;
    let e = grants::revoke(&ctx, &other, apps[0].id).await.unwrap_err();
    assert_eq!(e.code, ErrorCode::NotFound);
    grants::revoke(&ctx, &member, apps[0].id).await.unwrap();
    for token in [&set.access_token, &next.access_token] {
        let e = access::resolve(&ctx, &key, token).await.unwrap_err();
        assert_eq!(e.code, ErrorCode::Unauthenticated);
        assert!(e.message.contains("revoked"), "{}", e.message);
    }
    assert!(
        invalid_grant(tokens::refresh(&ctx, pid, &next.refresh_token).await).contains("revoked")
    );
    assert!(grants::list(&ctx, &member).await.unwrap().is_empty());

    // Approving again works; what was issued before the revocation does not.
    let code = approve(&ctx, &member, &request(pid, "member:read points:read")).await;
    let again = tokens::exchange_code(&ctx, pid, &code, REDIRECT, VERIFIER)
        .await
        .unwrap();
    let (_, granted) = access::resolve(&ctx, &key, &again.access_token)
        .await
        .unwrap();
    assert_eq!(
        granted.scopes,
        [Scope::MemberRead, Scope::PointsRead, Scope::LotteryRead]
    );
    assert!(access::resolve(&ctx, &key, &next.access_token)
        .await
        .is_err());
}

#[tokio::test]
async fn a_wrong_verifier_a_reused_code_and_another_client_are_refused() {
    let (ctx, _db) = test_context().await;
    let (pid, key) = partner(&ctx, "甲应用", &["member:read"]).await;
    let (other_pid, other_key) = partner(&ctx, "乙应用", &["member:read"]).await;
    let (member, _) = TestMember::new("会员").create(&ctx).await;
    let code = approve(&ctx, &member, &request(pid, "member:read")).await;

    let wrong = "x".repeat(43);
    assert!(
        invalid_grant(tokens::exchange_code(&ctx, pid, &code, REDIRECT, &wrong).await)
            .contains("code_verifier")
    );
    assert!(invalid_grant(
        tokens::exchange_code(&ctx, pid, &code, "https://app.example.com/other", VERIFIER).await
    )
    .contains("redirect_uri"));
    assert!(
        invalid_grant(tokens::exchange_code(&ctx, other_pid, &code, REDIRECT, VERIFIER).await)
            .contains("not issued to this client")
    );
    assert!(invalid_grant(
        tokens::exchange_code(&ctx, pid, "no-such-code", REDIRECT, VERIFIER).await
    )
    .contains("unknown"));

    // None of those spent the code: its owner still trades it.
    let set = tokens::exchange_code(&ctx, pid, &code, REDIRECT, VERIFIER)
        .await
        .unwrap();
    // Another partner's key cannot use the token.
    let e = access::resolve(&ctx, &other_key, &set.access_token)
        .await
        .unwrap_err();
    assert!(e.message.contains("another partner"), "{}", e.message);

    // The code again: refused, and what it began is revoked (someone else
    // holds a copy).
    assert!(
        invalid_grant(tokens::exchange_code(&ctx, pid, &code, REDIRECT, VERIFIER).await)
            .contains("already used")
    );
    assert!(access::resolve(&ctx, &key, &set.access_token)
        .await
        .is_err());
    assert!(tokens::refresh(&ctx, pid, &set.refresh_token)
        .await
        .is_err());
}

#[tokio::test]
async fn a_spent_refresh_token_presented_again_ends_the_grant() {
    let (ctx, _db) = test_context().await;
    let (pid, key) = partner(&ctx, "丙应用", &["member:read"]).await;
    let (member, _) = TestMember::new("会员").create(&ctx).await;
    let code = approve(&ctx, &member, &request(pid, "member:read")).await;
    let first = tokens::exchange_code(&ctx, pid, &code, REDIRECT, VERIFIER)
        .await
        .unwrap();
    let second = tokens::refresh(&ctx, pid, &first.refresh_token)
        .await
        .unwrap();
    assert!(
        invalid_grant(tokens::refresh(&ctx, pid, &first.refresh_token).await)
            .contains("already used")
    );
    assert!(access::resolve(&ctx, &key, &second.access_token)
        .await
        .is_err());
    assert!(tokens::refresh(&ctx, pid, &second.refresh_token)
        .await
        .is_err());
}

#[tokio::test]
async fn requests_that_cannot_be_approved() {
    let (ctx, _db) = test_context().await;
    let (pid, _) = partner(&ctx, "丁应用", &["member:read"]).await;
    let (member, _) = TestMember::new("会员").create(&ctx).await;
    let shown = |r: Result<consent::Consent, Refusal>| match r {
        Err(Refusal::Show(e)) => e,
        other => panic!("expected a refusal shown to the member, got {other:?}"),
    };
    let redirected = |r: Result<consent::Consent, Refusal>| match r {
        Err(Refusal::Redirect(to)) => to,
        other => panic!("expected a redirect to the app, got {other:?}"),
    };

    let mut req = request(pid, "member:read");
    req.redirect_uri = "https://evil.example.com/callback".into();
    let e = shown(consent::check(&ctx, &member, &req).await);
    assert_eq!(e.field.as_deref(), Some("redirectUri"));
    let e = shown(consent::check(&ctx, &member, &request(pid + 100, "member:read")).await);
    assert_eq!(e.field.as_deref(), Some("clientId"));
    // Nothing was written for them.
    assert!(grants::list(&ctx, &member).await.unwrap().is_empty());

    let to = redirected(consent::check(&ctx, &member, &request(pid, "lottery:read")).await);
    assert!(
        to.starts_with(REDIRECT)
            && to.contains("error=invalid_scope")
            && to.ends_with("state=xyz+1"),
        "{to}"
    );
    let to = redirected(consent::check(&ctx, &member, &request(pid, "admin")).await);
    assert!(to.contains("error=invalid_scope"), "{to}");
    let mut plain = request(pid, "member:read");
    plain.code_challenge = VERIFIER.into();
    plain.code_challenge_method = "plain".into();
    let to = redirected(consent::check(&ctx, &member, &plain).await);
    assert!(to.contains("error=invalid_request"), "{to}");

    // Declining sends access_denied with the state.
    let to = consent::decide(&ctx, &member, &request(pid, "member:read"), false)
        .await
        .unwrap_or_else(|e| panic!("{e:?}"));
    assert!(
        to.contains("error=access_denied") && to.ends_with("state=xyz+1"),
        "{to}"
    );
    assert!(grants::list(&ctx, &member).await.unwrap().is_empty());

    // Staff never authorize an app.
    let (staff, _) = TestMember::new("员工")
        .permission(Permission::Operations)
        .create(&ctx)
        .await;
    let e = shown(consent::check(&ctx, &staff, &request(pid, "member:read")).await);
    assert_eq!(e.code, ErrorCode::Forbidden);
}

#[tokio::test]
async fn one_code_raced_by_eight_exchanges_gives_one_set_of_tokens() {
    let (ctx, _db) = test_context().await;
    let (pid, _) = partner(&ctx, "戊应用", &["member:read"]).await;
    let (member, _) = TestMember::new("会员").create(&ctx).await;
    let code = approve(&ctx, &member, &request(pid, "member:read")).await;
    let tries = (0..8).map(|_| {
        let (ctx, code) = (ctx.clone(), code.clone());
        tokio::spawn(
            async move { tokens::exchange_code(&ctx, pid, &code, REDIRECT, VERIFIER).await },
        )
    });
    let answers = futures_util::future::join_all(tries).await;
    let won = answers
        .into_iter()
        .map(|r| r.unwrap())
        .filter(|r| r.is_ok())
        .count();
    assert_eq!(won, 1);
}

#[tokio::test]
async fn the_sweep_keeps_what_can_still_be_presented() {
    use sea_orm::sea_query::Expr;
    use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
    let (ctx, _db) = test_context().await;
    let (pid, _) = partner(&ctx, "己应用", &["member:read"]).await;
    let (member, _) = TestMember::new("会员").create(&ctx).await;
    let code = approve(&ctx, &member, &request(pid, "member:read")).await;
    let first = tokens::exchange_code(&ctx, pid, &code, REDIRECT, VERIFIER)
        .await
        .unwrap();
    tokens::refresh(&ctx, pid, &first.refresh_token)
        .await
        .unwrap();
    // Nothing is old yet: the spent code and refresh token stay.
    assert_eq!(
        domain::partner::oauth::sweep::sweep_now(&ctx)
            .await
            .unwrap(),
        0
    );
    // Two days later they go; the live refresh token stays.
    let old = domain::kernel::clock::now() - chrono::Duration::days(2);
    entities::oauth_code::Entity::update_many()
        .col_expr(entities::oauth_code::Column::ExpiresAt, Expr::value(old))
        .exec(&ctx.db)
        .await
        .unwrap();
    entities::oauth_refresh::Entity::update_many()
        .col_expr(entities::oauth_refresh::Column::UsedAt, Expr::value(old))
        .filter(entities::oauth_refresh::Column::UsedAt.is_not_null())
        .exec(&ctx.db)
        .await
        .unwrap();
    assert_eq!(
        domain::partner::oauth::sweep::sweep_now(&ctx)
            .await
            .unwrap(),
        2
    );
    assert_eq!(
        entities::oauth_code::Entity::find()
            .count(&ctx.db)
            .await
            .unwrap(),
        0
    );
    assert_eq!(
        entities::oauth_refresh::Entity::find()
            .count(&ctx.db)
            .await
            .unwrap(),
        1
    );
}

#[tokio::test]
async fn a_revoked_grant_is_kept_thirty_days_then_removed_with_its_tokens() {
    use sea_orm::sea_query::Expr;
    use sea_orm::{EntityTrait, PaginatorTrait};
    let (ctx, _db) = test_context().await;
    let (pid, _) = partner(&ctx, "庚应用", &["member:read"]).await;
    let (member, _) = TestMember::new("会员").create(&ctx).await;
    let code = approve(&ctx, &member, &request(pid, "member:read")).await;
    tokens::exchange_code(&ctx, pid, &code, REDIRECT, VERIFIER)
        .await
        .unwrap();
    let grant = grants::list(&ctx, &member).await.unwrap()[0].id;
    grants::revoke(&ctx, &member, grant).await.unwrap();
    let sweep = || domain::partner::oauth::sweep::sweep_now(&ctx);
    // 29 days after the revocation the grant is still there.
    let at = |days: i64| domain::kernel::clock::now() - chrono::Duration::days(days);
    entities::oauth_grant::Entity::update_many()
        .col_expr(
            entities::oauth_grant::Column::RevokedAt,
            Expr::value(at(29)),
        )
        .exec(&ctx.db)
        .await
        .unwrap();
    sweep().await.unwrap();
    let grants_left = || entities::oauth_grant::Entity::find().count(&ctx.db);
    assert_eq!(grants_left().await.unwrap(), 1);
    // After 31 days it goes, and its refresh token with it.
    entities::oauth_grant::Entity::update_many()
        .col_expr(
            entities::oauth_grant::Column::RevokedAt,
            Expr::value(at(31)),
        )
        .exec(&ctx.db)
        .await
        .unwrap();
    sweep().await.unwrap();
    assert_eq!(grants_left().await.unwrap(), 0);
    let refresh = entities::oauth_refresh::Entity::find().count(&ctx.db);
    assert_eq!(refresh.await.unwrap(), 0);
}

#[tokio::test]
async fn a_code_lives_sixty_seconds() {
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
    let (ctx, _db) = test_context().await;
    let (pid, _) = partner(&ctx, "庚应用", &["member:read"]).await;
    let (member, _) = TestMember::new("会员").create(&ctx).await;
    let code = approve(&ctx, &member, &request(pid, "member:read")).await;
    let row = entities::oauth_code::Entity::find()
        .filter(entities::oauth_code::Column::UsedAt.is_null())
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    let life = row.expires_at - domain::kernel::clock::now();
    assert!(life <= chrono::Duration::seconds(60), "{life:?}");
    // Past it, the code is refused and left unspent.
    entities::oauth_code::Entity::update_many()
        .col_expr(
            entities::oauth_code::Column::ExpiresAt,
            sea_orm::sea_query::Expr::value(
                domain::kernel::clock::now() - chrono::Duration::seconds(1),
            ),
        )
        .exec(&ctx.db)
        .await
        .unwrap();
    assert!(
        invalid_grant(tokens::exchange_code(&ctx, pid, &code, REDIRECT, VERIFIER).await)
            .contains("expired")
    );
}

#[tokio::test]
async fn an_old_code_replayed_after_a_new_approval_ends_nothing() {
    let (ctx, _db) = test_context().await;
    let (pid, key) = partner(&ctx, "辛应用", &["member:read"]).await;
    let (member, _) = TestMember::new("会员").create(&ctx).await;
    let old = approve(&ctx, &member, &request(pid, "member:read")).await;
    tokens::exchange_code(&ctx, pid, &old, REDIRECT, VERIFIER)
        .await
        .unwrap();
    let app = grants::list(&ctx, &member).await.unwrap()[0].id;
    grants::revoke(&ctx, &member, app).await.unwrap();
    let fresh = approve(&ctx, &member, &request(pid, "member:read")).await;
    let set = tokens::exchange_code(&ctx, pid, &fresh, REDIRECT, VERIFIER)
        .await
        .unwrap();
    // The old, spent code again: refused, and the new grant stands.
    assert!(
        invalid_grant(tokens::exchange_code(&ctx, pid, &old, REDIRECT, VERIFIER).await)
            .contains("revoked")
    );
    access::resolve(&ctx, &key, &set.access_token)
        .await
        .unwrap();
}
