//! `server`: see `server --help` and CONTRACT §2.

use anyhow::Context;
use clap::Parser;

use server::config::{Cli, Command, Settings};
use server::state::{open_database, AppState};

mod backup;
mod migrations;

/// mimalloc rather than the system allocator: many small short-lived
/// allocations per request from two or more threads, where glibc's malloc
/// showed as a seventh of a trivial query's CPU (BENCHMARKS.md).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[tokio::main]
async fn main() {
    let cli = Cli::parse();
    server::telemetry::init(&cli.settings);
    if let Err(err) = run(cli).await {
        // `{:#}` prints the whole context chain on one line, without a backtrace.
        eprintln!("error: {err:#}");
        std::process::exit(1);
    }
}

async fn run(cli: Cli) -> anyhow::Result<()> {
    let settings = cli.settings;
    match cli.command.unwrap_or(Command::Serve) {
        Command::PrintSchema(args) => {
            print!(
                "{}",
                if args.full {
                    api::sdl_full()
                } else {
                    api::sdl()
                }
            );
            Ok(())
        }
        Command::Migrate(args) => migrations::run(&settings, &args).await,
        Command::Backup(args) => backup::run(&settings, &args).await,
        Command::CreateStaff(args) => {
            let db = open_database(&settings).await?;
            let r = domain::member::accounts::create_or_promote(
                &db,
                &args.phone,
                &args.password,
                args.name.as_deref(),
            )
            .await
            .map_err(|e| anyhow::anyhow!("{}", e.message))?;
            if r.created {
                println!("created staff member {} ({})", r.member_id, args.phone);
            } else {
                println!("promoted member {} ({}) to staff", r.member_id, args.phone);
            }
            staff_factor(&settings, &db, r.member_id, &args).await
        }
        Command::CreatePartner(args) => {
            let db = open_database(&settings).await?;
            let fail = |e: domain::AppError| anyhow::anyhow!("{}", e.message);
            let partner = domain::partner::service::create(
                &db,
                None,
                domain::partner::NewPartner {
                    name: args.name,
                    contact: args.contact,
                    channels: args.channels,
                    bucket_size: args.bucket_size,
                    restore_rate: args.restore_rate,
                    trusted_documents_only: args.trusted_documents_only,
                    redirect_uris: args.redirect_uris,
                },
            )
            .await
            .map_err(fail)?;
            let (key, text) =
                domain::partner::keys::issue_key(&db, None, partner.id, &args.scopes, None)
                    .await
                    .map_err(fail)?;
            let scopes: Vec<&str> = key.scopes.iter().map(|s| s.as_str()).collect();
            eprintln!(
                "created partner {} ({}), OAuth client_id {}, key {} with scopes {}",
                partner.id,
                partner.name,
                api::ids::global(api::ids::NodeKind::Partner, partner.id).as_str(),
                key.prefix,
                scopes.join(" ")
            );
            eprintln!("the key is shown this once; only its hash is kept:");
            println!("{text}");
            Ok(())
        }
        Command::SeedDemo => {
            let db = open_database(&settings).await?;
            let s = domain::demo::seed(&db)
                .await
                .map_err(|e| anyhow::anyhow!("{}", e.message))?;
            let state = AppState::new(settings, db).await?;
            let q = domain::demo::season::replay(&state.ctx)
                .await
                .map_err(|e| anyhow::anyhow!("{}", e.message))?;
            let posts = domain::demo::community::seed(&state.ctx)
                .await
                .map_err(|e| anyhow::anyhow!("{}", e.message))?;
            println!(
                "demo loaded: {} members, {} follows, {} ledger rows, {} messages, {} picks on {} matches, {} plans, {} posts",
                s.members, s.follows, s.ledger_rows, s.messages, q.picks, q.matches, q.plans, posts
            );
            Ok(())
        }
        Command::ImportDraws(args) => {
            let game = domain::lottery::Game::from_code(&args.game)
                .map_err(|e| anyhow::anyhow!("--game: {}", e.message))?;
            let text = std::fs::read_to_string(&args.file)
                .with_context(|| format!("reading {}", args.file.display()))?;
            let draws = domain::lottery::service::parse_history(game, &text)
                .map_err(|e| anyhow::anyhow!("{}", e.message))?;
            let db = open_database(&settings).await?;
            let s = domain::lottery::service::import(&db, game, &draws, |done, total| {
                eprintln!("imported {done}/{total}");
            })
            .await
            .map_err(|e| anyhow::anyhow!("{}", e.message))?;
            println!(
                "{}: {} new draws, {} already stored",
                game.code(),
                s.inserted,
                s.unchanged
            );
            Ok(())
        }
        Command::ImportMatches(args) => {
            let text = std::fs::read_to_string(&args.file)
                .with_context(|| format!("reading {}", args.file.display()))?;
            let (game, matches) = domain::sports::import::parse_matches(&text)
                .map_err(|e| anyhow::anyhow!("{}", e.message))?;
            let db = open_database(&settings).await?;
            let s = domain::sports::import::import(&db, game, &matches, |done, total| {
                eprintln!("imported {done}/{total}");
            })
            .await
            .map_err(|e| anyhow::anyhow!("{}", e.message))?;
            println!(
                "{}: {} new matches, {} updated, {} already stored, {} odds rows added",
                game.code(),
                s.inserted,
                s.updated,
                s.unchanged,
                s.odds_added
            );
            Ok(())
        }
        Command::SampleMatches(args) => {
            let game = domain::sports::SportsGame::from_code(&args.game).ok_or_else(|| {
                anyhow::anyhow!("--game: \"{}\" is not jczq, jclq, bjdc or ctzq", args.game)
            })?;
            let today = domain::kernel::clock::shanghai_day(domain::kernel::clock::now());
            let from = args.from.unwrap_or(today - chrono::Duration::days(14));
            let sample = domain::sports::sample::generate(game, from, args.days, today, args.seed)
                .map_err(|e| anyhow::anyhow!("--{}", e.message))?;
            let db = open_database(&settings).await?;
            let s = domain::sports::import::import_with_issues(
                &db,
                game,
                &sample.matches,
                &sample.issues,
                |done, total| eprintln!("stored {done}/{total}"),
            )
            .await
            .map_err(|e| anyhow::anyhow!("{}", e.message))?;
            println!(
                "{} (sample): {} new matches, {} updated, {} already stored, {} odds rows added, {} issues",
                game.code(),
                s.inserted,
                s.updated,
                s.unchanged,
                s.odds_added,
                sample.issues.len()
            );
            Ok(())
        }
        Command::CopyUploads => {
            eprintln!(
                "copying {}/uploads to the bucket",
                settings.data_dir.display()
            );
            let done =
                server::copy_uploads::run(&settings.storage, &settings.data_dir, |n, total| {
                    if n % 100 == 0 || n == total {
                        eprintln!("{n}/{total} checked");
                    }
                })
                .await?;
            println!(
                "copied {} objects ({} bytes), {} already there; each verified by SHA-256",
                done.copied, done.bytes, done.skipped
            );
            Ok(())
        }
        Command::Serve => serve(settings).await,
    }
}

async fn serve(settings: Settings) -> anyhow::Result<()> {
    settings.check()?;
    let db = open_database(&settings).await?;
    let mut seeded = false;
    if settings.demo {
        if domain::demo::is_empty(&db)
            .await
            .map_err(|e| anyhow::anyhow!("{e}"))?
        {
            // No 竞彩足球 samples: the feeds put real matches on sale (the
            // replay, or a configured source).
            let s = domain::demo::seed_with(&db, false)
                .await
                .map_err(|e| anyhow::anyhow!("{}", e.message))?;
            tracing::info!(members = s.members, follows = s.follows, "demo data loaded");
            seeded = true;
        } else {
            tracing::info!("database not empty: demo data not loaded");
        }
    }
    let listen = settings.listen;
    let static_dir = settings.static_dir();
    let state = AppState::new(settings, db).await?;
    if seeded {
        let staff = domain::demo::staff::create(&state.ctx.db, &state.ctx.tokens)
            .await
            .map_err(|e| anyhow::anyhow!("{}", e.message))?;
        // Printed once (the console's sign-in needs all three).
        println!(
            "demo staff: phone {}, password {}, TOTP key {} ({})",
            staff.phone, staff.password, staff.totp_secret, staff.otpauth_url
        );
        // The guessing season settles through the services (it needs the
        // state), in the background: the app serves while it fills in.
        let ctx = state.ctx.clone();
        tokio::spawn(async move {
            match domain::demo::season::replay(&ctx).await {
                Ok(q) => tracing::info!(
                    picks = q.picks,
                    matches = q.matches,
                    plans = q.plans,
                    "demo guessing season replayed"
                ),
                Err(e) => tracing::warn!(error = %e.message, "demo guessing season not replayed"),
            }
            match domain::demo::community::seed(&ctx).await {
                Ok(n) => tracing::info!(posts = n, "demo community written"),
                Err(e) => tracing::warn!(error = %e.message, "demo community not written"),
            }
        });
    }
    let listener = tokio::net::TcpListener::bind(listen)
        .await
        .with_context(|| format!("binding {listen}"))?;
    tracing::info!(
        address = %listen,
        redis = state.ctx.bus.is_redis(),
        client = ?static_dir,
        mode = ?state.settings.mode,
        "serving on http://{listen}"
    );
    let served = server::serve(state, listener, server::shutdown_signal()).await;
    // The last spans leave before the process does (no-op without traces).
    server::telemetry::shutdown().await;
    served.context("serving HTTP")?;
    Ok(())
}

/// `create-staff`'s second factor: the key given, or a new one printed
/// once when the account has none (or `--new-totp-secret`).
async fn staff_factor(
    settings: &Settings,
    db: &sea_orm::DatabaseConnection,
    member_id: i64,
    args: &server::config::CreateStaffArgs,
) -> anyhow::Result<()> {
    use domain::auth::factor::enrol;
    let fail = |e: domain::AppError| anyhow::anyhow!("{}", e.message);
    let tokens = server::state::token_service(settings)?;
    let given = args.totp_secret.as_deref();
    let keep = given.is_none() && !args.new_totp_secret;
    if keep && enrol::is_enrolled(db, member_id).await.map_err(fail)? {
        println!("second factor: enrolled already (kept; --new-totp-secret replaces it)");
        return Ok(());
    }
    let key = enrol::set_secret(db, &tokens, member_id, given)
        .await
        .map_err(fail)?;
    if given.is_some() {
        println!("second factor: set from --totp-secret");
    } else {
        // Shown once, as an enrolment's QR code is: add it to an
        // authenticator app now.
        println!("second factor (TOTP) key: {}", key.secret);
        println!("authenticator URI: {}", key.otpauth_url);
    }
    Ok(())
}
