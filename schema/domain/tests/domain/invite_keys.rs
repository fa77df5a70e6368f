//! One invite reward per person for invites written before the invitee key
//! (migration 13 could not compute it): the `invite.key_invitees` job keys
//! them from the invitee's phone, a cancellation keys its row before the
//! phone is erased, and a rotated secret still recognises the person while
//! the old secret is listed. SQLite and PostgreSQL.

use std::sync::Arc;

use sea_orm::{ConnectionTrait, EntityTrait};

use domain::auth::service::{self as auth, ClientInfo, SignIn};
use domain::auth::VerificationPurpose;
use domain::invite::keys;
use domain::invite::Invite;
use domain::kernel::jobs::Runner;
use domain::kernel::kv::MemoryKv;
use domain::kernel::token::TokenService;
use domain::kernel::Viewer;
use domain::testing::{assert_points_invariants, RecordingSms, TestDb, TestMember};
use domain::AppContext;

const INVITEE: &str = "13700137001";

struct World {
    ctx: AppContext,
    sms: Arc<RecordingSms>,
    _db: TestDb,
    reward: i64,
}

async fn world() -> World {
    let (ctx, sms, db) = domain::testing::test_context_recording_sms().await;
    let reward = domain::points::rules::load(&ctx)
        .await
        .unwrap()
        .invite_reward_points;
    assert!(reward > 0, "the default invite reward pays something");
    World {
        ctx,
        sms,
        _db: db,
        reward,
    }
}

/// The same context with a fresh store (the SMS send limits are not what
/// is tested) and, when given, other token secrets.
fn fresh(ctx: &AppContext, tokens: Option<Arc<TokenService>>) -> AppContext {
    AppContext {
        kv: Arc::new(MemoryKv::default()),
        tokens: tokens.unwrap_or_else(|| ctx.tokens.clone()),
        ..ctx.clone()
    }
}

fn tokens(secret: u8, previous: &[u8]) -> Arc<TokenService> {
    let previous: Vec<Vec<u8>> = previous.iter().map(|s| vec![*s; 32]).collect();
    Arc::new(TokenService::new(&[secret; 32], &previous).unwrap())
}

fn client() -> ClientInfo {
    ClientInfo {
        platform: "h5".into(),
        model: "test".into(),
        ..ClientInfo::default()
    }
}

async fn sign_up(w: &World, ctx: &AppContext, inviter: i64) -> SignIn {
    auth::send_verification_code(ctx, INVITEE, VerificationPurpose::Login, None)
        .await
        .unwrap();
    let code = w.sms.last_code(INVITEE).unwrap();
    let invite = Invite {
        code: None,
        member_id: Some(inviter),
    };
    let s = auth::login_by_mobile_code(ctx, INVITEE, &code, invite, client())
        .await
        .unwrap();
    assert!(s.is_regist);
    s
}

async fn cancel(w: &World, ctx: &AppContext, member_id: i64) {
    auth::send_verification_code(ctx, INVITEE, VerificationPurpose::Cancel, None)
        .await
        .unwrap();
    let code = w.sms.last_code(INVITEE).unwrap();
    let viewer = TestMember::new("x").create(ctx).await.0;
    let viewer = Viewer {
        member_id,
        ..viewer
    };
    auth::cancel(ctx, &viewer, INVITEE, &code).await.unwrap();
}

async fn invite_points(ctx: &AppContext, id: i64) -> i64 {
    entities::member::Entity::find_by_id(id)
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap()
        .invite_points
}

async fn stored_keys(ctx: &AppContext) -> Vec<Option<String>> {
    use sea_orm::QueryOrder;
    entities::invite::Entity::find()
        .order_by_asc(entities::invite::Column::Id)
        .all(&ctx.db)
        .await
        .unwrap()
        .into_iter()
        .map(|r| r.invitee_key)
        .collect()
}

/// Every invite row as migration 13 left the ones before it: no key.
async fn forget_keys(ctx: &AppContext) {
    ctx.db
        .execute_unprepared("UPDATE invite SET invitee_key = NULL")
        .await
        .unwrap();
}

async fn run_jobs(ctx: &AppContext) -> usize {
    Runner::new(ctx.clone(), domain::job_handlers())
        .run_due(20)
        .await
        .unwrap()
}

#[tokio::test]
async fn the_backfilled_key_blocks_a_second_reward_for_a_pre_migration_invitee() {
    let w = world().await;
    let first_inviter = TestMember::new("老邀请人").create(&w.ctx).await.0;
    let second_inviter = TestMember::new("新邀请人").create(&w.ctx).await.0;
    let first = sign_up(&w, &fresh(&w.ctx, None), first_inviter.member_id).await;
    assert_eq!(
        invite_points(&w.ctx, first_inviter.member_id).await,
        w.reward
    );
    forget_keys(&w.ctx).await;

    keys::enqueue_backfill(&w.ctx).await.unwrap();
    keys::enqueue_backfill(&w.ctx).await.unwrap();
    assert_eq!(run_jobs(&w.ctx).await, 1, "one job for two asks");
    let key = keys::of(&w.ctx, INVITEE).current;
    assert_eq!(stored_keys(&w.ctx).await, vec![Some(key)]);

    // The invitee cancels and registers again through someone else.
    cancel(&w, &fresh(&w.ctx, None), first.member.id).await;
    let second = sign_up(&w, &fresh(&w.ctx, None), second_inviter.member_id).await;
    assert_ne!(second.member.id, first.member.id);
    assert_eq!(
        invite_points(&w.ctx, second_inviter.member_id).await,
        0,
        "the same person: no second reward"
    );
    // Both invites are recorded; only the first carries the key.
    let stored = stored_keys(&w.ctx).await;
    assert_eq!(stored.len(), 2);
    assert!(stored[0].is_some() && stored[1].is_none());
    // Asked again at the next start (same secret): done, nothing runs (the
    // cancellation's own job aside).
    run_jobs(&w.ctx).await;
    keys::enqueue_backfill(&w.ctx).await.unwrap();
    assert_eq!(run_jobs(&w.ctx).await, 0);
    assert_points_invariants(&w.ctx.db).await;
}

#[tokio::test]
async fn a_cancellation_keys_its_invite_before_the_phone_is_erased() {
    let w = world().await;
    let first_inviter = TestMember::new("邀请人甲").create(&w.ctx).await.0;
    let second_inviter = TestMember::new("邀请人乙").create(&w.ctx).await.0;
    let first = sign_up(&w, &fresh(&w.ctx, None), first_inviter.member_id).await;
    forget_keys(&w.ctx).await;
    // Cancelled before the job ran: the cancellation keys the row itself.
    cancel(&w, &fresh(&w.ctx, None), first.member.id).await;
    assert_eq!(
        stored_keys(&w.ctx).await,
        vec![Some(keys::of(&w.ctx, INVITEE).current)]
    );
    sign_up(&w, &fresh(&w.ctx, None), second_inviter.member_id).await;
    assert_eq!(invite_points(&w.ctx, second_inviter.member_id).await, 0);
    assert_points_invariants(&w.ctx.db).await;
}

#[tokio::test]
async fn a_rotated_secret_recognises_the_person_while_the_old_one_is_listed() {
    let w = world().await;
    let inviters = [
        TestMember::new("一").create(&w.ctx).await.0,
        TestMember::new("二").create(&w.ctx).await.0,
        TestMember::new("三").create(&w.ctx).await.0,
    ];
    // Each step its own store (the SMS limits), the secrets as named.
    let old = || fresh(&w.ctx, Some(tokens(1, &[])));
    let rotated = || fresh(&w.ctx, Some(tokens(2, &[1])));
    let first = sign_up(&w, &old(), inviters[0].member_id).await;
    cancel(&w, &old(), first.member.id).await;
    assert_eq!(
        stored_keys(&w.ctx).await,
        vec![Some(keys::of(&old(), INVITEE).current)]
    );

    // The secret is rotated, the old one kept as previous: the person is
    // recognised by their key under it, and no second reward is paid.
    let second = sign_up(&w, &rotated(), inviters[1].member_id).await;
    assert_eq!(invite_points(&w.ctx, inviters[1].member_id).await, 0);

    // The first start with the new secret re-keys the rows of invitees who
    // still have a phone (the second account's row, kept without a key,
    // now carries the person's key under the new secret); a cancelled
    // account's row keeps the old secret's key.
    run_jobs(&w.ctx).await; // the cancellation's own job
    keys::enqueue_backfill(&rotated()).await.unwrap();
    assert_eq!(
        run_jobs(&rotated()).await,
        1,
        "a new secret runs the job again"
    );
    let stored = stored_keys(&w.ctx).await;
    assert_eq!(
        stored,
        vec![
            Some(keys::of(&old(), INVITEE).current),
            Some(keys::of(&rotated(), INVITEE).current)
        ]
    );

    // So once the old secret is dropped the person is still known by the
    // new key: a third account earns nothing either.
    cancel(&w, &rotated(), second.member.id).await;
    let dropped = fresh(&w.ctx, Some(tokens(2, &[])));
    sign_up(&w, &dropped, inviters[2].member_id).await;
    assert_eq!(invite_points(&w.ctx, inviters[2].member_id).await, 0);
    assert_points_invariants(&w.ctx.db).await;
}

#[tokio::test]
async fn a_cancelled_authors_posts_leave_their_topics() {
    let w = world().await;
    let inviter = TestMember::new("邀请人").create(&w.ctx).await.0;
    let author = sign_up(&w, &fresh(&w.ctx, None), inviter.member_id).await;
    let viewer = Viewer {
        member_id: author.member.id,
        ..TestMember::new("y").create(&w.ctx).await.0
    };
    domain::community::posts::create(
        &w.ctx,
        &viewer,
        None,
        domain::community::posts::NewPost {
            body: "注销前 #排列三# 心得".into(),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    let count = |ctx: AppContext| async move {
        domain::community::topics::by_name(&ctx, "排列三")
            .await
            .unwrap()
            .post_count
    };
    assert_eq!(count(w.ctx.clone()).await, 1);
    cancel(&w, &fresh(&w.ctx, None), author.member.id).await;
    run_jobs(&w.ctx).await;
    assert_eq!(count(w.ctx.clone()).await, 0);
}
