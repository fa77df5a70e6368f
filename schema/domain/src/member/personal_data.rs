//! Every place the database names a member, and what happens to it (issue
//! 52, PIPL): the data export copies each one ([`super::data_export`]),
//! the cancellation's erasure job deletes or blanks the ones marked so
//! ([`super::erasure`]), and docs/privacy.md lists the same rows for
//! members. One list, so the three cannot drift: a test reads the live
//! schema on both databases and fails on a column naming a member that is
//! not here.

use sea_orm::sea_query::{Alias, Expr, Query, SimpleExpr};

/// Where a member's rows are found in a table.
#[derive(Debug, Clone, Copy)]
pub enum Rows {
    /// `column = member`.
    By(&'static str),
    /// `column IN (SELECT id FROM table WHERE member_column = member)`:
    /// rows about the member kept under another table's id.
    Via {
        column: &'static str,
        table: &'static str,
        member_column: &'static str,
    },
}

/// A column the erasure empties.
#[derive(Debug, Clone, Copy)]
pub enum Blank {
    /// A text column, set to `''`.
    Text(&'static str),
    /// A JSON list column, set to `[]`.
    List(&'static str),
}

/// What a cancellation does to the rows.
#[derive(Debug, Clone, Copy)]
pub enum OnCancel {
    /// Deleted by the erasure job.
    Delete,
    /// Deleted with their stored objects by the uploads' own job
    /// (`file.erase_owner`), which the cancellation asks for.
    Files,
    /// These columns emptied by the erasure job; the rows stay (a thread's
    /// replies, a redemption's points).
    Blank(&'static [Blank]),
    /// Kept, for the reason given (a ledger, a record the law asks for, a
    /// row that names only the erased account's number).
    Keep(&'static str),
}

/// One place a member is named.
#[derive(Debug, Clone, Copy)]
pub struct Held {
    pub table: &'static str,
    pub rows: Rows,
    /// What it holds, for the archive's reader and docs/privacy.md.
    pub holds: &'static str,
    pub on_cancel: OnCancel,
    /// Columns never copied into an export (secrets of the account itself:
    /// a password hash, a second factor's key, stored request bodies).
    pub secret: &'static [&'static str],
}

const fn held(
    table: &'static str,
    column: &'static str,
    holds: &'static str,
    on_cancel: OnCancel,
) -> Held {
    Held {
        table,
        rows: Rows::By(column),
        holds,
        on_cancel,
        secret: &[],
    }
}

const LEDGER: OnCancel = OnCancel::Keep("points ledger: every balance stays the sum of its rows");
const EARNINGS: OnCancel =
    OnCancel::Keep("earnings and payouts: financial records the law makes us keep");
const RECORD: OnCancel =
    OnCancel::Keep("guessing record: boards and others' places stay as they were");
const EDGE: OnCancel =
    OnCancel::Keep("names only the erased account's number; others' counters stay exact");
const STAFF_ACT: OnCancel = OnCancel::Keep("the record of a staff member's act");
const MODERATION: OnCancel =
    OnCancel::Keep("moderation record (the Cybersecurity Law asks for it)");

/// The member's own row: exported whole but for the password hash; blanked
/// at cancellation itself (`auth::service::cancel`), not by the job.
pub const MEMBER: Held = Held {
    table: "member",
    rows: Rows::By("id"),
    holds: "account: phone, nickname, avatar, gender, region, legal name and ID number, WeChat ids, points",
    on_cancel: OnCancel::Keep("the account row, its personal fields blanked at cancellation; ledgers keep a holder"),
    secret: &["password_hash"],
};

/// Every other place, table by table.
pub const CATALOGUE: &[Held] = &[
    held(
        "member_address",
        "member_id",
        "delivery addresses",
        OnCancel::Delete,
    ),
    held(
        "member_source",
        "member_id",
        "sign-in sources (platform, gate)",
        OnCancel::Delete,
    ),
    held(
        "member_activity",
        "member_id",
        "days active and IP属地 of each",
        OnCancel::Blank(&[Blank::Text("ip_region")]),
    ),
    held(
        "push_client",
        "member_id",
        "devices and their push ids",
        OnCancel::Delete,
    ),
    held(
        "notify_setting",
        "member_id",
        "notification settings (categories off, quiet hours) and the day's count",
        OnCancel::Delete,
    ),
    held(
        "notify_game",
        "member_id",
        "games whose draw results the member hears of",
        OnCancel::Delete,
    ),
    held(
        "notification",
        "member_id",
        "notifications sent or waiting (title, text, state) and, with them, each device they went to",
        OnCancel::Delete,
    ),
    held(
        "notify_consent",
        "member_id",
        "WeChat subscription consents (template, when given, when used)",
        OnCancel::Delete,
    ),
    held(
        "payee_account",
        "member_id",
        "payee account for payouts (name, kind, account number, bank)",
        OnCancel::Delete,
    ),
    Held {
        table: "staff_factor",
        rows: Rows::By("member_id"),
        holds: "a staff account's second factor",
        on_cancel: OnCancel::Delete,
        secret: &["secret"],
    },
    Held {
        table: "staff_recovery_code",
        rows: Rows::By("member_id"),
        holds: "a staff account's recovery codes",
        on_cancel: OnCancel::Delete,
        secret: &["code_hash"],
    },
    held(
        "oauth_grant",
        "member_id",
        "apps the member authorized",
        OnCancel::Delete,
    ),
    held(
        "token_denial",
        "member_id",
        "signed-out sessions",
        OnCancel::Keep("kept until each expires, so a signed-out session stays out"),
    ),
    Held {
        table: "idempotency_key",
        rows: Rows::By("owner_id"),
        holds: "recent requests' keys (their bodies not exported)",
        on_cancel: OnCancel::Delete,
        secret: &["request", "response"],
    },
    Held {
        table: "member_data_export",
        rows: Rows::By("member_id"),
        holds: "requests for a copy of this data (the archives themselves not copied)",
        on_cancel: OnCancel::Delete,
        secret: &["archive"],
    },
    held(
        "tracking_event",
        "user_id",
        "page views: pages, device, IP address",
        OnCancel::Delete,
    ),
    held(
        "uploaded_file",
        "owner_member_id",
        "uploads: avatar, post pictures, licence photos",
        OnCancel::Files,
    ),
    held(
        "post",
        "member_id",
        "posts: text, pictures, IP属地",
        OnCancel::Blank(&[
            Blank::Text("body"),
            Blank::Text("images"),
            Blank::Text("attachment"),
            Blank::Text("ip_region"),
        ]),
    ),
    held(
        "comment",
        "member_id",
        "comments: text, IP属地",
        OnCancel::Blank(&[Blank::Text("body"), Blank::Text("ip_region")]),
    ),
    held(
        "comment",
        "reply_to_member_id",
        "replies to the member",
        EDGE,
    ),
    held("post_like", "member_id", "posts liked", EDGE),
    held("comment_like", "member_id", "comments liked", EDGE),
    held("post_report", "member_id", "posts reported", MODERATION),
    held(
        "community_review",
        "member_id",
        "reviews of the member's posts and comments",
        MODERATION,
    ),
    held(
        "community_review",
        "reviewed_by",
        "reviews made as staff",
        STAFF_ACT,
    ),
    held(
        "community_hidden_author",
        "member_id",
        "hidden from the community by staff",
        MODERATION,
    ),
    held(
        "community_daily",
        "member_id",
        "posts, comments and likes a day (counts)",
        EDGE,
    ),
    held(
        "interaction",
        "recipient_id",
        "notices to the member (likes, replies)",
        OnCancel::Delete,
    ),
    held(
        "interaction",
        "actor_id",
        "notices of the member's acts to others",
        OnCancel::Blank(&[Blank::Text("excerpt")]),
    ),
    held("follow", "member_id", "members followed", EDGE),
    held("follow", "focus_member_id", "followers", EDGE),
    held(
        "member_block",
        "member_id",
        "members blocked",
        OnCancel::Delete,
    ),
    held(
        "member_block",
        "blocked_id",
        "blocked by others",
        OnCancel::Keep("another member's choice"),
    ),
    held(
        "member_group_member",
        "member_id",
        "message groups (staff's audiences)",
        EDGE,
    ),
    held("message", "sender_id", "messages sent as staff", STAFF_ACT),
    held("message_receipt", "member_id", "messages read", EDGE),
    Held {
        table: "feedback",
        rows: Rows::By("member_id"),
        holds: "feedback: text, pictures, staff's replies",
        on_cancel: OnCancel::Blank(&[Blank::Text("content"), Blank::List("images")]),
        secret: &[],
    },
    held(
        "feedback",
        "replied_by",
        "feedback answered as staff",
        STAFF_ACT,
    ),
    held(
        "points_ledger",
        "member_id",
        "points earned and spent",
        LEDGER,
    ),
    held("check_in", "member_id", "check-ins", LEDGER),
    held("ad_reward", "member_id", "rewarded ads watched", LEDGER),
    held(
        "shop_redemption",
        "member_id",
        "points shop redemptions and their delivery addresses",
        OnCancel::Blank(&[
            Blank::Text("receiver_name"),
            Blank::Text("receiver_mobile"),
            Blank::Text("province"),
            Blank::Text("city"),
            Blank::Text("country"),
            Blank::Text("street"),
            Blank::Text("address"),
        ]),
    ),
    held(
        "invite",
        "inviter_id",
        "members invited",
        OnCancel::Keep("referral record: an invite is rewarded once"),
    ),
    held(
        "invite",
        "invitee_id",
        "who invited the member",
        OnCancel::Keep("referral record: an invite is rewarded once"),
    ),
    held("invite_code", "member_id", "invite codes", EDGE),
    held(
        "earnings_ledger",
        "member_id",
        "commission earned and paid",
        EARNINGS,
    ),
    held(
        "member_earnings",
        "member_id",
        "commission balance",
        EARNINGS,
    ),
    held(
        "withdrawal",
        "member_id",
        "payouts and the payee of each",
        EARNINGS,
    ),
    held(
        "withdrawal",
        "reviewed_by",
        "payouts reviewed as staff",
        STAFF_ACT,
    ),
    held("quiz_pick", "member_id", "match picks", RECORD),
    held("quiz_pick_leg", "member_id", "match picks' legs", RECORD),
    held("quiz_stat", "member_id", "guessing records", RECORD),
    held("quiz_board", "member_id", "places on boards", RECORD),
    held(
        "quiz_closed_place",
        "member_id",
        "places on past boards",
        RECORD,
    ),
    held(
        "competition_entry",
        "member_id",
        "competition entries",
        RECORD,
    ),
    held(
        "competition_standing",
        "member_id",
        "competition standings",
        RECORD,
    ),
    held(
        "competition",
        "created_by",
        "competitions made as staff",
        STAFF_ACT,
    ),
    held("expert_plan", "expert_id", "an expert's plans", RECORD),
    held(
        "plan_unlock",
        "member_id",
        "plans unlocked with points",
        LEDGER,
    ),
    held(
        "expert_application",
        "member_id",
        "expert applications",
        OnCancel::Blank(&[Blank::Text("statement")]),
    ),
    held(
        "expert_application",
        "reviewed_by",
        "applications reviewed as staff",
        STAFF_ACT,
    ),
    held(
        "saved_selection",
        "member_id",
        "saved number selections",
        OnCancel::Delete,
    ),
    held(
        "split_record",
        "member_id",
        "split bet records",
        OnCancel::Delete,
    ),
    held(
        "sports_selection",
        "member_id",
        "saved match selections",
        OnCancel::Delete,
    ),
    held(
        "shop_application",
        "member_id",
        "shop manager applications: shop, owner, licence",
        OnCancel::Blank(&[
            Blank::Text("owner_name"),
            Blank::Text("licence_no"),
            Blank::Text("front_photo"),
            Blank::Text("licence_photo"),
            Blank::Text("address"),
        ]),
    ),
    held(
        "shop_application",
        "reviewed_by",
        "applications reviewed as staff",
        STAFF_ACT,
    ),
    held(
        "shop_application",
        "open_member_id",
        "applications opened as staff",
        STAFF_ACT,
    ),
    held(
        "shop_manager",
        "member_id",
        "a shop manager's shop, owner, licence",
        OnCancel::Blank(&[
            Blank::Text("owner_name"),
            Blank::Text("licence_no"),
            Blank::Text("front_photo"),
            Blank::Text("licence_photo"),
            Blank::Text("address"),
        ]),
    ),
    held(
        "family_member",
        "member_id",
        "shop managers' family lists the member is on, with their notes",
        OnCancel::Blank(&[Blank::Text("note")]),
    ),
    held(
        "family_member",
        "shop_manager_id",
        "a shop manager's family list",
        EDGE,
    ),
    Held {
        table: "family_memo",
        rows: Rows::Via {
            column: "family_member_id",
            table: "family_member",
            member_column: "member_id",
        },
        holds: "shop managers' memos about the member",
        on_cancel: OnCancel::Blank(&[Blank::Text("content"), Blank::Text("result")]),
        secret: &[],
    },
    held(
        "family_memo",
        "shop_manager_id",
        "a shop manager's memos",
        EDGE,
    ),
    held(
        "partner_channel",
        "operator_id",
        "channels the member operates",
        EDGE,
    ),
    held(
        "audit_log",
        "actor_member_id",
        "acts recorded in the audit log",
        OnCancel::Keep("security log (the Cybersecurity Law asks for it)"),
    ),
    held(
        "sensitive_word",
        "created_by",
        "sensitive words added as staff",
        STAFF_ACT,
    ),
    held(
        "system_config",
        "updated_by",
        "settings changed as staff",
        STAFF_ACT,
    ),
    held("topic", "created_by", "topics made as staff", STAFF_ACT),
    held(
        "sports_feed_lock",
        "locked_by",
        "match fields locked against the feeds as staff",
        STAFF_ACT,
    ),
];

/// The `column` of a place (the one the coverage test matches): the
/// member's column itself, or the column that leads to it.
pub fn column(h: &Held) -> &'static str {
    match h.rows {
        Rows::By(c) => c,
        Rows::Via { column, .. } => column,
    }
}

/// Whether an integer column's name says it holds a member's id: the rule
/// the coverage test applies to the live schema (a column that matches it
/// must be in [`CATALOGUE`]). Written here, beside the list, so a new
/// kind of name is added to both at once.
pub fn names_a_member(column: &str) -> bool {
    const NAMES: [&str; 11] = [
        "owner_id",
        "actor_id",
        "recipient_id",
        "sender_id",
        "inviter_id",
        "invitee_id",
        "blocked_id",
        "operator_id",
        "expert_id",
        "user_id",
        "shop_manager_id",
    ];
    column.ends_with("member_id") || column.ends_with("_by") || NAMES.contains(&column)
}

/// The condition picking `member_id`'s rows of a place (the copy's
/// select, the erasure's delete or update).
pub fn member_rows(rows: Rows, member_id: i64) -> SimpleExpr {
    match rows {
        Rows::By(c) => Expr::col(Alias::new(c)).eq(member_id),
        Rows::Via {
            column,
            table,
            member_column,
        } => Expr::col(Alias::new(column)).in_subquery(
            Query::select()
                .column(Alias::new("id"))
                .from(Alias::new(table))
                .and_where(Expr::col(Alias::new(member_column)).eq(member_id))
                .to_owned(),
        ),
    }
}
