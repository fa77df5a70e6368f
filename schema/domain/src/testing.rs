//! Test support: a fresh, migrated database per test.
//!
//! With `TEST_DATABASE_URL` unset the database is a SQLite file in a temporary
//! directory. With `TEST_DATABASE_URL=postgres://…` a new database named
//! `lm_test_<random>` is created on that server for the test; the test script
//! drops them afterwards. A configured but unreachable server fails the test
//! (it never silently falls back to SQLite).

use std::path::PathBuf;
use std::sync::Arc;

use sea_orm::{ConnectionTrait, DatabaseConnection};

use crate::kernel::context::AppContext;
use crate::kernel::events::EventBus;
use crate::kernel::kv::MemoryKv;
use crate::kernel::providers::Providers;
use crate::kernel::token::{TokenKind, TokenService};
use crate::kernel::{Permission, Viewer};

/// The prefix of every per-test PostgreSQL database.
pub const PG_TEST_DB_PREFIX: &str = "lm_test_";

/// A migrated test database; a SQLite file is removed on drop.
pub struct TestDb {
    pub db: DatabaseConnection,
    pub url: String,
    sqlite_dir: Option<PathBuf>,
}

impl Drop for TestDb {
    fn drop(&mut self) {
        if let Some(dir) = &self.sqlite_dir {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

impl TestDb {
    pub fn is_postgres(&self) -> bool {
        self.url.starts_with("postgres")
    }
}

/// Which backend the tests run on, for messages.
pub fn backend() -> &'static str {
    match std::env::var("TEST_DATABASE_URL") {
        Ok(u) if u.starts_with("postgres") => "postgres",
        _ => "sqlite",
    }
}

/// A URL for a new, empty database (not yet migrated).
pub async fn fresh_database_url() -> (String, Option<PathBuf>) {
    let name = format!("{PG_TEST_DB_PREFIX}{}", uuid::Uuid::new_v4().simple());
    match std::env::var("TEST_DATABASE_URL") {
        Ok(admin) if admin.starts_with("postgres") => {
            let conn = crate::kernel::db::connect(&admin)
                .await
                .unwrap_or_else(|e| panic!("TEST_DATABASE_URL is set but unreachable: {e}"));
            conn.execute_unprepared(&format!("CREATE DATABASE \"{name}\""))
                .await
                .unwrap_or_else(|e| panic!("cannot create test database: {e}"));
            let _ = conn.close().await;
            (replace_db_name(&admin, &name), None)
        }
        _ => {
            let dir = std::env::temp_dir().join(&name);
            std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("temp dir: {e}"));
            let url = format!("sqlite://{}?mode=rwc", dir.join("test.db").display());
            (url, Some(dir))
        }
    }
}

/// A fresh, migrated database for one test. On PostgreSQL, a copy of a
/// database this test process migrated once (`CREATE DATABASE … TEMPLATE`):
/// migrating every test's database from nothing was hundreds of DDL
/// statements each, most of the PostgreSQL pass's time. The tests of the
/// migrations themselves start from [`fresh_database_url`].
pub async fn test_db() -> TestDb {
    let (url, sqlite_dir) = match std::env::var("TEST_DATABASE_URL") {
        Ok(admin) if admin.starts_with("postgres") => (copy_of_migrated(&admin).await, None),
        _ => fresh_database_url().await,
    };
    let db = crate::kernel::db::connect(&url)
        .await
        .unwrap_or_else(|e| panic!("connect {url}: {e}"));
    if sqlite_dir.is_some() {
        crate::kernel::db::migrate(&db)
            .await
            .unwrap_or_else(|e| panic!("migrate: {e}"));
    }
    TestDb {
        db,
        url,
        sqlite_dir,
    }
}

/// This process's migrated PostgreSQL template: made by the first test
/// that asks, then only copied (a template may have no connection while it
/// is copied: the one that migrated it is closed first). Its name has the
/// test prefix, so the test command's clean-up drops it with the rest.
static TEMPLATE: tokio::sync::OnceCell<String> = tokio::sync::OnceCell::const_new();

/// A new database copied from this process's migrated template.
async fn copy_of_migrated(admin: &str) -> String {
    let template = TEMPLATE
        .get_or_init(|| async {
            let (url, _) = fresh_database_url().await;
            let db = crate::kernel::db::connect(&url)
                .await
                .unwrap_or_else(|e| panic!("connect {url}: {e}"));
            crate::kernel::db::migrate(&db)
                .await
                .unwrap_or_else(|e| panic!("migrate: {e}"));
            let _ = db.close().await;
            url.rsplit('/')
                .next()
                .and_then(|tail| tail.split('?').next())
                .unwrap_or_default()
                .to_owned()
        })
        .await;
    let name = format!("{PG_TEST_DB_PREFIX}{}", uuid::Uuid::new_v4().simple());
    let conn = crate::kernel::db::connect(admin)
        .await
        .unwrap_or_else(|e| panic!("TEST_DATABASE_URL is set but unreachable: {e}"));
    conn.execute_unprepared(&format!(
        "CREATE DATABASE \"{name}\" TEMPLATE \"{template}\""
    ))
    .await
    .unwrap_or_else(|e| panic!("cannot copy the migrated test database: {e}"));
    let _ = conn.close().await;
    replace_db_name(admin, &name)
}

/// Replaces the database name (the URL path) of a PostgreSQL URL.
fn replace_db_name(url: &str, name: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((b, q)) => (b, Some(q)),
        None => (url, None),
    };
    let scheme_end = base.find("://").map(|i| i + 3).unwrap_or(0);
    let host_end = base[scheme_end..]
        .find('/')
        .map(|i| scheme_end + i)
        .unwrap_or(base.len());
    let mut out = format!("{}/{}", &base[..host_end], name);
    if let Some(q) = query {
        out.push('?');
        out.push_str(q);
    }
    out
}

/// A token service with a fixed test secret.
pub fn test_tokens() -> Arc<TokenService> {
    Arc::new(TokenService::new(&[42u8; 32], &[]).unwrap_or_else(|e| panic!("{e}")))
}

/// An application context over a fresh database with the in-process bus
/// and store, and the given providers.
pub async fn test_context_with(providers: Providers) -> (AppContext, TestDb) {
    let tdb = test_db().await;
    let ctx = AppContext {
        db: tdb.db.clone(),
        bus: EventBus::in_process(),
        tokens: test_tokens(),
        kv: Arc::new(MemoryKv::default()),
        providers,
        files: crate::kernel::files::FileStore::local(std::env::temp_dir().join(format!(
            "{PG_TEST_DB_PREFIX}files_{}",
            uuid::Uuid::new_v4().simple()
        )))
        .unwrap_or_else(|e| panic!("{}", e.message)),
        buckets: crate::kernel::bucket::Buckets::local(),
        ip_regions: crate::kernel::ip_region::IpRegions::bundled()
            .unwrap_or_else(|e| panic!("{e}")),
        // Tests run webhook receivers on this machine.
        outbound: crate::kernel::outbound::OutboundPolicy::LOOPBACK,
    };
    (ctx, tdb)
}

/// [`test_context_with`] the console SMS provider and no WeChat/carrier.
pub async fn test_context() -> (AppContext, TestDb) {
    test_context_with(Providers::console()).await
}

/// [`test_context_with`] an SMS provider that keeps the codes it sends
/// (sign-in by SMS in a test), and that provider.
pub async fn test_context_recording_sms() -> (AppContext, Arc<RecordingSms>, TestDb) {
    let sms = Arc::new(RecordingSms::default());
    let providers = Providers {
        sms: sms.clone(),
        ..Providers::console()
    };
    let (ctx, db) = test_context_with(providers).await;
    (ctx, sms, db)
}

/// A channel's invite code for `channel` (a partner's or an operator's),
/// held by a new member: staff make it, as a member alone may not
/// (`invite::create_invite_codes`).
pub async fn channel_code(ctx: &AppContext, channel: &str) -> String {
    let (holder, _) = TestMember::new("渠道运营").create(ctx).await;
    let (staff, _) = TestMember::new("运营")
        .permission(Permission::Operations)
        .create(ctx)
        .await;
    let codes =
        crate::invite::create_invite_codes(ctx, &staff, holder.member_id, &[channel.to_owned()])
            .await
            .unwrap_or_else(|e| panic!("a channel code for {channel}: {e:?}"));
    codes[0].code.clone()
}

/// An SMS provider for tests that keeps every code it is asked to send.
#[derive(Default)]
pub struct RecordingSms {
    pub sent: std::sync::Mutex<Vec<(String, String)>>,
}

impl RecordingSms {
    /// The last code sent to `mobile`.
    pub fn last_code(&self, mobile: &str) -> Option<String> {
        self.sent
            .lock()
            .ok()?
            .iter()
            .rev()
            .find(|(m, _)| m == mobile)
            .map(|(_, c)| c.clone())
    }
}

#[async_trait::async_trait]
impl crate::kernel::providers::SmsSender for RecordingSms {
    async fn send_code(
        &self,
        mobile: &str,
        code: &str,
    ) -> Result<(), crate::kernel::providers::ProviderError> {
        if let Ok(mut sent) = self.sent.lock() {
            sent.push((mobile.to_owned(), code.to_owned()));
        }
        Ok(())
    }
}

/// A change to a member row before it is inserted.
type MemberEdit = Box<dyn FnOnce(&mut entities::member::ActiveModel) + Send>;

/// A member for a test, built field by field: the one way tests make
/// members, so every member has what a registered one has (the broadcast
/// watermark, defaults of `member::accounts::new_member`).
///
/// `TestMember::new("客服").phone("13800000000").permission(Permission::Members).create(&ctx)`
pub struct TestMember {
    nick: String,
    phone: Option<String>,
    staff: bool,
    permissions: Vec<Permission>,
    edits: Vec<MemberEdit>,
}

impl TestMember {
    pub fn new(nick: &str) -> Self {
        Self {
            nick: nick.to_owned(),
            phone: None,
            staff: false,
            permissions: vec![],
            edits: vec![],
        }
    }

    pub fn phone(mut self, phone: &str) -> Self {
        self.phone = Some(phone.to_owned());
        self
    }

    /// Staff (`is_office`) or not.
    pub fn staff(mut self, staff: bool) -> Self {
        self.staff = staff;
        self
    }

    /// Staff holding `permission` (may be called again for more).
    pub fn permission(mut self, permission: Permission) -> Self {
        self.staff = true;
        self.permissions.push(permission);
        self
    }

    /// Any other column.
    pub fn with(
        mut self,
        edit: impl FnOnce(&mut entities::member::ActiveModel) + Send + 'static,
    ) -> Self {
        self.edits.push(Box::new(edit));
        self
    }

    /// Inserts the member.
    pub async fn insert(self, db: &sea_orm::DatabaseConnection) -> entities::member::Model {
        use sea_orm::{ActiveModelTrait, ActiveValue::Set};
        let mut am = crate::member::accounts::new_member(self.nick, crate::kernel::clock::now());
        am.broadcast_read_before = Set(crate::message::join_point(db)
            .await
            .unwrap_or_else(|e| panic!("{e:?}")));
        am.phone = Set(self.phone);
        am.is_office = Set(self.staff);
        am.permissions = Set(Permission::to_json(&self.permissions));
        for edit in self.edits {
            edit(&mut am);
        }
        am.insert(db)
            .await
            .unwrap_or_else(|e| panic!("insert member: {e}"))
    }

    /// Inserts the member and issues it a token — a staff session for
    /// staff, as a sign-in with the second factor gives (`auth::staff`) —:
    /// its viewer and the token. (The viewer is made from the row, not
    /// resolved, so a test may create a disabled member and see its token
    /// refused.)
    pub async fn create(self, ctx: &AppContext) -> (Viewer, String) {
        let m = self.insert(&ctx.db).await;
        let kind = if m.is_office {
            TokenKind::Staff
        } else {
            TokenKind::Access
        };
        let (token, claims) = ctx
            .tokens
            .issue(m.id, kind)
            .unwrap_or_else(|e| panic!("{e}"));
        let viewer = Viewer {
            member_id: m.id,
            is_office: m.is_office,
            permissions: Permission::from_json(&m.permissions),
            token_id: claims.jti.clone(),
            expires_at: claims.expires_at(),
        };
        (viewer, token)
    }
}

/// A delivery address of `member_id` (广东省深圳市…, 张三 13800138000): its id.
pub async fn delivery_address(db: &sea_orm::DatabaseConnection, member_id: i64) -> i64 {
    use sea_orm::{ActiveModelTrait, ActiveValue::Set};
    entities::member_address::ActiveModel {
        member_id: Set(member_id),
        name: Set("张三".into()),
        mobile: Set("13800138000".into()),
        province: Set("广东省".into()),
        city: Set("深圳市".into()),
        country: Set("中国".into()),
        street: Set("南山区".into()),
        address: Set("科技园 1 号".into()),
        created_at: Set(crate::kernel::clock::now()),
        ..Default::default()
    }
    .insert(db)
    .await
    .unwrap_or_else(|e| panic!("insert address: {e}"))
    .id
}

/// A signed-in member (staff or not): its viewer and access token.
pub async fn member_with_token(ctx: &AppContext, nick: &str, staff: bool) -> (Viewer, String) {
    TestMember::new(nick).staff(staff).create(ctx).await
}

/// Panics unless the points invariants hold for every member and item:
/// balance = sum of the ledger, every `balance_after` ≥ 0, invite counters
/// = their invite rows, check-in days = check-in rows, item stock ≥ 0 and
/// redeemed counts = the live redemptions.
pub async fn assert_points_invariants(db: &sea_orm::DatabaseConnection) {
    use entities::{check_in, invite, member, points_ledger, shop_item, shop_redemption};
    use sea_orm::EntityTrait;
    use std::collections::HashMap;
    fn all<T>(e: sea_orm::DbErr) -> T {
        panic!("read: {e}")
    }
    let members = member::Entity::find().all(db).await.unwrap_or_else(all);
    let mut sums: HashMap<i64, i64> = HashMap::new();
    for row in points_ledger::Entity::find()
        .all(db)
        .await
        .unwrap_or_else(all)
    {
        assert!(
            row.points > 0 && row.balance_after >= 0,
            "ledger row {row:?}"
        );
        let signed = if row.points_type == 0 {
            row.points
        } else {
            -row.points
        };
        *sums.entry(row.member_id).or_default() += signed;
    }
    let mut invited: HashMap<i64, (i64, i64)> = HashMap::new();
    for row in invite::Entity::find().all(db).await.unwrap_or_else(all) {
        let e = invited.entry(row.inviter_id).or_default();
        e.0 += 1;
        e.1 += row.points;
    }
    let mut days: HashMap<i64, i32> = HashMap::new();
    for row in check_in::Entity::find().all(db).await.unwrap_or_else(all) {
        *days.entry(row.member_id).or_default() += 1;
    }
    for m in &members {
        let id = m.id;
        assert!(m.points >= 0, "member {id} balance {}", m.points);
        assert_eq!(
            m.points,
            sums.get(&id).copied().unwrap_or(0),
            "member {id}: balance vs ledger"
        );
        let (n, points) = invited.get(&id).copied().unwrap_or_default();
        assert_eq!(m.invite_points, points, "member {id}: invite points");
        assert!(
            m.invite_num >= n,
            "member {id}: invite count below invite rows"
        );
        assert_eq!(
            m.check_in_days,
            days.get(&id).copied().unwrap_or(0),
            "member {id}: check-in days"
        );
    }
    let mut redeemed: HashMap<i64, i64> = HashMap::new();
    for r in shop_redemption::Entity::find()
        .all(db)
        .await
        .unwrap_or_else(all)
    {
        if r.status != 2 {
            *redeemed.entry(r.item_id).or_default() += i64::from(r.quantity);
        }
    }
    for item in shop_item::Entity::find().all(db).await.unwrap_or_else(all) {
        assert!(item.stock >= 0, "item {} stock {}", item.id, item.stock);
        assert_eq!(
            item.redeemed_count,
            redeemed.get(&item.id).copied().unwrap_or(0),
            "item {}: redeemed count",
            item.id
        );
    }
}

/// Grants `member_id` `points` through the ledger (as an ad reward), in a
/// unit of work of its own: the balance and the ledger move together and
/// the new balance is announced. `key` makes it once.
pub async fn grant_points(ctx: &AppContext, member_id: i64, points: i64, key: &str) {
    let txn = crate::kernel::db::begin(ctx)
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    crate::points::ledger::post(
        &txn,
        crate::points::ledger::Entry {
            member_id,
            points,
            reason: crate::points::ledger::Reason::AdReward,
            description: "测试".into(),
            key: key.to_owned(),
        },
    )
    .await
    .unwrap_or_else(|e| panic!("{e:?}"));
    txn.commit().await.unwrap_or_else(|e| panic!("{e}"));
}

/// `ctx` on a connection that counts the SQL statements it runs (sea-orm's
/// metric callback), for tests that hold a query count (never a time).
pub fn counting_statements(ctx: &AppContext) -> (AppContext, Arc<std::sync::atomic::AtomicUsize>) {
    let statements = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let mut counted = ctx.db.clone();
    let s = statements.clone();
    counted.set_metric_callback(move |_| {
        s.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    });
    (
        AppContext {
            db: counted,
            ..ctx.clone()
        },
        statements,
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn replaces_db_name() {
        assert_eq!(
            super::replace_db_name("postgres://postgres@127.0.0.1:5432/postgres", "x"),
            "postgres://postgres@127.0.0.1:5432/x"
        );
        assert_eq!(
            super::replace_db_name("postgres://u@h:1/db?sslmode=disable", "x"),
            "postgres://u@h:1/x?sslmode=disable"
        );
        assert_eq!(
            super::replace_db_name("postgres://u@h:1", "x"),
            "postgres://u@h:1/x"
        );
    }
}
