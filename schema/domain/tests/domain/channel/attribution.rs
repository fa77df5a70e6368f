//! Attribution that cannot be forged (issue 55): a code named after a
//! channel is the channel's only when its operator or staff make it. A
//! member cannot mint one, a share code named before the channel existed
//! credits nothing, an operator's code counts once, and a replaced
//! operator's code stops counting; 0 forged registrations reach the
//! partner's webhook.

use domain::auth::service::{self as auth, ClientInfo};
use domain::auth::VerificationPurpose;
use domain::channel::{channels, detail, rollup};
use domain::invite::{create_invite_codes, Invite};
use domain::kernel::enums::Gate;
use domain::partner::service as partners;
use domain::testing::{RecordingSms, TestMember};
use domain::webhook::{self, endpoints, Actor, NewEndpoint};
use domain::{AppContext, ErrorCode, Viewer};
use entities::{invite, invite_code, partner_channel, webhook_delivery};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};

use super::{operator, staff};

/// A partner owning `channel`, with an endpoint for `member.registered`;
/// the channel's id.
async fn partner_channel(ctx: &AppContext, channel: &str) -> i64 {
    let p = partners::create(
        &ctx.db,
        None,
        domain::partner::NewPartner {
            name: format!("{channel} 合作方"),
            channels: vec![channel.into()],
            ..Default::default()
        },
    )
    .await
    .unwrap()
    .id;
    endpoints::create(
        ctx,
        Actor::Partner(p),
        p,
        NewEndpoint {
            url: "http://127.0.0.1:9/hook".into(),
            description: None,
            event_types: vec![<webhook::MemberRegistered as webhook::WebhookEvent>::TYPE.into()],
        },
    )
    .await
    .unwrap();
    partner_channel::Entity::find()
        .filter(partner_channel::Column::Channel.eq(channel))
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap()
        .id
}

async fn code_of(ctx: &AppContext, v: &Viewer, channel: &str) -> String {
    create_invite_codes(ctx, v, v.member_id, &[channel.to_owned()])
        .await
        .unwrap()[0]
        .code
        .clone()
}

/// Signs `phone` in by SMS with invite `code` (each phone from an address
/// of its own, under the per-address limit); whether it registered.
async fn sign_in(ctx: &AppContext, sms: &RecordingSms, phone: &str, code: &str) -> bool {
    let ip = format!("10.0.{}.{}", &phone[7..9], &phone[9..]);
    auth::send_verification_code(ctx, phone, VerificationPurpose::Login, Some(&ip))
        .await
        .unwrap();
    let client = ClientInfo {
        gate: Some(Gate::Web),
        platform: "h5".into(),
        model: "test".into(),
        ip: Some(ip),
    };
    let invite = Invite {
        code: Some(code.into()),
        member_id: None,
    };
    auth::login_by_mobile_code(ctx, phone, &sms.last_code(phone).unwrap(), invite, client)
        .await
        .unwrap()
        .is_regist
}

async fn deliveries(ctx: &AppContext) -> u64 {
    webhook_delivery::Entity::find()
        .count(&ctx.db)
        .await
        .unwrap()
}

/// The channel's registrations today, as the roll-up counts them.
async fn registrations(ctx: &AppContext, staff: &Viewer, channel_id: i64) -> i64 {
    rollup::run_now(ctx).await.unwrap();
    let today = domain::kernel::clock::shanghai_day(domain::kernel::clock::now());
    let (_, days) = detail::days(ctx, staff, channel_id, today, today)
        .await
        .unwrap();
    days.iter().map(|d| d.registrations).sum()
}

/// The last invite's (credited channel, share label).
async fn last_invite(ctx: &AppContext) -> (Option<String>, Option<String>) {
    let mut rows = invite::Entity::find().all(&ctx.db).await.unwrap();
    rows.sort_by_key(|r| r.id);
    let last = rows.pop().unwrap();
    (last.channel, last.share_channel)
}

#[tokio::test]
async fn a_member_cannot_mint_a_channels_code_and_nothing_is_written() {
    let (ctx, _sms, _db) = domain::testing::test_context_recording_sms().await;
    partner_channel(&ctx, "qd-f1").await;
    let (member, _) = TestMember::new("普通会员").create(&ctx).await;
    let e = create_invite_codes(
        &ctx,
        &member,
        member.member_id,
        &["poster".into(), "qd-f1".into()],
    )
    .await
    .unwrap_err();
    assert_eq!(e.code, ErrorCode::Forbidden, "{e:?}");
    assert_eq!(e.field.as_deref(), Some("channels"));
    assert!(e.message.contains("qd-f1"), "{}", e.message);
    let written = invite_code::Entity::find()
        .filter(invite_code::Column::MemberId.eq(member.member_id))
        .count(&ctx.db)
        .await
        .unwrap();
    assert_eq!(written, 0, "the share code asked beside it is not written");
    // A share code of any other name is the member's to make.
    code_of(&ctx, &member, "poster").await;
}

#[tokio::test]
async fn only_the_operators_code_credits_the_channel_and_once() {
    let (ctx, sms, _db) = domain::testing::test_context_recording_sms().await;
    let staff = staff(&ctx).await;
    // A member names a share code after a channel before it exists.
    let (forger, _) = TestMember::new("抢注者").create(&ctx).await;
    let early = code_of(&ctx, &forger, "qd-f2").await;
    let channel_id = partner_channel(&ctx, "qd-f2").await;
    assert!(sign_in(&ctx, &sms, "13700000201", &early).await);
    assert_eq!(
        last_invite(&ctx).await,
        (None, Some("qd-f2".into())),
        "a share code credits no channel"
    );
    assert_eq!(
        deliveries(&ctx).await,
        0,
        "no forged registration reaches the partner"
    );
    assert_eq!(registrations(&ctx, &staff, channel_id).await, 0);

    // Staff assign an operator: their code is the channel's.
    let op = operator(&ctx, "渠道运营").await;
    channels::assign_operator(&ctx, &staff, channel_id, Some(op.member_id))
        .await
        .unwrap();
    let code = code_of(&ctx, &op, "qd-f2").await;
    assert!(sign_in(&ctx, &sms, "13700000202", &code).await);
    assert_eq!(last_invite(&ctx).await, (Some("qd-f2".into()), None));
    assert_eq!(deliveries(&ctx).await, 1);
    assert_eq!(registrations(&ctx, &staff, channel_id).await, 1);
    // Another run of the roll-up counts it once still.
    assert_eq!(registrations(&ctx, &staff, channel_id).await, 1);

    // The forger's code still credits nothing.
    assert!(sign_in(&ctx, &sms, "13700000203", &early).await);
    assert_eq!(deliveries(&ctx).await, 1);
    assert_eq!(registrations(&ctx, &staff, channel_id).await, 1);
}

#[tokio::test]
async fn a_replaced_operators_code_stops_crediting_and_the_new_ones_starts() {
    let (ctx, sms, _db) = domain::testing::test_context_recording_sms().await;
    let staff = staff(&ctx).await;
    let first = operator(&ctx, "一号运营").await;
    let second = operator(&ctx, "二号运营").await;
    // The second made a share code of that name before the channel existed.
    let second_early = code_of(&ctx, &second, "qd-f3").await;
    let channel_id = partner_channel(&ctx, "qd-f3").await;
    channels::assign_operator(&ctx, &staff, channel_id, Some(first.member_id))
        .await
        .unwrap();
    let first_code = code_of(&ctx, &first, "qd-f3").await;
    channels::assign_operator(&ctx, &staff, channel_id, Some(second.member_id))
        .await
        .unwrap();
    assert!(sign_in(&ctx, &sms, "13700000301", &first_code).await);
    assert_eq!(last_invite(&ctx).await, (None, Some("qd-f3".into())));
    // The same code (one per member and name), now the channel's.
    assert_eq!(code_of(&ctx, &second, "qd-f3").await, second_early);
    assert!(sign_in(&ctx, &sms, "13700000302", &second_early).await);
    assert_eq!(last_invite(&ctx).await, (Some("qd-f3".into()), None));
    assert_eq!(deliveries(&ctx).await, 1);
    assert_eq!(registrations(&ctx, &staff, channel_id).await, 1);
}

/// `shop` is the shops' share label: no channel takes it, so a shop's
/// invite code never becomes a channel's to make.
#[tokio::test]
async fn no_channel_takes_the_shops_label() {
    let (ctx, _sms, _db) = domain::testing::test_context_recording_sms().await;
    let staff = staff(&ctx).await;
    let e = channels::create(
        &ctx,
        &staff,
        domain::channel::NewChannel {
            channel: "shop".into(),
            title: "门店".into(),
            operator_id: None,
        },
    )
    .await
    .unwrap_err();
    assert_eq!(
        (e.code, e.field.as_deref()),
        (ErrorCode::InvalidArgument, Some("channel"))
    );
    let e = partners::create(
        &ctx.db,
        None,
        domain::partner::NewPartner {
            name: "门店合作方".into(),
            channels: vec!["shop".into()],
            ..Default::default()
        },
    )
    .await
    .unwrap_err();
    assert_eq!(
        (e.code, e.field.as_deref()),
        (ErrorCode::InvalidArgument, Some("channels"))
    );
}
