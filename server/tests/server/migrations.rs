//! Migrations in a rolling deploy (docs/contributing.md, "Migrations in a
//! rolling deploy"): `migrate --dry-run` lists what would run and applies
//! nothing, and every migration's `up` only expands the schema — or is on
//! the allow-list below with the reason it may do more.

use std::collections::BTreeMap;

use migration::{MigratorTrait, SchemaManager};
use sea_orm::{ConnectionTrait, Statement};

use crate::common::process::server;

fn names() -> Vec<String> {
    migration::Migrator::migrations()
        .iter()
        .map(|m| m.name().to_owned())
        .collect()
}

/// `server migrate [--dry-run]` on `url` (none: SQLite in the data dir).
fn migrate(dir: &std::path::Path, url: Option<&str>, dry_run: bool) -> (String, String) {
    let mut cmd = server(dir);
    cmd.arg("migrate");
    if dry_run {
        cmd.env("MIGRATE_DRY_RUN", "true");
    }
    if let Some(u) = url {
        cmd.env("DATABASE_URL", u);
    }
    let out = cmd.output().unwrap();
    let (stdout, stderr) = (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    );
    assert!(out.status.success(), "{stderr}");
    (stdout, stderr)
}

#[tokio::test]
async fn migrate_dry_run_lists_pending_migrations_in_order_and_applies_none() {
    let dir = tempfile::tempdir().unwrap();
    let pg = domain::testing::backend() == "postgres";
    let url = if pg {
        Some(domain::testing::fresh_database_url().await.0)
    } else {
        None
    };
    let all = names();

    // A new database: every migration, in order; nothing created.
    let (stdout, stderr) = migrate(dir.path(), url.as_deref(), true);
    assert_eq!(stdout.lines().collect::<Vec<_>>(), all, "{stderr}");
    assert!(stderr.contains("nothing was applied"), "{stderr}");
    let sqlite_file = dir.path().join("data").join("app.db");
    assert!(!sqlite_file.exists(), "the dry run created the SQLite file");
    let url = url.unwrap_or_else(|| format!("sqlite://{}?mode=rwc", sqlite_file.display()));
    if pg {
        let db = domain::kernel::db::connect(&url).await.unwrap();
        assert!(!SchemaManager::new(&db)
            .has_table("seaql_migrations")
            .await
            .unwrap());
    }

    // Migrated: nothing pending.
    let (stdout, _) = migrate(dir.path(), Some(&url), false);
    assert_eq!(stdout.trim(), "migrations are up to date");
    let (stdout, stderr) = migrate(dir.path(), Some(&url), true);
    assert_eq!(stdout, "");
    assert!(
        stderr.contains(&format!("0 of {} migrations", all.len())),
        "{stderr}"
    );

    // The newest one forgotten (as before a release that adds it), and a
    // migration of a newer release recorded: the dry run lists the first
    // and names the second, and still applies nothing.
    let db = domain::kernel::db::connect(&url).await.unwrap();
    let backend = db.get_database_backend();
    let last = all.last().unwrap();
    db.execute(Statement::from_string(
        backend,
        format!("DELETE FROM seaql_migrations WHERE version = '{last}'"),
    ))
    .await
    .unwrap();
    db.execute(Statement::from_string(
        backend,
        "INSERT INTO seaql_migrations (version, applied_at) VALUES ('m20991231_000099_future', 0)",
    ))
    .await
    .unwrap();
    let (stdout, stderr) = migrate(dir.path(), Some(&url), true);
    assert_eq!(stdout.trim(), last);
    assert!(stderr.contains("m20991231_000099_future"), "{stderr}");
    let still: Vec<String> = db
        .query_all(Statement::from_string(
            backend,
            "SELECT version FROM seaql_migrations",
        ))
        .await
        .unwrap()
        .iter()
        .map(|r| r.try_get::<String>("", "version").unwrap())
        .collect();
    assert!(!still.contains(last), "the dry run applied {last}");
}

#[tokio::test]
async fn a_database_a_newer_release_migrated_starts_without_migrating() {
    let dir = tempfile::tempdir().unwrap();
    let (url, _sqlite_dir) = domain::testing::fresh_database_url().await;
    migrate(dir.path(), Some(&url), false);
    let db = domain::kernel::db::connect(&url).await.unwrap();
    let backend = db.get_database_backend();
    db.execute(Statement::from_string(
        backend,
        "INSERT INTO seaql_migrations (version, applied_at) VALUES ('m20991231_000099_future', 0)",
    ))
    .await
    .unwrap();
    // Every migration of ours is applied: served as it is.
    let (stdout, _) = migrate(dir.path(), Some(&url), false);
    assert_eq!(stdout.trim(), "migrations are up to date");

    // One of ours missing beside a newer one: another branch migrated it.
    let last = names().pop().unwrap();
    db.execute(Statement::from_string(
        backend,
        format!("DELETE FROM seaql_migrations WHERE version = '{last}'"),
    ))
    .await
    .unwrap();
    let out = server(dir.path())
        .arg("migrate")
        .env("DATABASE_URL", &url)
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("m20991231_000099_future") && err.contains(&last),
        "{err}"
    );
}

/// What an `up` may not do to something the previous release reads (drop,
/// rename, retype), and data changes (backfills), which belong in jobs. Builder calls
/// as written; SQL words in any case (raw SQL in strings).
const BUILDER_CALLS: [&str; 16] = [
    "drop_table",
    "drop_column",
    "rename_column",
    "rename_table",
    "modify_column",
    "drop_index",
    "drop_foreign_key",
    "truncate_table",
    "Table::drop",
    "Table::rename",
    "Table::truncate",
    "Index::drop",
    "ForeignKey::drop",
    "Query::update",
    "Query::delete",
    "Query::insert",
];
const SQL_WORDS: [&str; 8] = [
    "DROP ",
    "RENAME ",
    "ALTER COLUMN",
    "TRUNCATE ",
    "DELETE FROM",
    "UPDATE ",
    " TYPE ",
    "INSERT INTO",
];

/// Findings allowed, each inspected: (file, pattern, how many, why). Every
/// migration here landed before the rule did (5a6a3d6, the release in
/// deploy/previous-release); a new entry needs a reason as good.
const ALLOWED: [(&str, &str, usize, &str); 12] = [
    (
        "m20261211_000036_file_holders.rs",
        "UPDATE ",
        2,
        "marks files attached before this release as held by several things \
         (uploaded_file.held_by, added by this same migration, so none is ever \
         released by one post's deletion) and makes the screenshots already sent \
         with feedback private in uploaded_file.private (added by 000035, which the \
         previous release never reads: it serves them by id until it is gone)",
    ),
    (
        "m20261210_000035_file_media.rs",
        "UPDATE ",
        1,
        "makes the photos of certifications already sent private (and attached) in \
         uploaded_file.private and attached_at, both added by this same migration: the \
         previous release never reads them, so it still serves those photos by id \
         until it is gone (a rolling deploy's minutes)",
    ),
    (
        "m20261201_000025_channel_codes.rs",
        "UPDATE ",
        2,
        "marks the channel operators' codes in invite_code.channel_id, added by this \
         same migration, and moves invites that named a channel through a code not \
         its own to invite.share_channel (also new): the previous release reads \
         invite.channel as optional, so a cleared value reads as a member without a \
         channel, which is what the invite now is",
    ),
    (
        "m20261126_000013_invite_pairs.rs",
        "Query::update",
        2,
        "fills pair_low/pair_high, added by this same migration and read by no \
         earlier release, so the unique index can be built; the invite table is \
         small (one row per invited member). Today: a job, then the index in a \
         later release",
    ),
    (
        "m20261126_000014_jobs_and_workflow.rs",
        "Query::update",
        1,
        "fills feedback.outcome, added by this same migration (nullable) for the \
         feedback already closed; no earlier release reads it",
    ),
    (
        "m20261128_000019_channels.rs",
        "Table::drop",
        1,
        "SQLite only: partner_channel rebuilt to drop its NOT NULL (SQLite alters \
         no nullability) inside one batch; SQLite runs one instance, so no earlier \
         release reads it during the change",
    ),
    (
        "m20261128_000019_channels.rs",
        "Table::rename",
        1,
        "the same SQLite rebuild: the copy takes the old table's name",
    ),
    (
        "m20261128_000019_channels.rs",
        "modify_column",
        1,
        "PostgreSQL: partner_channel.partner_id NOT NULL dropped. A breach for \
         readers (the release before decodes it as non-null and fails on a channel \
         without a partner); accepted because it shipped before the rule. Today: \
         a new nullable column, both written, the old one dropped two releases on",
    ),
    (
        "m20261121_000002_invites_and_shop.rs",
        "Query::insert",
        1,
        "carries member.invite_me_member_id over into the invite table this same \
         migration creates (nothing read it before)",
    ),
    (
        "m20261126_000014_jobs_and_workflow.rs",
        "Query::insert",
        1,
        "a job for each message still scheduled, in the job table this same \
         migration creates, so none is lost in the upgrade",
    ),
    (
        "m20261206_000031_message_counts.rs",
        "UPDATE ",
        1,
        "fills message.recipient_count and read_count, added by this same \
         migration (defaults 0), for the messages already sent; no earlier \
         release reads them",
    ),
    (
        "m20261128_000019_channels.rs",
        "Query::insert",
        1,
        "the SQLite rebuild's copy of partner_channel's rows (Table::drop above)",
    ),
];

/// A migration file without comments and without its `down` body.
fn up_text(source: &str) -> String {
    let code: String = source
        .lines()
        .map(|l| l.split("//").next().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n");
    let Some(start) = code.find("fn down") else {
        return code;
    };
    let open = start + code[start..].find('{').unwrap();
    let mut depth = 0;
    for (i, c) in code[open..].char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return format!("{}{}", &code[..start], &code[open + i + 1..]);
                }
            }
            _ => {}
        }
    }
    panic!("fn down has no end")
}

#[test]
fn migrations_only_expand_the_schema_or_are_allowed_by_name() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../migration/src");
    let mut found: BTreeMap<(String, &str), usize> = BTreeMap::new();
    let mut files = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if !name.starts_with('m') || !name.ends_with(".rs") {
            continue;
        }
        files += 1;
        let up = up_text(&std::fs::read_to_string(&path).unwrap());
        let upper = up.to_uppercase();
        for p in BUILDER_CALLS {
            let n = up.matches(p).count();
            if n > 0 {
                found.insert((name.clone(), p), n);
            }
        }
        for p in SQL_WORDS {
            let n = upper.matches(p).count();
            if n > 0 {
                found.insert((name.clone(), p), n);
            }
        }
    }
    assert_eq!(files, names().len(), "a migration file per migration");
    let allowed: BTreeMap<(String, &str), usize> = ALLOWED
        .iter()
        .map(|(f, p, n, _)| (((*f).to_owned(), *p), *n))
        .collect();
    let new: Vec<_> = found
        .iter()
        .filter(|(k, n)| allowed.get(*k) != Some(n))
        .collect();
    assert!(
        new.is_empty(),
        "migrations that drop, rename, retype or change data, not on the allow-list \
         (docs/contributing.md, \"Migrations in a rolling deploy\"): {new:?}"
    );
    let stale: Vec<_> = allowed.keys().filter(|k| !found.contains_key(*k)).collect();
    assert!(
        stale.is_empty(),
        "allow-list entries that match nothing: {stale:?}"
    );
}
