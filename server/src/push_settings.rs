//! The notification providers' flags (docs/notifications.md): which app
//! push service the app wrapper's push client ids belong to, its keys, and
//! the WeChat subscription templates by category.

use std::collections::BTreeMap;
use std::sync::Arc;

use clap::{Args, ValueEnum};
use domain::kernel::kv::KvStore;
use domain::kernel::providers::console::ConsolePush;
use domain::kernel::providers::getui::GetuiClient;
use domain::kernel::providers::PushSender;
use rules::notify::Category;

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum PushProvider {
    /// Writes each notification to the log; development only (refused in
    /// production).
    Console,
    /// 个推 (Getui) REST API v2, the service under UniPush, which the
    /// uni-app wrapper registers with; needs the GETUI_* keys.
    Getui,
    /// No app push (a mini-program-only deployment).
    None,
}

#[derive(Debug, Clone, Args)]
pub struct PushSettings {
    /// The app push service.
    #[arg(long, env = "PUSH_PROVIDER", value_enum, default_value_t = PushProvider::Console, global = true)]
    pub push_provider: PushProvider,
    /// 个推 AppID.
    #[arg(long, env = "GETUI_APP_ID", global = true)]
    pub getui_app_id: Option<String>,
    /// 个推 AppKey.
    #[arg(long, env = "GETUI_APP_KEY", global = true)]
    pub getui_app_key: Option<String>,
    /// 个推 MasterSecret.
    #[arg(
        long,
        env = "GETUI_MASTER_SECRET",
        hide_env_values = true,
        global = true
    )]
    pub getui_master_secret: Option<String>,
    /// 个推 REST API v2 base URL (the AppID is appended).
    #[arg(long, env = "GETUI_API_BASE", default_value = domain::kernel::providers::getui::API_BASE, global = true)]
    pub getui_api_base: String,
    /// WeChat subscription message templates, `CATEGORY=template id`
    /// (repeat the flag, or comma-separate in the variable); categories:
    /// DRAW_RESULT, QUIZ_SETTLED, PLAN, REPLY, WITHDRAWAL, SYSTEM. Each
    /// template has the fields thing1 (title), thing2 (text), time3
    /// (when). Needs WECHAT_APP_ID and WECHAT_APP_SECRET.
    #[arg(
        long = "wechat-subscribe-template",
        env = "WECHAT_SUBSCRIBE_TEMPLATES",
        value_delimiter = ',',
        global = true
    )]
    pub wechat_subscribe_templates: Vec<String>,
}

impl PushSettings {
    /// The app push sender these flags name.
    pub fn sender(&self, kv: Arc<dyn KvStore>) -> anyhow::Result<Option<Arc<dyn PushSender>>> {
        Ok(match self.push_provider {
            PushProvider::Console => Some(Arc::new(ConsolePush)),
            PushProvider::None => None,
            PushProvider::Getui => {
                let given =
                    |v: &Option<String>| v.as_deref().filter(|s| !s.is_empty()).map(str::to_owned);
                let (Some(id), Some(key), Some(secret)) = (
                    given(&self.getui_app_id),
                    given(&self.getui_app_key),
                    given(&self.getui_master_secret),
                ) else {
                    anyhow::bail!("PUSH_PROVIDER=getui needs GETUI_APP_ID, GETUI_APP_KEY and GETUI_MASTER_SECRET");
                };
                Some(Arc::new(GetuiClient::new(
                    &self.getui_api_base,
                    &id,
                    &key,
                    &secret,
                    kv,
                )))
            }
        })
    }

    /// The templates by category code.
    pub fn templates(&self) -> anyhow::Result<BTreeMap<String, String>> {
        let mut out = BTreeMap::new();
        for pair in &self.wechat_subscribe_templates {
            let Some((category, template)) = pair.split_once('=') else {
                anyhow::bail!("WECHAT_SUBSCRIBE_TEMPLATES: {pair:?} is not CATEGORY=template id");
            };
            let Some(c) = Category::from_code(category.trim()) else {
                anyhow::bail!(
                    "WECHAT_SUBSCRIBE_TEMPLATES: {category:?} is not a category (DRAW_RESULT, QUIZ_SETTLED, PLAN, REPLY, WITHDRAWAL, SYSTEM)"
                );
            };
            let template = template.trim();
            if template.is_empty() || template.len() > 64 {
                anyhow::bail!("WECHAT_SUBSCRIBE_TEMPLATES: the template id of {category} must be 1 to 64 characters");
            }
            out.insert(c.code().to_owned(), template.to_owned());
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(templates: &[&str]) -> PushSettings {
        PushSettings {
            push_provider: PushProvider::Getui,
            getui_app_id: None,
            getui_app_key: None,
            getui_master_secret: None,
            getui_api_base: "http://127.0.0.1:1".into(),
            wechat_subscribe_templates: templates.iter().map(|s| s.to_string()).collect(),
        }
    }

    #[test]
    fn getui_needs_its_keys_and_templates_name_a_category() {
        let kv: Arc<dyn KvStore> = Arc::new(domain::kernel::kv::MemoryKv::default());
        let err = settings(&[]).sender(kv).err().expect("refused").to_string();
        assert!(err.contains("GETUI_APP_KEY"), "{err}");
        let t = settings(&["QUIZ_SETTLED=tmplA", "SYSTEM = tmplB"])
            .templates()
            .expect("valid");
        assert_eq!(t.get("QUIZ_SETTLED").map(String::as_str), Some("tmplA"));
        assert_eq!(t.get("SYSTEM").map(String::as_str), Some("tmplB"));
        let err = settings(&["LIKES=tmpl"])
            .templates()
            .unwrap_err()
            .to_string();
        assert!(err.contains("not a category"), "{err}");
    }
}
