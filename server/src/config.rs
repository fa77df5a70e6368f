//! Configuration: the flags of CONTRACT §2, each also read from the
//! environment variable named beside it.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use clap::{Args, Parser, Subcommand, ValueEnum};
use domain::kernel::ip_region::IpRegions;
use domain::kernel::kv::KvStore;
use domain::kernel::providers::aliyun::{AliyunCredentials, AliyunOneClick, AliyunSms};
use domain::kernel::providers::console::ConsoleSms;
use domain::kernel::providers::wechat::WeChatClient;
use domain::kernel::providers::{CarrierOneClick, Providers, SmsSender, WeChat};

#[derive(Debug, Parser)]
#[command(
    name = "server",
    version,
    about = "Member platform of the lottery companion app: GraphQL, WebSocket and the legacy /api"
)]
pub struct Cli {
    #[command(flatten)]
    pub settings: Settings,
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run pending migrations, then serve HTTP and WebSocket (the default).
    Serve,
    /// Run pending migrations and exit (`--dry-run`: list them, apply none).
    Migrate(MigrateArgs),
    /// Write a consistent copy of the SQLite database while the server runs
    /// (docs/backups.md); PostgreSQL is backed up with `pg_dump -Fc`.
    Backup(BackupArgs),
    /// Print the public GraphQL SDL (schema/schema.graphql must equal it).
    PrintSchema(PrintSchemaArgs),
    /// Create a staff member (is_office) who can sign in with a password, or
    /// promote the member who has this phone.
    CreateStaff(CreateStaffArgs),
    /// Create a channel partner and its first API key (printed once; only
    /// its hash is kept). Staff manage partners over GraphQL afterwards.
    CreatePartner(CreatePartnerArgs),
    /// Load demo members, follows, points and messages into an empty database.
    SeedDemo,
    /// Import draw history from a JSON file (the format of the shared draw
    /// data: `issueNumber`, `redBalls`/`blueBall` or `frontBalls`/`backBalls`,
    /// `drawDate`). Checks every ball first; running it again changes nothing.
    ImportDraws(ImportDrawsArgs),
    /// Import sports matches, odds and results from a JSON file (the format
    /// of the shared match data: `{"game": "jczq", "matches": [...]}`).
    /// Checks every row first, naming its line and field; running it again
    /// changes nothing; results and new odds for stored matches are added.
    ImportMatches(ImportMatchesArgs),
    /// Generate sample fixtures and store them, flagged as sample data: for
    /// the games no real data exists for (竞彩篮球, 北京单场, 传统足彩) days
    /// before today finished with results and the rest on sale; for 竞彩足球
    /// (whose results are the real matches) only days from today on, on sale,
    /// so the 排行 tab has matches to pick. The same arguments give the same
    /// fixtures; running it again changes nothing.
    SampleMatches(SampleMatchesArgs),
    /// Copy the data dir's uploads to the bucket `--storage s3` and the
    /// `--s3-*` flags name, reading each back and comparing its SHA-256;
    /// objects already there with the same bytes are skipped, so a run
    /// stopped half-way is run again. Deletes nothing.
    CopyUploads,
}

#[derive(Debug, Args)]
pub struct SampleMatchesArgs {
    /// The game: `jczq`, `jclq`, `bjdc` or `ctzq`.
    #[arg(long)]
    pub game: String,
    /// The first day (YYYY-MM-DD, Beijing); default two weeks ago.
    #[arg(long)]
    pub from: Option<chrono::NaiveDate>,
    /// How many days, 1 to 366.
    #[arg(long, default_value_t = 17)]
    pub days: u32,
    /// The random seed.
    #[arg(long, default_value_t = 2026)]
    pub seed: u64,
}

#[derive(Debug, Args)]
pub struct MigrateArgs {
    /// List the migrations that would run, in order, and apply none.
    #[arg(long, env = "MIGRATE_DRY_RUN")]
    pub dry_run: bool,
}

#[derive(Debug, Args)]
pub struct BackupArgs {
    /// The file to write (it must not exist, unless `--force`).
    #[arg(long, env = "BACKUP_OUT")]
    pub out: PathBuf,
    /// Replace the file if it exists.
    #[arg(long, env = "BACKUP_FORCE")]
    pub force: bool,
}

#[derive(Debug, Args)]
pub struct PrintSchemaArgs {
    /// Print the whole schema, the staff back office included
    /// (schema/schema.full.graphql must equal it).
    #[arg(long)]
    pub full: bool,
}

#[derive(Debug, Args)]
pub struct ImportDrawsArgs {
    /// The game: `ssq` (双色球) or `dlt` (大乐透).
    #[arg(long)]
    pub game: String,
    /// The JSON file to import.
    #[arg(long)]
    pub file: std::path::PathBuf,
}

#[derive(Debug, Args)]
pub struct ImportMatchesArgs {
    /// The JSON file to import (its `game` says which lottery).
    #[arg(long)]
    pub file: std::path::PathBuf,
}

#[derive(Debug, Args)]
pub struct CreatePartnerArgs {
    /// The partner's name (unique, 1 to 60 characters).
    #[arg(long)]
    pub name: String,
    /// How to reach the partner (person, phone or e-mail).
    #[arg(long)]
    pub contact: Option<String>,
    /// An invite channel the partner owns (repeat for several, or
    /// comma-separate): members who register with a code of it are the
    /// partner's members.
    #[arg(long = "channel", value_delimiter = ',')]
    pub channels: Vec<String>,
    /// The key's scopes, comma-separated: member:read, focus:read,
    /// points:read, messages:read, unread:subscribe, lottery:read,
    /// sports:read, quiz:read, community:read, channel:stats, member:pii,
    /// webhooks:write.
    #[arg(long, value_delimiter = ',', required = true)]
    pub scopes: Vec<String>,
    /// Cost points the partner's bucket holds (default 1000).
    #[arg(long)]
    pub bucket_size: Option<i64>,
    /// Cost points restored a second (default 50).
    #[arg(long)]
    pub restore_rate: Option<i64>,
    /// The partner's keys may run only documents registered for it.
    #[arg(long)]
    pub trusted_documents_only: bool,
    /// Where the partner's OAuth authorizations may send a member back
    /// (repeat for several): an absolute https URI, or http on 127.0.0.1
    /// or localhost; matched exactly.
    #[arg(long = "redirect-uri")]
    pub redirect_uris: Vec<String>,
}

#[derive(Debug, Args)]
pub struct CreateStaffArgs {
    /// Mobile number of the staff member.
    #[arg(long, env = "STAFF_PHONE")]
    pub phone: String,
    /// Password for the staff `Login` call (8 to 128 characters). Prefer the
    /// environment variable, which stays out of the shell history.
    #[arg(long, env = "STAFF_PASSWORD", hide_env_values = true)]
    pub password: String,
    /// Display name (nickname); defaults to 工作人员 and the last 4 digits.
    #[arg(long, env = "STAFF_NAME")]
    pub name: Option<String>,
    /// The account's TOTP key (base32, at least 128 bits), for scripts and
    /// tests that sign staff in. Without it, an account with no second
    /// factor gets a new key, printed once; an enrolled account keeps its
    /// own.
    #[arg(long, env = "STAFF_TOTP_SECRET", hide_env_values = true)]
    pub totp_secret: Option<String>,
    /// Replace the account's second factor with a new key, printed once
    /// (a lost authenticator, when no other staff can reset it).
    #[arg(long, conflicts_with = "totp_secret")]
    pub new_totp_secret: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Mode {
    /// GraphiQL on, introspection for all, readable logs.
    Development,
    /// GraphiQL off, introspection for staff only, no field suggestions;
    /// refuses to start without JWT_SECRET or with the console SMS provider.
    Production,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum SmsProvider {
    /// Writes each code to the log (`sms code for 138…: 123456`); development only.
    Console,
    /// Aliyun SMS (`SendSms`); needs the ALIYUN_* access key, sign name and template.
    Aliyun,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum LogFormat {
    /// One human-readable line per event.
    Text,
    /// One JSON object per event, for log collectors.
    Json,
}

#[derive(Debug, Clone, Args)]
pub struct Settings {
    /// Address to listen on.
    #[arg(long, env = "LISTEN", default_value = "127.0.0.1:8080", global = true)]
    pub listen: SocketAddr,

    /// Database URL, `sqlite://…` or `postgres://…`. Default: SQLite in the data dir.
    #[arg(long, env = "DATABASE_URL", global = true)]
    pub database_url: Option<String>,

    /// Directory for the SQLite file, uploaded files and the generated secret.
    #[arg(long, env = "DATA_DIR", default_value = "./data", global = true)]
    pub data_dir: PathBuf,

    /// Redis URL. Unset: in-process event bus (a single instance).
    #[arg(long, env = "REDIS_URL", global = true)]
    pub redis_url: Option<String>,

    /// Token signing secret, at least 32 bytes. Unset: a random one is
    /// generated once and kept in the data dir.
    #[arg(long, env = "JWT_SECRET", hide_env_values = true, global = true)]
    pub jwt_secret: Option<String>,

    /// Earlier secrets that still verify tokens during a key rotation,
    /// comma-separated.
    #[arg(
        long,
        env = "JWT_PREVIOUS_SECRETS",
        hide_env_values = true,
        value_delimiter = ',',
        global = true
    )]
    pub jwt_previous_secrets: Vec<String>,

    /// How SMS verification codes are sent.
    #[arg(long, env = "SMS_PROVIDER", value_enum, default_value_t = SmsProvider::Console, global = true)]
    pub sms_provider: SmsProvider,

    /// Directory of the built client, served at `/`. Default: `client/dist`
    /// when it exists.
    #[arg(long, env = "STATIC_DIR", global = true)]
    pub static_dir: Option<PathBuf>,

    /// Directory of the built API reference (SpectaQL, `npm --prefix docs
    /// run reference`), served at `/docs/api/`. Default: `docs/reference`
    /// when it exists.
    #[arg(long, env = "REFERENCE_DIR", global = true)]
    pub reference_dir: Option<PathBuf>,

    /// Load the demo data into an empty database at start.
    #[arg(long, env = "DEMO", global = true)]
    pub demo: bool,

    /// Development or production behaviour.
    #[arg(long, env = "MODE", value_enum, default_value_t = Mode::Development, global = true)]
    pub mode: Mode,

    /// Log line format. Default: text in development, json in production.
    #[arg(long, env = "LOG_FORMAT", value_enum, global = true)]
    pub log_format: Option<LogFormat>,

    /// Take the client IP (for per-IP limits) from the first `X-Forwarded-For`
    /// address. Only behind a proxy that sets it.
    #[arg(long, env = "TRUST_PROXY", global = true)]
    pub trust_proxy: bool,

    /// The IP属地 database, an ip2region IPv4 xdb file read whole at start.
    /// Default: the data embedded in the binary (schema/domain/data/ip2region).
    #[arg(long, env = "IP_REGION_DB", global = true)]
    pub ip_region_db: Option<PathBuf>,

    /// In production, let anonymous callers and members run any operation,
    /// not only the web client's own (its persisted documents). Staff and
    /// partner keys are never held to the client's list.
    #[arg(long, env = "ALLOW_UNLISTED_OPERATIONS", global = true)]
    pub allow_unlisted_operations: bool,

    /// TLS terminates in front of this server (a proxy speaks HTTPS):
    /// every answer carries `Strict-Transport-Security`.
    #[arg(long, env = "HSTS", global = true)]
    pub hsts: bool,

    /// Prefix of every Redis key this deployment writes (codes, denylist,
    /// rate limits), so deployments can share one Redis.
    #[arg(long, env = "REDIS_KEY_PREFIX", default_value = domain::kernel::kv::DEFAULT_PREFIX, global = true)]
    pub redis_key_prefix: String,

    /// Let webhook endpoints be on this machine (`http://127.0.0.1:…`,
    /// `localhost`): tests and a developer's own receiver. Refused in
    /// production; other private addresses are refused whatever it says.
    #[arg(long, env = "WEBHOOK_ALLOW_LOOPBACK", global = true)]
    pub webhook_allow_loopback: bool,

    /// Export traces over OTLP (HTTP/protobuf) to this collector, e.g.
    /// `http://127.0.0.1:4318` (spans go to `<endpoint>/v1/traces`).
    /// Unset: no traces leave the process.
    #[arg(long, env = "OTEL_EXPORTER_OTLP_ENDPOINT", global = true)]
    pub otlp_endpoint: Option<String>,

    /// The `service.name` of exported traces.
    #[arg(
        long,
        env = "OTEL_SERVICE_NAME",
        default_value = "lottery-member",
        global = true
    )]
    pub otlp_service_name: String,

    #[command(flatten)]
    pub limits: LimitSettings,

    #[command(flatten)]
    pub drain: DrainSettings,

    #[command(flatten)]
    pub providers: ProviderSettings,

    #[command(flatten)]
    pub feeds: crate::feed_settings::FeedSettings,

    #[command(flatten)]
    pub storage: crate::storage_settings::StorageSettings,
}

/// How a stopping instance drains on SIGTERM (`crate::lifecycle`,
/// docs/deploy.md "Restarts").
#[derive(Debug, Clone, Args)]
pub struct DrainSettings {
    /// After SIGTERM, how long `/readyz` answers 503 while requests are
    /// still served, before the listener closes and WebSockets get 1001:
    /// at least the balancer's check interval times its fall count.
    /// Seconds (`2`, `2s`) or milliseconds (`500ms`).
    #[arg(long, env = "DRAIN_DELAY", default_value = "2s", value_parser = parse_duration, global = true)]
    pub drain_delay: Duration,
    /// After SIGTERM, the longest the process takes to exit: requests and
    /// jobs still running then are abandoned (their transactions roll
    /// back; jobs go back to the queue). Longer than `--drain-delay`;
    /// shorter than the service manager's stop timeout.
    #[arg(long, env = "DRAIN_DEADLINE", default_value = "10s", value_parser = parse_duration, global = true)]
    pub drain_deadline: Duration,
}

impl DrainSettings {
    pub fn times(&self) -> crate::lifecycle::DrainTimes {
        crate::lifecycle::DrainTimes {
            delay: self.drain_delay,
            deadline: self.drain_deadline,
        }
    }
}

/// `10`, `10s` or `500ms`: a duration flag's value.
fn parse_duration(text: &str) -> Result<Duration, String> {
    let t = text.trim();
    let (digits, millis) = match t.strip_suffix("ms") {
        Some(d) => (d, true),
        None => (t.strip_suffix('s').unwrap_or(t), false),
    };
    let n: u64 = digits
        .trim()
        .parse()
        .map_err(|_| format!("\"{text}\" is not a duration like 10s or 500ms"))?;
    Ok(if millis {
        Duration::from_millis(n)
    } else {
        Duration::from_secs(n)
    })
}

/// Request rate limits (security.md), each a token bucket: a sustained
/// rate and a burst. Shared by every instance through Redis; counted in
/// this process at half when Redis is down.
#[derive(Debug, Clone, Args)]
pub struct LimitSettings {
    /// Requests a second for a signed-in member (GraphQL and legacy calls
    /// together, and WebSocket subscribes).
    #[arg(long, env = "RATE_MEMBER_PER_SECOND", default_value_t = 20, value_parser = clap::value_parser!(u64).range(1..), global = true)]
    pub rate_member_per_second: u64,
    /// The burst a signed-in member may send at once.
    #[arg(long, env = "RATE_MEMBER_BURST", default_value_t = 60, value_parser = clap::value_parser!(u64).range(1..), global = true)]
    pub rate_member_burst: u64,
    /// Requests a second from one IP address without a token.
    #[arg(long, env = "RATE_IP_PER_SECOND", default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..), global = true)]
    pub rate_ip_per_second: u64,
    /// The burst one IP address may send at once without a token.
    #[arg(long, env = "RATE_IP_BURST", default_value_t = 30, value_parser = clap::value_parser!(u64).range(1..), global = true)]
    pub rate_ip_burst: u64,
    /// WebSocket connections a second from one IP address (also the burst).
    #[arg(long, env = "RATE_WS_CONNECTS_PER_SECOND", default_value_t = 5, value_parser = clap::value_parser!(u64).range(1..), global = true)]
    pub rate_ws_connects_per_second: u64,
}

impl LimitSettings {
    pub fn member(&self) -> domain::kernel::bucket::BucketSpec {
        domain::kernel::bucket::BucketSpec::new(self.rate_member_burst, self.rate_member_per_second)
    }
    pub fn ip(&self) -> domain::kernel::bucket::BucketSpec {
        domain::kernel::bucket::BucketSpec::new(self.rate_ip_burst, self.rate_ip_per_second)
    }
    pub fn ws_connect(&self) -> domain::kernel::bucket::BucketSpec {
        domain::kernel::bucket::BucketSpec::new(
            self.rate_ws_connects_per_second,
            self.rate_ws_connects_per_second,
        )
    }
}

/// Outside providers. Unset WeChat or Aliyun keys turn those sign-ins off
/// (they answer 503).
#[derive(Debug, Clone, Args)]
pub struct ProviderSettings {
    /// Aliyun access key id (SMS and carrier one-click).
    #[arg(long, env = "ALIYUN_ACCESS_KEY_ID", global = true)]
    pub aliyun_access_key_id: Option<String>,
    /// Aliyun access key secret.
    #[arg(
        long,
        env = "ALIYUN_ACCESS_KEY_SECRET",
        hide_env_values = true,
        global = true
    )]
    pub aliyun_access_key_secret: Option<String>,
    /// SMS signature name registered with Aliyun.
    #[arg(long, env = "ALIYUN_SMS_SIGN_NAME", global = true)]
    pub aliyun_sms_sign_name: Option<String>,
    /// SMS template code; the template's parameter is `${code}`.
    #[arg(long, env = "ALIYUN_SMS_TEMPLATE_CODE", global = true)]
    pub aliyun_sms_template_code: Option<String>,
    /// Aliyun SMS endpoint.
    #[arg(long, env = "ALIYUN_SMS_ENDPOINT", default_value = domain::kernel::providers::aliyun::SMS_ENDPOINT, global = true)]
    pub aliyun_sms_endpoint: String,
    /// Aliyun number-verification (carrier one-click) endpoint.
    #[arg(long, env = "ALIYUN_ONE_CLICK_ENDPOINT", default_value = domain::kernel::providers::aliyun::ONE_CLICK_ENDPOINT, global = true)]
    pub aliyun_one_click_endpoint: String,
    /// Mini-program AppID.
    #[arg(long, env = "WECHAT_APP_ID", global = true)]
    pub wechat_app_id: Option<String>,
    /// Mini-program AppSecret.
    #[arg(long, env = "WECHAT_APP_SECRET", hide_env_values = true, global = true)]
    pub wechat_app_secret: Option<String>,
    /// WeChat API base URL.
    #[arg(long, env = "WECHAT_API_BASE", default_value = domain::kernel::providers::wechat::API_BASE, global = true)]
    pub wechat_api_base: String,
    /// Rewarded-ad callback secrets, `provider=secret` (repeat the flag, or
    /// comma-separate in the variable). The ad network calls
    /// `/api/callbacks/ad-reward/{provider}` signed with it.
    #[arg(
        long = "ad-reward-secret",
        env = "AD_REWARD_SECRETS",
        value_delimiter = ',',
        hide_env_values = true,
        global = true
    )]
    pub ad_reward_secrets: Vec<String>,
    #[command(flatten)]
    pub push: crate::push_settings::PushSettings,
}

impl ProviderSettings {
    fn aliyun_credentials(&self) -> Option<AliyunCredentials> {
        match (&self.aliyun_access_key_id, &self.aliyun_access_key_secret) {
            (Some(id), Some(secret)) if !id.is_empty() && !secret.is_empty() => {
                Some(AliyunCredentials {
                    access_key_id: id.clone(),
                    access_key_secret: secret.clone(),
                })
            }
            _ => None,
        }
    }

    /// The providers these settings describe.
    pub fn build(&self, sms: SmsProvider, kv: Arc<dyn KvStore>) -> anyhow::Result<Providers> {
        let creds = self.aliyun_credentials();
        let sms: Arc<dyn SmsSender> = match sms {
            SmsProvider::Console => Arc::new(ConsoleSms),
            SmsProvider::Aliyun => {
                let (Some(creds), Some(sign), Some(template)) = (
                    creds.clone(),
                    self.aliyun_sms_sign_name.as_deref(),
                    self.aliyun_sms_template_code.as_deref(),
                ) else {
                    anyhow::bail!(
                        "SMS_PROVIDER=aliyun needs ALIYUN_ACCESS_KEY_ID, ALIYUN_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME and ALIYUN_SMS_TEMPLATE_CODE"
                    );
                };
                Arc::new(AliyunSms::new(
                    &self.aliyun_sms_endpoint,
                    creds,
                    sign,
                    template,
                ))
            }
        };
        let carrier: Option<Arc<dyn CarrierOneClick>> = creds.map(|c| {
            Arc::new(AliyunOneClick::new(&self.aliyun_one_click_endpoint, c))
                as Arc<dyn CarrierOneClick>
        });
        let wechat: Option<Arc<dyn WeChat>> = match (&self.wechat_app_id, &self.wechat_app_secret) {
            (Some(id), Some(secret)) if !id.is_empty() && !secret.is_empty() => Some(Arc::new(
                WeChatClient::new(&self.wechat_api_base, id, secret, kv.clone()),
            )),
            _ => None,
        };
        let mut ad_secrets = std::collections::BTreeMap::new();
        for pair in &self.ad_reward_secrets {
            match pair.split_once('=') {
                Some((provider, secret))
                    if is_provider_name(provider.trim()) && !secret.trim().is_empty() =>
                {
                    ad_secrets.insert(provider.trim().to_owned(), secret.trim().to_owned());
                }
                _ => anyhow::bail!(
                    "AD_REWARD_SECRETS: each entry must be provider=secret, the provider of letters, digits, '-' and '_'"
                ),
            }
        }
        Ok(Providers {
            sms,
            wechat,
            carrier,
            ad_secrets: Arc::new(ad_secrets),
            push: self.push.sender(kv)?,
            subscribe_templates: Arc::new(self.push.templates()?),
        })
    }
}

impl Settings {
    pub fn database_url(&self) -> String {
        match &self.database_url {
            Some(url) => url.clone(),
            None => format!(
                "sqlite://{}?mode=rwc",
                self.data_dir.join("app.db").display()
            ),
        }
    }

    pub fn is_sqlite(&self) -> bool {
        self.database_url().starts_with("sqlite:")
    }

    pub fn production(&self) -> bool {
        self.mode == Mode::Production
    }

    pub fn log_format(&self) -> LogFormat {
        self.log_format.unwrap_or(match self.mode {
            Mode::Development => LogFormat::Text,
            Mode::Production => LogFormat::Json,
        })
    }

    /// The client directory to serve, if any.
    pub fn static_dir(&self) -> Option<PathBuf> {
        match &self.static_dir {
            Some(dir) => Some(dir.clone()),
            None => {
                let default = PathBuf::from("client/dist");
                default.join("index.html").is_file().then_some(default)
            }
        }
    }

    /// The API reference to serve at `/docs/api/`, if built.
    pub fn reference_dir(&self) -> Option<PathBuf> {
        let dir = self
            .reference_dir
            .clone()
            .unwrap_or_else(|| PathBuf::from("docs/reference"));
        dir.join("index.html").is_file().then_some(dir)
    }

    /// What webhook endpoints may reach: https only in production,
    /// loopback only with `--webhook-allow-loopback`.
    pub fn outbound_policy(&self) -> domain::kernel::outbound::OutboundPolicy {
        domain::kernel::outbound::OutboundPolicy {
            https_only: self.production(),
            allow_loopback: self.webhook_allow_loopback && !self.production(),
        }
    }

    /// The IP属地 database: `--ip-region-db`, else the embedded data. An
    /// error names the flag, so a bad deployment says what to fix.
    pub fn ip_regions(&self) -> anyhow::Result<Arc<IpRegions>> {
        IpRegions::load(self.ip_region_db.as_deref())
            .map_err(|e| anyhow::anyhow!("--ip-region-db (IP_REGION_DB): {e}"))
    }

    /// Refuses settings that are unsafe for the chosen mode, and a
    /// configured file that is not there (before the database is touched;
    /// [`Settings::ip_regions`] checks its contents).
    pub fn check(&self) -> anyhow::Result<()> {
        if self.drain.drain_delay >= self.drain.drain_deadline {
            anyhow::bail!(
                "--drain-delay (DRAIN_DELAY) must be shorter than --drain-deadline (DRAIN_DEADLINE): {:?} is not under {:?}",
                self.drain.drain_delay,
                self.drain.drain_deadline
            );
        }
        if let Some(path) = &self.ip_region_db {
            if let Err(e) = std::fs::File::open(path) {
                anyhow::bail!(
                    "--ip-region-db (IP_REGION_DB): cannot read the IP region database {}: {e}",
                    path.display()
                );
            }
        }
        if self.production() {
            if self.jwt_secret.is_none() {
                anyhow::bail!("production mode needs JWT_SECRET (at least 32 bytes)");
            }
            if self.sms_provider == SmsProvider::Console {
                anyhow::bail!(
                    "production mode refuses SMS_PROVIDER=console: it would write sign-in codes to the log"
                );
            }
            if self.providers.push.push_provider == crate::push_settings::PushProvider::Console {
                anyhow::bail!(
                    "production mode refuses PUSH_PROVIDER=console: notifications would go to the log, not to members (use getui or none)"
                );
            }
            if self.webhook_allow_loopback {
                anyhow::bail!(
                    "production mode refuses --webhook-allow-loopback (WEBHOOK_ALLOW_LOOPBACK): webhooks must not reach this machine"
                );
            }
        }
        Ok(())
    }
}

fn is_provider_name(s: &str) -> bool {
    !s.is_empty()
        && s.len() <= 32
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Cli {
        Cli::try_parse_from(std::iter::once("server").chain(args.iter().copied())).unwrap()
    }

    #[test]
    fn defaults_are_the_embedded_default() {
        let cli = parse(&[]);
        assert!(cli.command.is_none());
        let s = cli.settings;
        assert_eq!(s.listen.to_string(), "127.0.0.1:8080");
        assert!(s.database_url().starts_with("sqlite://"));
        assert!(s.database_url().ends_with("app.db?mode=rwc"));
        assert_eq!(s.mode, Mode::Development);
        assert!(s.check().is_ok());
    }

    #[test]
    fn drain_times_read_seconds_or_milliseconds_and_must_be_ordered() {
        let s = parse(&[]).settings;
        assert_eq!(s.drain.drain_delay, Duration::from_secs(2));
        assert_eq!(s.drain.drain_deadline, Duration::from_secs(10));
        let s = parse(&["--drain-delay", "500ms", "--drain-deadline", "3"]).settings;
        assert_eq!(s.drain.drain_delay, Duration::from_millis(500));
        assert_eq!(s.drain.drain_deadline, Duration::from_secs(3));
        assert!(s.check().is_ok());
        let s = parse(&["--drain-delay", "10s", "--drain-deadline", "10s"]).settings;
        assert!(s.check().unwrap_err().to_string().contains("--drain-delay"));
        let err = Cli::try_parse_from(["server", "--drain-deadline", "soon"]).unwrap_err();
        assert!(err.to_string().contains("not a duration"), "{err}");
    }

    #[test]
    fn flags_may_follow_the_subcommand() {
        let cli = parse(&["migrate", "--database-url", "postgres://x/y"]);
        assert!(matches!(cli.command, Some(Command::Migrate(_))));
        assert_eq!(cli.settings.database_url(), "postgres://x/y");
        assert!(!cli.settings.is_sqlite());
    }

    #[test]
    fn production_refuses_unsafe_settings() {
        let cli = parse(&["--mode", "production"]);
        let err = cli.settings.check().unwrap_err().to_string();
        assert!(err.contains("JWT_SECRET"), "{err}");
        let cli = parse(&["--mode", "production", "--jwt-secret", &"k".repeat(40)]);
        let err = cli.settings.check().unwrap_err().to_string();
        assert!(err.contains("console"), "{err}");
        let cli = parse(&[
            "--mode",
            "production",
            "--jwt-secret",
            &"k".repeat(40),
            "--sms-provider",
            "aliyun",
        ]);
        let err = cli.settings.check().unwrap_err().to_string();
        assert!(err.contains("PUSH_PROVIDER=console"), "{err}");
        let cli = parse(&[
            "--mode",
            "production",
            "--jwt-secret",
            &"k".repeat(40),
            "--sms-provider",
            "aliyun",
            "--push-provider",
            "none",
            "--webhook-allow-loopback",
        ]);
        let err = cli.settings.check().unwrap_err().to_string();
        assert!(err.contains("WEBHOOK_ALLOW_LOOPBACK"), "{err}");
        assert!(cli.settings.outbound_policy().https_only);
        assert!(!cli.settings.outbound_policy().allow_loopback);
        let dev = parse(&["--webhook-allow-loopback"])
            .settings
            .outbound_policy();
        assert!(dev.allow_loopback && !dev.https_only);
    }

    #[test]
    fn a_bad_ip_region_db_is_refused_naming_the_flag() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("missing.xdb");
        let cli = parse(&["--ip-region-db", missing.to_str().unwrap()]);
        let err = cli.settings.check().unwrap_err().to_string();
        assert!(err.contains("--ip-region-db (IP_REGION_DB)"), "{err}");
        assert!(err.contains("missing.xdb"), "{err}");
        let garbage = dir.path().join("garbage.xdb");
        std::fs::write(&garbage, b"not an xdb").unwrap();
        let cli = parse(&["--ip-region-db", garbage.to_str().unwrap()]);
        assert!(cli.settings.check().is_ok());
        let err = cli.settings.ip_regions().unwrap_err().to_string();
        assert!(err.contains("--ip-region-db (IP_REGION_DB)"), "{err}");
        assert!(err.contains("not an ip2region IPv4 xdb file"), "{err}");
        // Unset: the embedded data.
        let regions = parse(&[]).settings.ip_regions().unwrap();
        assert_eq!(regions.region_of("8.8.8.8"), "美国");
    }

    #[test]
    fn create_staff_takes_its_flags() {
        let cli = parse(&[
            "create-staff",
            "--phone",
            "13800138000",
            "--password",
            "pw123456",
        ]);
        match cli.command {
            Some(Command::CreateStaff(a)) => {
                assert_eq!(a.phone, "13800138000");
                assert!(a.name.is_none());
                assert!(a.totp_secret.is_none() && !a.new_totp_secret);
            }
            other => panic!("{other:?}"),
        }
        let cli = parse(&[
            "create-staff",
            "--phone",
            "13800138000",
            "--password",
            "pw123456",
            "--totp-secret",
            "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
        ]);
        match cli.command {
            Some(Command::CreateStaff(a)) => {
                assert_eq!(
                    a.totp_secret.as_deref(),
                    Some("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP")
                );
            }
            other => panic!("{other:?}"),
        }
    }
}
