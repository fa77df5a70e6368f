//! The benchmark suite of `shared/design/performance.md` (see BENCHMARKS.md):
//!
//! - `bench run [--scale tiny|small|full]`: seeds or reuses the datasets, starts
//!   the servers and the PostGraphile peer, runs W0–W20 and prints the
//!   table (also written as JSON);
//! - `bench seed --database-url … [--scale …]`: the dataset alone;
//! - `bench serve [server flags]`: the product server plus the W0 route;
//! - `bench fanout-floor --listen ADDR [--raw]`: W11's floor, a bare
//!   graphql-ws (or TCP) broadcaster (`floor.rs`; `bench run` starts it).
//!
//! Nothing here is part of the production build: it is its own binary.

// The server's whole schema nests async layouts deeply (as in `server`).
#![recursion_limit = "256"]

mod areas;
mod core_jobs;
mod datasets;
mod floor;
mod http_load;
mod limits;
mod pgwait;
mod procs;
mod report;
mod run;
mod scale;
mod seed;
mod seed_channel;
mod seed_quiz;
mod seed_search;
mod send_floor;
mod serve;
mod settle;
mod sockets;
mod sqlcount;
mod statements;
mod tails;
mod webhooks;
mod ws_load;

use anyhow::Context;
use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "bench", about = "The benchmark suite of performance.md")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run every workload and print the table.
    Run(run::RunArgs),
    /// Seed a freshly created database with a scale's dataset.
    Seed {
        /// `sqlite://…` or `postgres://…`; migrated first.
        #[arg(long)]
        database_url: String,
        /// `tiny`, `small` or `full`.
        #[arg(long, default_value = "small")]
        scale: String,
    },
    /// Prints an access token for `member`, signed with `secret` (for
    /// profiling a `bench serve` started with the same `--jwt-secret`).
    Token {
        #[arg(long)]
        secret: String,
        #[arg(long)]
        member: i64,
    },
    /// The product server with the W0 route; takes `server`'s flags.
    Serve {
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
    /// W11's floor: a bare graphql-ws broadcaster (no auth, no database)
    /// that broadcasts once per line on its standard input and prints the
    /// time it stamped (µs since the epoch). `bench run` starts it.
    FanoutFloor {
        /// The address to listen on, e.g. 127.0.0.1:4100.
        #[arg(long)]
        listen: String,
        /// Bare TCP, a line per value, in place of graphql-ws (the
        /// kernel's part alone).
        #[arg(long)]
        raw: bool,
    },
}

/// The production binary's allocator (`server/src/main.rs`), so `bench
/// serve` measures what production runs.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[tokio::main]
async fn main() {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Run(args) => run::run(args).await,
        Command::Seed {
            database_url,
            scale,
        } => seed_only(&database_url, &scale).await,
        Command::Token { secret, member } => token(&secret, member),
        Command::Serve { args } => serve::run(args).await,
        Command::FanoutFloor { listen, raw } => floor::serve(&listen, raw).await,
    };
    if let Err(err) = result {
        eprintln!("error: {err:#}");
        std::process::exit(1);
    }
}

fn token(secret: &str, member: i64) -> anyhow::Result<()> {
    println!("{}", core_jobs::Tokens::new(secret)?.access(member)?);
    Ok(())
}

async fn seed_only(url: &str, scale: &str) -> anyhow::Result<()> {
    let scale = scale::Scale::named(scale)
        .with_context(|| format!("--scale: expected tiny, small or full, got {scale}"))?;
    datasets::seed_fresh(url, &scale).await
}
