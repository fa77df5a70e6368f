//! Receive info (收款信息): where a member's withdrawals are paid. The legal
//! name must be the member's real-name legal name; the member sees their
//! own in full, everyone else masked, and staff with the members
//! permission read it in full, audit-logged.

use chrono::{DateTime, Utc};
use sea_orm::sea_query::OnConflict;
use sea_orm::{ActiveValue::Set, ConnectionTrait, EntityTrait};

use crate::kernel::{validate, AppContext, AppError, AppResult, ErrorCode, Permission, Viewer};
use crate::member::privacy::is_real_name_auth;
use entities::{member, payee_account};

crate::stored_enum!(
    /// How a payee is paid (stored in `payee_account.kind`).
    pub PayeeKind {
        Bank => "BANK",
        Alipay => "ALIPAY",
    }
);

/// What a member sets.
#[derive(Debug, Clone)]
pub struct PayeeInput {
    pub legal_name: String,
    pub kind: PayeeKind,
    pub account_no: String,
    /// The bank's name (required for a bank account).
    pub bank_name: String,
}

/// A payee as the caller may see it: in full for its member and for staff
/// with the members permission, else masked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Payee {
    pub member_id: i64,
    pub legal_name: String,
    pub kind: PayeeKind,
    pub account_no: String,
    pub bank_name: String,
    /// Whether the name and account are masked in this view.
    pub masked: bool,
    pub updated_at: DateTime<Utc>,
}

impl Payee {
    /// The row as `viewer` sees it.
    pub fn view(m: payee_account::Model, viewer: Option<&Viewer>) -> AppResult<Self> {
        let full = crate::member::sees_private(viewer, m.member_id);
        let (legal_name, account_no) = if full {
            (m.legal_name, m.account_no)
        } else {
            (
                rules::channel::mask_name(&m.legal_name),
                rules::channel::mask_account(&m.account_no),
            )
        };
        Ok(Self {
            member_id: m.member_id,
            legal_name,
            kind: PayeeKind::from_code(&m.kind)?,
            account_no,
            bank_name: m.bank_name,
            masked: !full,
            updated_at: m.updated_at,
        })
    }
}

fn check_account(kind: PayeeKind, account: &str) -> AppResult<String> {
    let account = validate::max_chars("accountNo", account, 64)?;
    let ok = match kind {
        PayeeKind::Bank => {
            (12..=30).contains(&account.len()) && account.chars().all(|c| c.is_ascii_digit())
        }
        // A phone number or an e-mail address.
        PayeeKind::Alipay => {
            !account.is_empty()
                && account.len() <= 64
                && account.chars().all(|c| c.is_ascii_graphic())
        }
    };
    if !ok {
        return Err(AppError::invalid(
            "accountNo",
            match kind {
                PayeeKind::Bank => "a bank card number is 12 to 30 digits",
                PayeeKind::Alipay => "an Alipay account is a phone number or an e-mail address",
            },
        ));
    }
    Ok(account)
}

/// The caller sets their payee. Refused without real-name authentication
/// (`NOT_VERIFIED`) or under another legal name (`PAYEE_MISMATCH`).
pub async fn set(ctx: &AppContext, viewer: &Viewer, input: PayeeInput) -> AppResult<Payee> {
    let name = validate::max_chars("legalName", &input.legal_name, 40)?;
    let account = check_account(input.kind, &input.account_no)?;
    let bank = validate::max_chars("bankName", &input.bank_name, 40)?;
    if input.kind == PayeeKind::Bank && bank.is_empty() {
        return Err(AppError::invalid(
            "bankName",
            "is required for a bank account",
        ));
    }
    let me = member::Entity::find_by_id(viewer.member_id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::not_found("no such member"))?;
    if !is_real_name_auth(&me) {
        return Err(AppError::new(
            ErrorCode::NotVerified,
            "complete real-name authentication first",
        ));
    }
    if name != me.legal_name.trim() {
        return Err(AppError {
            field: Some("legalName".into()),
            ..AppError::new(
                ErrorCode::PayeeMismatch,
                "legalName: must be the name of your real-name authentication",
            )
        });
    }
    let row = payee_account::ActiveModel {
        member_id: Set(viewer.member_id),
        legal_name: Set(name),
        kind: Set(input.kind.code().to_owned()),
        account_no: Set(account),
        bank_name: Set(if input.kind == PayeeKind::Bank {
            bank
        } else {
            String::new()
        }),
        updated_at: Set(crate::kernel::clock::now()),
    };
    let txn = crate::kernel::db::begin(ctx).await?;
    payee_account::Entity::insert(row)
        .on_conflict(
            OnConflict::column(payee_account::Column::MemberId)
                .update_columns([
                    payee_account::Column::LegalName,
                    payee_account::Column::Kind,
                    payee_account::Column::AccountNo,
                    payee_account::Column::BankName,
                    payee_account::Column::UpdatedAt,
                ])
                .to_owned(),
        )
        .exec_without_returning(&txn)
        .await?;
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        "payee.set",
        &format!("member:{}", viewer.member_id),
        serde_json::json!({ "kind": input.kind.code() }),
    )
    .await?;
    let saved = of(&txn, viewer.member_id)
        .await?
        .ok_or_else(|| AppError::internal("payee vanished"))?;
    txn.commit().await?;
    Payee::view(saved, Some(viewer))
}

/// The payee row of `member_id`, if any.
pub async fn of<C: ConnectionTrait>(
    db: &C,
    member_id: i64,
) -> AppResult<Option<payee_account::Model>> {
    Ok(payee_account::Entity::find_by_id(member_id).one(db).await?)
}

/// The caller's own payee, in full.
pub async fn mine(ctx: &AppContext, viewer: &Viewer) -> AppResult<Option<Payee>> {
    of(&ctx.db, viewer.member_id)
        .await?
        .map(|m| Payee::view(m, Some(viewer)))
        .transpose()
}

/// Staff read a member's payee: in full with the members permission
/// (audit-logged), masked with the operations permission alone.
pub async fn for_staff(
    ctx: &AppContext,
    viewer: &Viewer,
    member_id: i64,
) -> AppResult<Option<Payee>> {
    if !viewer.is_staff_with(Permission::Members) {
        viewer.require(Permission::Operations)?;
    }
    let Some(row) = of(&ctx.db, member_id).await? else {
        return Ok(None);
    };
    let view = Payee::view(row, Some(viewer))?;
    if !view.masked && member_id != viewer.member_id {
        crate::kernel::audit::record(
            &ctx.db,
            Some(viewer.member_id),
            "payee.read_personal_data",
            &format!("member:{member_id}"),
            serde_json::json!({}),
        )
        .await?;
    }
    Ok(Some(view))
}
