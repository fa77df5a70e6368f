//! The data feeds' flags (docs/feeds.md): where each feed is read from,
//! and how often. A feed without a source is off; the server then polls
//! nothing.

use clap::Args;
use domain::feed::poll::{Feed, FeedConfig, DEFAULT_INTERVAL_SECS};

#[derive(Debug, Clone, Args)]
pub struct FeedSettings {
    /// 竞彩足球's schedule with odds: a URL answering the China Sports
    /// Lottery gateway's match calculator JSON (`getMatchCalculatorV1`),
    /// from a licensed data vendor or the source itself — its terms are
    /// the operator's to keep. Unset: no schedule feed.
    #[arg(long, env = "FEED_JCZQ_URL", global = true)]
    pub feed_jczq_url: Option<String>,

    /// Seconds between two polls of a feed (every feed; at least 60, as
    /// polls are asked for once a minute). The default is one request per
    /// feed every 5 minutes.
    #[arg(long, env = "FEED_INTERVAL", default_value_t = DEFAULT_INTERVAL_SECS,
          value_parser = clap::value_parser!(i64).range(60..), global = true)]
    pub feed_interval: i64,
}

impl FeedSettings {
    /// The configured feeds, `None` when there are none.
    pub fn config(&self) -> Option<FeedConfig> {
        let sources: Vec<(Feed, String)> = self
            .feed_jczq_url
            .iter()
            .map(|u| (Feed::JczqSchedule, u.clone()))
            .collect();
        (!sources.is_empty()).then_some(FeedConfig {
            sources,
            interval_secs: self.feed_interval,
        })
    }
}
