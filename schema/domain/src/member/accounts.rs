//! Staff accounts: members with `is_office` who can sign in with a password.
//!
//! An account made here (the `create-staff` command) is an administrator:
//! it holds every staff permission, so it can manage members (and grant
//! permissions to other staff) through the API.

use argon2::password_hash::{rand_core::OsRng, PasswordHasher, SaltString};
use argon2::Argon2;
use chrono::Utc;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter};

use crate::kernel::error::{AppError, AppResult};
use crate::kernel::validate;
use crate::kernel::Permission;
use entities::member;

/// What `create_or_promote` did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StaffResult {
    pub member_id: i64,
    /// `false` when an existing member was promoted.
    pub created: bool,
}

/// Hashes a password with argon2id and a random salt.
pub fn hash_password(password: &str) -> AppResult<String> {
    let salt = SaltString::generate(&mut OsRng);
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(AppError::internal)
}

/// Creates a staff member with this phone, or promotes the member who has it,
/// and sets the password. Audit-logged (actor: the command line).
pub async fn create_or_promote(
    db: &sea_orm::DatabaseConnection,
    phone: &str,
    password: &str,
    name: Option<&str>,
) -> AppResult<StaffResult> {
    validate::mobile("phone", phone)?;
    validate::password("password", password)?;
    if let Some(n) = name {
        if n.trim().is_empty() || n.chars().count() > 32 {
            return Err(AppError::invalid("name", "must be 1 to 32 characters"));
        }
    }
    let hash = hash_password(password)?;
    let now = crate::kernel::clock::now();
    let txn = crate::kernel::db::begin_on(db).await?;
    let existing = member::Entity::find()
        .filter(member::Column::Phone.eq(phone))
        .one(&txn)
        .await?;
    let result = match existing {
        Some(m) => {
            let id = m.id;
            let mut am: member::ActiveModel = m.into();
            am.is_office = Set(true);
            am.permissions = Set(Permission::to_json(&Permission::ALL));
            am.password_hash = Set(Some(hash));
            if let Some(n) = name {
                am.nick_name = Set(n.trim().to_owned());
            }
            am.updated_at = Set(now);
            let m = am.update(&txn).await?;
            super::findable::reindex(&txn, &m).await?;
            StaffResult {
                member_id: id,
                created: false,
            }
        }
        None => {
            let nick = name
                .map(|n| n.trim().to_owned())
                .unwrap_or_else(|| format!("工作人员{}", &phone[phone.len() - 4..]));
            let mut am = new_member(nick, now);
            am.broadcast_read_before = Set(crate::message::join_point(&txn).await?);
            am.phone = Set(Some(phone.to_owned()));
            am.is_office = Set(true);
            am.permissions = Set(Permission::to_json(&Permission::ALL));
            am.password_hash = Set(Some(hash));
            am.register_gate = Set(3); // MANAGEWEB
            let saved = am.insert(&txn).await?;
            super::findable::reindex(&txn, &saved).await?;
            StaffResult {
                member_id: saved.id,
                created: true,
            }
        }
    };
    crate::kernel::audit::record(
        &txn,
        None,
        if result.created {
            "staff.create"
        } else {
            "staff.promote"
        },
        &format!("member:{}", result.member_id),
        serde_json::json!({ "via": "cli" }),
    )
    .await?;
    txn.commit().await?;
    Ok(result)
}

/// A member row with every default filled in, ready for the caller to adjust.
pub fn new_member(nick_name: String, now: chrono::DateTime<Utc>) -> member::ActiveModel {
    member::ActiveModel {
        nick_name: Set(nick_name),
        gender: Set(String::new()),
        city: Set(String::new()),
        province: Set(String::new()),
        country: Set(String::new()),
        street: Set(String::new()),
        address: Set(String::new()),
        avatar: Set(String::new()),
        phone: Set(None),
        legal_name: Set(String::new()),
        id_number: Set(String::new()),
        age: Set(String::new()),
        is_office: Set(false),
        enable: Set(true),
        is_professor: Set(false),
        is_robot: Set(false),
        is_distributor: Set(false),
        vip_level: Set("LEVEL1".into()),
        vip_no: Set(String::new()),
        vip_end_time: Set(None),
        points: Set(0),
        invite_me_member_id: Set(None),
        invite_num: Set(0),
        invite_points: Set(0),
        charge_cities: Set(serde_json::json!([])),
        permissions: Set(serde_json::json!([])),
        wechat_open_id: Set(None),
        wechat_union_id: Set(None),
        register_gate: Set(2),
        register_platform: Set(String::new()),
        register_model: Set(String::new()),
        focus_count: Set(0),
        fans_count: Set(0),
        dynamic_count: Set(0),
        unread_message_count: Set(0),
        broadcast_read_before: Set(0),
        broadcasts_read: Set(0),
        check_in_days: Set(0),
        continuous_check_in_days: Set(0),
        last_check_in_day: Set(None),
        tokens_valid_after: Set(None),
        password_hash: Set(None),
        last_active_at: Set(None),
        cancelled_at: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
}
