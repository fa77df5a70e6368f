//! Shop managers on SQLite and PostgreSQL (issue 35): certification
//! through the workflow (approve, reject with a reason, apply again, stale
//! steps, the applicant's own photos), the family's privacy (another
//! shop's family is `NOT_FOUND`, phones masked unless the manager added
//! them by phone), memos, joining through the shop's invite, and parallel
//! adds of one person making one row.

use chrono::TimeDelta;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter,
};

use domain::auth::service::{self as auth, ClientInfo};
use domain::auth::VerificationPurpose;
use domain::invite::Invite;
use domain::kernel::enums::{Gate, WorkflowState};
use domain::kernel::paging::Window;
use domain::kernel::workflow::{self, Outcome};
use domain::kernel::Viewer;
use domain::shop_manager::family::{self, Target};
use domain::shop_manager::{certification, memos, ShopInput};
use domain::testing::{test_context, TestMember};
use domain::{AppContext, ErrorCode, Permission};

async fn staff(ctx: &AppContext) -> Viewer {
    TestMember::new("审核")
        .permission(Permission::Members)
        .create(ctx)
        .await
        .0
}

async fn member(ctx: &AppContext, nick: &str, phone: &str) -> Viewer {
    TestMember::new(nick).phone(phone).create(ctx).await.0
}

/// An uploaded image owned by `owner`: its file id.
async fn upload(ctx: &AppContext, owner: &Viewer, n: u32) -> String {
    let fid = format!("{:016x}{:08x}{:08x}", owner.member_id, n, 7);
    entities::uploaded_file::ActiveModel {
        fid: Set(fid.clone()),
        owner_member_id: Set(Some(owner.member_id)),
        original_name: Set(format!("{n}.png")),
        content_type: Set("image/png".into()),
        size: Set(100),
        created_at: Set(domain::kernel::clock::now()),
        width: Set(10),
        height: Set(10),
        ..Default::default()
    }
    .insert(&ctx.db)
    .await
    .unwrap();
    fid
}

async fn shop_input(ctx: &AppContext, who: &Viewer, name: &str) -> ShopInput {
    ShopInput {
        shop_name: name.into(),
        address: "广东省深圳市南山区科技园 1 号".into(),
        owner_name: "张三".into(),
        front_photo: upload(ctx, who, 1).await,
        licence_photo: upload(ctx, who, 2).await,
        licence_no: "44030012345".into(),
        licence_valid_until: domain::kernel::clock::shanghai_day(
            domain::kernel::clock::now() + TimeDelta::days(365),
        ),
    }
}

/// A certified shop manager.
async fn certified(ctx: &AppContext, ops: &Viewer, nick: &str, phone: &str) -> Viewer {
    let v = member(ctx, nick, phone).await;
    let input = shop_input(ctx, &v, &format!("{nick}彩票店")).await;
    let a = certification::apply(ctx, &v, &input).await.unwrap();
    certification::approve(ctx, ops, a.id).await.unwrap();
    v
}

async fn messages_to(ctx: &AppContext, member_id: i64) -> u64 {
    entities::message_receipt::Entity::find()
        .filter(entities::message_receipt::Column::MemberId.eq(member_id))
        .count(&ctx.db)
        .await
        .unwrap()
}

#[tokio::test]
async fn certification_is_approved_or_rejected_with_a_reason_and_may_be_sought_again() {
    let (ctx, _db) = test_context().await;
    let ops = staff(&ctx).await;
    let me = member(&ctx, "店主甲", "13900000001").await;
    let other = member(&ctx, "路人", "13900000002").await;

    // Photos must be the applicant's own uploads.
    let mut input = shop_input(&ctx, &me, "福彩 8808 号店").await;
    let foreign = ShopInput {
        front_photo: upload(&ctx, &other, 9).await,
        ..input.clone()
    };
    let err = certification::apply(&ctx, &me, &foreign).await.unwrap_err();
    assert_eq!(
        (err.code, err.field.as_deref()),
        (ErrorCode::InvalidArgument, Some("frontPhoto"))
    );
    let unknown = ShopInput {
        licence_photo: "0".repeat(32),
        ..input.clone()
    };
    let err = certification::apply(&ctx, &me, &unknown).await.unwrap_err();
    assert_eq!(err.field.as_deref(), Some("licencePhoto"));
    let expired = ShopInput {
        licence_valid_until: domain::kernel::clock::shanghai_day(
            domain::kernel::clock::now() - TimeDelta::days(2),
        ),
        ..input.clone()
    };
    let err = certification::apply(&ctx, &me, &expired).await.unwrap_err();
    assert_eq!(err.field.as_deref(), Some("licenceValidUntil"));
    // A member without a phone can't apply.
    let phoneless = TestMember::new("无手机").create(&ctx).await.0;
    let theirs = shop_input(&ctx, &phoneless, "无名店").await;
    let err = certification::apply(&ctx, &phoneless, &theirs)
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::NotEligible);

    let first = certification::apply(&ctx, &me, &input).await.unwrap();
    assert_eq!(
        workflow::state_of(first.state).unwrap(),
        WorkflowState::Processing
    );
    let f = certification::flags(&me, &first).unwrap();
    assert!(f.editable && f.cancellable && !f.approvable);
    assert!(certification::flags(&ops, &first).unwrap().approvable);
    // One open application.
    let err = certification::apply(&ctx, &me, &input).await.unwrap_err();
    assert_eq!(err.code, ErrorCode::NotEligible);
    // The applicant edits it before review; nobody else can.
    input.shop_name = "体彩 8808 号店".into();
    let edited = certification::update(&ctx, &me, first.id, &input)
        .await
        .unwrap();
    assert_eq!(edited.shop_name, "体彩 8808 号店");
    let err = certification::cancel(&ctx, &other, first.id)
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::NotFound);
    let err = certification::approve(&ctx, &other, first.id)
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::Forbidden);

    // Rejected with a reason and told.
    let before = messages_to(&ctx, me.member_id).await;
    let err = certification::reject(&ctx, &ops, first.id, "  ")
        .await
        .unwrap_err();
    assert_eq!(err.field.as_deref(), Some("reason"));
    let rejected = certification::reject(&ctx, &ops, first.id, "代销证照片不清晰")
        .await
        .unwrap();
    assert_eq!(rejected.outcome.as_deref(), Some(Outcome::Rejected.name()));
    assert_eq!(rejected.reason, "代销证照片不清晰");
    assert_eq!(rejected.open_member_id, None);
    assert_eq!(messages_to(&ctx, me.member_id).await, before + 1);
    assert!(!certification::flags(&me, &rejected).unwrap().editable);
    // Stale steps: the record has left PROCESSING.
    for err in [
        certification::approve(&ctx, &ops, first.id)
            .await
            .unwrap_err(),
        certification::cancel(&ctx, &me, first.id)
            .await
            .unwrap_err(),
        certification::update(&ctx, &me, first.id, &input)
            .await
            .unwrap_err(),
    ] {
        assert_eq!(err.code, ErrorCode::Conflict);
    }
    assert!(domain::shop_manager::my_shop(&ctx, &me)
        .await
        .unwrap()
        .is_none());

    // Applies again at once, and is approved: the shop exists.
    let second = certification::apply(&ctx, &me, &input).await.unwrap();
    let latest = certification::latest(&ctx, &me).await.unwrap().unwrap();
    assert_eq!(latest.id, second.id);
    let approved = certification::approve(&ctx, &ops, second.id).await.unwrap();
    assert_eq!(approved.outcome.as_deref(), Some(Outcome::Approved.name()));
    assert_eq!(messages_to(&ctx, me.member_id).await, before + 2);
    let shop = domain::shop_manager::my_shop(&ctx, &me)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (
            shop.shop_name.as_str(),
            shop.application_id,
            shop.family_count
        ),
        ("体彩 8808 号店", second.id, 0)
    );
    let err = certification::reject(&ctx, &ops, second.id, "重复")
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::Conflict);

    // A renewal replaces the shop's details; cancelling leaves it as it was.
    input.licence_no = "44030099999".into();
    let renewal = certification::apply(&ctx, &me, &input).await.unwrap();
    certification::cancel(&ctx, &me, renewal.id).await.unwrap();
    let renewal = certification::apply(&ctx, &me, &input).await.unwrap();
    certification::approve(&ctx, &ops, renewal.id)
        .await
        .unwrap();
    let shop = domain::shop_manager::my_shop(&ctx, &me)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(shop.licence_no, "44030099999");

    // The applicant's own, or staff's (audited); nobody else's.
    assert!(certification::find(&ctx, &other, second.id)
        .await
        .unwrap()
        .is_none());
    assert!(certification::find(&ctx, &me, second.id)
        .await
        .unwrap()
        .is_some());
    let (rows, _) = certification::for_review(&ctx, &ops, None, &Window::first(10))
        .await
        .unwrap();
    assert_eq!(rows.len(), 4);
    let err = certification::for_review(&ctx, &me, None, &Window::first(10))
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::Forbidden);
    let audited = entities::audit_log::Entity::find()
        .filter(entities::audit_log::Column::Action.eq("shop_application.read"))
        .count(&ctx.db)
        .await
        .unwrap();
    assert_eq!(audited, 4);
}

#[tokio::test]
async fn a_shop_manager_sees_only_their_family_with_phones_masked_unless_they_added_them() {
    let (ctx, _db) = test_context().await;
    let ops = staff(&ctx).await;
    let a = certified(&ctx, &ops, "甲店", "13900000011").await;
    let b = certified(&ctx, &ops, "乙店", "13900000012").await;
    let by_phone = member(&ctx, "老王", "13800000021").await;
    let by_id = member(&ctx, "老李", "13800000022").await;
    let plain = member(&ctx, "路人", "13800000023").await;

    // The lookup: a masked phone and a card, or NOT_FOUND for any number
    // that is not an active member's; only for shop managers.
    let c = family::lookup(&ctx, &a, "13800000021").await.unwrap();
    assert_eq!(
        (c.masked_phone.as_str(), c.card.id, c.in_family),
        ("138****0021", by_phone.member_id, false)
    );
    let err = family::lookup(&ctx, &a, "13800009999").await.unwrap_err();
    assert_eq!(err.code, ErrorCode::NotFound);
    let err = family::lookup(&ctx, &plain, "13800000021")
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::NotEligible);

    let added = family::add(&ctx, &a, &Target::Phone("13800000021".into()))
        .await
        .unwrap();
    assert!(added.added_by_manager);
    assert_eq!(added.phone.as_deref(), Some("13800000021"));
    let masked = family::add(&ctx, &a, &Target::Member(by_id.member_id))
        .await
        .unwrap();
    assert!(!masked.added_by_manager);
    assert_eq!(masked.phone.as_deref(), Some("138****0022"));
    let err = family::add(&ctx, &a, &Target::Member(a.member_id))
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::InvalidArgument);
    assert!(
        family::lookup(&ctx, &a, "13800000021")
            .await
            .unwrap()
            .in_family
    );

    let (mine, _) = family::list(&ctx, &a, &Window::first(10)).await.unwrap();
    let phones: Vec<_> = mine.iter().map(|v| v.phone.clone().unwrap()).collect();
    assert_eq!(phones, ["138****0022", "13800000021"]);

    // Shop B: none of A's, by list or by id (NOT_FOUND, not FORBIDDEN).
    let (theirs, _) = family::list(&ctx, &b, &Window::first(10)).await.unwrap();
    assert!(theirs.is_empty());
    for err in [
        family::get(&ctx, &b, added.id).await.unwrap_err(),
        family::update_note(&ctx, &b, added.id, "抢过来")
            .await
            .unwrap_err(),
        family::remove(&ctx, &b, added.id).await.unwrap_err(),
        memos::create(&ctx, &b, added.id, "记一笔", "")
            .await
            .unwrap_err(),
    ] {
        assert_eq!(err.code, ErrorCode::NotFound);
    }

    // Notes and memos (memo record and result), the manager's own.
    let noted = family::update_note(&ctx, &a, added.id, "周末来店")
        .await
        .unwrap();
    assert_eq!(noted.note, "周末来店");
    let memo = memos::create(&ctx, &a, added.id, "提醒他大乐透追加", "")
        .await
        .unwrap();
    let done = memos::update(&ctx, &a, memo.id, None, Some("已提醒"))
        .await
        .unwrap();
    assert_eq!(
        (done.content.as_str(), done.result.as_str()),
        ("提醒他大乐透追加", "已提醒")
    );
    assert!(memos::get(&ctx, &b, memo.id).await.unwrap().is_none());
    let err = memos::update(&ctx, &b, memo.id, Some("改"), None)
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::NotFound);
    let err = memos::delete(&ctx, &b, memo.id).await.unwrap_err();
    assert_eq!(err.code, ErrorCode::NotFound);
    let (listed, _) = memos::list(&ctx, &a, Some(added.id), &Window::first(10))
        .await
        .unwrap();
    assert_eq!(listed.len(), 1);

    // Staff read any family in full, each read audited.
    let (seen, _) = family::staff_list(&ctx, &ops, a.member_id, &Window::first(10))
        .await
        .unwrap();
    assert!(seen
        .iter()
        .all(|v| !v.phone.as_deref().unwrap().contains('*')));
    let audited = entities::audit_log::Entity::find()
        .filter(entities::audit_log::Column::Action.eq("member.read_personal_data"))
        .count(&ctx.db)
        .await
        .unwrap();
    assert_eq!(audited, 2);
    let err = family::staff_list(&ctx, &b, a.member_id, &Window::first(10))
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::Forbidden);

    // Adding by phone later shows the phone (the manager typed it).
    let now_full = family::add(&ctx, &a, &Target::Phone("13800000022".into()))
        .await
        .unwrap();
    assert_eq!(
        (now_full.id, now_full.phone.as_deref()),
        (masked.id, Some("13800000022"))
    );

    // Removing takes the memos along and moves the count.
    family::remove(&ctx, &a, added.id).await.unwrap();
    assert!(memos::get(&ctx, &a, memo.id).await.unwrap().is_none());
    let shop = domain::shop_manager::my_shop(&ctx, &a)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(shop.family_count, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn parallel_adds_of_one_person_make_one_row() {
    let (ctx, _db) = test_context().await;
    let ops = staff(&ctx).await;
    let a = certified(&ctx, &ops, "甲店", "13900000031").await;
    let c = member(&ctx, "老张", "13800000041").await;
    let mut tasks = Vec::new();
    for i in 0..20 {
        let (ctx, a) = (ctx.clone(), a.clone());
        let target = if i % 2 == 0 {
            Target::Phone("13800000041".into())
        } else {
            Target::Member(c.member_id)
        };
        tasks.push(tokio::spawn(
            async move { family::add(&ctx, &a, &target).await },
        ));
    }
    let mut ids = Vec::new();
    for t in tasks {
        ids.push(t.await.unwrap().unwrap().id);
    }
    ids.dedup();
    assert_eq!(ids.len(), 1, "every add answers the one row");
    let rows = entities::family_member::Entity::find()
        .filter(entities::family_member::Column::ShopManagerId.eq(a.member_id))
        .count(&ctx.db)
        .await
        .unwrap();
    assert_eq!(rows, 1);
    let shop = domain::shop_manager::my_shop(&ctx, &a)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(shop.family_count, 1);
}

#[tokio::test]
async fn registering_with_the_shops_invite_joins_its_family_masked() {
    let (ctx, sms, _db) = domain::testing::test_context_recording_sms().await;
    let ops = staff(&ctx).await;
    let a = certified(&ctx, &ops, "甲店", "13900000051").await;
    let invite = domain::shop_manager::shop_invite(&ctx, &a).await.unwrap();
    assert_eq!(invite.channel, "shop");
    assert!(invite.path.ends_with(&invite.code));
    let plain = member(&ctx, "路人", "13900000052").await;
    let err = domain::shop_manager::shop_invite(&ctx, &plain)
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::NotEligible);

    let phone = "13700000061";
    auth::send_verification_code(&ctx, phone, VerificationPurpose::Login, Some("10.0.0.1"))
        .await
        .unwrap();
    let code = sms.last_code(phone).unwrap();
    let client = ClientInfo {
        gate: Some(Gate::Web),
        platform: "h5".into(),
        model: "test".into(),
        ip: Some("10.0.0.1".into()),
    };
    let joined = auth::login_by_mobile_code(
        &ctx,
        phone,
        &code,
        Invite {
            code: Some(invite.code.clone()),
            member_id: None,
        },
        client,
    )
    .await
    .unwrap();
    assert!(joined.is_regist);
    let (family, _) = family::list(&ctx, &a, &Window::first(10)).await.unwrap();
    assert_eq!(family.len(), 1);
    assert_eq!(family[0].member_id, joined.member.id);
    assert!(!family[0].added_by_manager);
    assert_eq!(family[0].phone.as_deref(), Some("137****0061"));
}
