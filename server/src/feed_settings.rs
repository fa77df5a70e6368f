//! The data feeds' flags (docs/feeds.md): where each feed is read from,
//! how often, and how long a request may take. A feed without a source is
//! off; with none, the server polls nothing.

use clap::Args;
use domain::feed::poll::{Feed, FeedConfig, DEFAULT_INTERVAL_SECS};
use domain::lottery::Game;

#[derive(Debug, Clone, Args)]
pub struct FeedSettings {
    /// 竞彩足球's schedule with odds: a URL answering the China Sports
    /// Lottery gateway's match calculator JSON (`getMatchCalculatorV1`),
    /// from a licensed data vendor or the source itself — its terms are
    /// the operator's to keep. Unset: no schedule feed.
    #[arg(long, env = "FEED_JCZQ_URL", global = true)]
    pub feed_jczq_url: Option<String>,

    /// 竞彩足球's results: a URL answering the gateway's result list JSON
    /// (`getUniformMatchResultV1`); later pages are asked for with
    /// `pageNo`. Unset: results are staff's only.
    #[arg(long, env = "FEED_JCZQ_RESULTS_URL", global = true)]
    pub feed_jczq_results_url: Option<String>,

    /// 竞彩篮球's schedule with odds: a URL answering the gateway's
    /// basketball match calculator JSON (`getMatchCalculatorV1`, pools
    /// `mnl`, `hdc`, `hilo`). Unset: no basketball schedule feed.
    #[arg(long, env = "FEED_JCLQ_URL", global = true)]
    pub feed_jclq_url: Option<String>,

    /// Draw notices, as `GAME=URL` (repeat the flag, or separate with
    /// commas in the variable): ssq, fc3d, qlc read the welfare lottery's
    /// `findDrawNotice` JSON; dlt, pl3, pl5, qxc the sports lottery
    /// gateway's `getHistoryPageListV1` JSON.
    #[arg(long = "feed-draws", env = "FEED_DRAWS", value_delimiter = ',',
          value_parser = parse_draw_source, global = true)]
    pub feed_draws: Vec<(Game, String)>,

    /// Seconds between two polls of a feed (every feed; at least 60, as
    /// polls are asked for once a minute). The default is one request per
    /// feed every 5 minutes.
    #[arg(long, env = "FEED_INTERVAL", default_value_t = DEFAULT_INTERVAL_SECS,
          value_parser = clap::value_parser!(i64).range(60..), global = true)]
    pub feed_interval: i64,

    /// Seconds a feed's request may take, body included (1 to 120); a
    /// slower answer is a failed poll (`TIMEOUT`) and backs off.
    #[arg(long, env = "FEED_TIMEOUT", default_value_t = 10,
          value_parser = clap::value_parser!(u64).range(1..=120), global = true)]
    pub feed_timeout: u64,

    /// With `--demo`: how many times faster than the clock the replay of
    /// the recorded real matches and draws runs, for what no feed is
    /// configured (a kickoff every 15 demo minutes, its result 2 demo hours
    /// later, a 双色球 and a 大乐透 draw every 3 demo hours; 12: kickoffs
    /// every 75 s, results after 10 min, draws every 15 min). 1 to 120.
    #[arg(long, env = "DEMO_SPEED", default_value_t = 12,
          value_parser = clap::value_parser!(i32).range(1..=120), global = true)]
    pub demo_speed: i32,
}

fn parse_draw_source(text: &str) -> Result<(Game, String), String> {
    let (game, url) = text
        .split_once('=')
        .ok_or_else(|| format!("{text:?} is not GAME=URL (e.g. ssq=https://…)"))?;
    let game = Game::from_code(game.trim()).map_err(|e| e.message)?;
    let url = url.trim();
    if !(url.starts_with("http://") || url.starts_with("https://")) {
        return Err(format!("{url:?} is not an http(s) URL"));
    }
    Ok((game, url.to_owned()))
}

impl FeedSettings {
    /// Whether a 竞彩足球 feed is configured (the demo's replay is not
    /// started then).
    pub fn has_jczq(&self) -> bool {
        self.feed_jczq_url.is_some() || self.feed_jczq_results_url.is_some()
    }

    /// What the demo replays: what no configured feed brings (the
    /// recorded matches, the recorded draws of each replayed game).
    pub fn replayed(&self) -> crate::replay::Replayed {
        crate::replay::Replayed {
            matches: !self.has_jczq(),
            draws: domain::feed::replay_draws::games()
                .filter(|g| !self.feed_draws.iter().any(|(c, _)| c == g))
                .collect(),
        }
    }

    /// The configured feeds, `None` when there are none.
    pub fn config(&self) -> Option<FeedConfig> {
        let mut sources: Vec<(Feed, String)> = Vec::new();
        sources.extend(
            self.feed_jczq_url
                .iter()
                .map(|u| (Feed::JczqSchedule, u.clone())),
        );
        sources.extend(
            self.feed_jczq_results_url
                .iter()
                .map(|u| (Feed::JczqResults, u.clone())),
        );
        sources.extend(
            self.feed_jclq_url
                .iter()
                .map(|u| (Feed::JclqSchedule, u.clone())),
        );
        sources.extend(
            self.feed_draws
                .iter()
                .map(|(g, u)| (Feed::Draws(*g), u.clone())),
        );
        (!sources.is_empty()).then_some(FeedConfig {
            sources,
            interval_secs: self.feed_interval,
            timeout_secs: self.feed_timeout,
            replay: false,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draw_sources_name_a_game_and_a_url() {
        assert_eq!(
            parse_draw_source("dlt=https://x.example/h").unwrap(),
            (Game::Dlt, "https://x.example/h".to_owned())
        );
        assert!(parse_draw_source("https://x.example/h").is_err());
        assert!(parse_draw_source("kl8=https://x.example/h").is_err());
        assert!(parse_draw_source("ssq=ftp://x").is_err());
    }
}
