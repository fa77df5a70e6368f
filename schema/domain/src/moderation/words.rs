//! The sensitive-word list (staff), the cached matcher and the check.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, RwLock};

use aho_corasick::{AhoCorasick, MatchKind};
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter, QueryOrder,
};

use super::events::ModerationEvent;
use crate::kernel::bypass::Bypass;
use crate::kernel::error::ErrorCode;
use crate::kernel::events::{DomainEvent, Keeper};
use crate::kernel::paging::{newest_by_id, Window};
use crate::kernel::{AppContext, AppError, AppResult, Permission, Viewer};
use entities::sensitive_word;

/// The longest word staff may list.
pub const MAX_WORD: usize = 20;

crate::stored_enum!(
    /// What a hit does (stored as its code).
    pub Action {
        /// The text is refused.
        Block => "BLOCK",
        /// The text waits for review (where there is a queue).
        Hold => "HOLD",
    }
);

/// How a text fared.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    Clean,
    /// Only `HOLD` words hit: these.
    Hold(Vec<String>),
}

/// The compiled list.
struct Matcher {
    ac: AhoCorasick,
    words: Vec<(String, Action)>,
}

impl Matcher {
    fn new(words: Vec<(String, Action)>) -> AppResult<Self> {
        let ac = AhoCorasick::builder()
            .match_kind(MatchKind::LeftmostLongest)
            .ascii_case_insensitive(true)
            .build(words.iter().map(|w| w.0.as_str()))
            .map_err(AppError::internal)?;
        Ok(Self { ac, words })
    }

    /// The words of the list found in `text`, each once, with their actions.
    fn hits(&self, text: &str) -> Vec<(String, Action)> {
        let mut out: Vec<(String, Action)> = Vec::new();
        for m in self.ac.find_iter(text) {
            let w = &self.words[m.pattern().as_usize()];
            if !out.iter().any(|o| o.0 == w.0) {
                out.push(w.clone());
            }
        }
        out
    }
}

/// The matcher as this instance keeps it (a bus keeper): dropped on every
/// `WordsChanged`, bypassed while the bus may miss events.
#[derive(Default)]
pub struct Cached {
    matcher: RwLock<Option<Arc<Matcher>>>,
    /// Moves on every change, so a read that raced one is not kept.
    generation: AtomicU64,
    bypass: Bypass,
}

impl Keeper for Cached {
    fn apply(&self, event: &DomainEvent) {
        if let Some(ModerationEvent::WordsChanged) = event.get::<ModerationEvent>() {
            self.forget();
        }
    }

    fn suspend(&self) {
        self.bypass.suspend(|| self.forget());
    }

    fn resume(&self) {
        self.bypass.resume(|| self.forget());
    }
}

impl Cached {
    fn forget(&self) {
        self.generation.fetch_add(1, Ordering::AcqRel);
        if let Ok(mut m) = self.matcher.write() {
            *m = None;
        }
    }

    fn get(&self) -> Option<Arc<Matcher>> {
        self.matcher.read().ok().and_then(|m| m.clone())
    }
}

async fn matcher(ctx: &AppContext) -> AppResult<Arc<Matcher>> {
    let cached = ctx.bus.keeper::<Cached>();
    if !cached.bypass.on() {
        if let Some(m) = cached.get() {
            return Ok(m);
        }
    }
    let generation = cached.generation.load(Ordering::Acquire);
    let rows = sensitive_word::Entity::find()
        .order_by_asc(sensitive_word::Column::Id)
        .all(&ctx.db)
        .await?;
    let words = rows
        .into_iter()
        .map(|r| Ok((r.word, Action::from_code(&r.action)?)))
        .collect::<AppResult<Vec<_>>>()?;
    let built = Arc::new(Matcher::new(words)?);
    if !cached.bypass.on() && cached.generation.load(Ordering::Acquire) == generation {
        if let Ok(mut m) = cached.matcher.write() {
            if cached.generation.load(Ordering::Acquire) == generation {
                *m = Some(built.clone());
            }
        }
    }
    Ok(built)
}

/// Checks `text` (the input `field`) against the list: `SENSITIVE_CONTENT`
/// naming the field when a `BLOCK` word hits, or when a `HOLD` word hits
/// and `can_hold` is false (no review queue for this text); otherwise the
/// verdict.
pub async fn check(
    ctx: &AppContext,
    field: &str,
    text: &str,
    can_hold: bool,
) -> AppResult<Verdict> {
    let m = matcher(ctx).await?;
    let hits = m.hits(text);
    if hits.is_empty() {
        return Ok(Verdict::Clean);
    }
    if hits.iter().any(|h| h.1 == Action::Block) || !can_hold {
        // The words are not repeated back: the message says what to fix.
        return Err(AppError::new(
            ErrorCode::SensitiveContent,
            "contains words that are not allowed",
        )
        .at_field(field));
    }
    Ok(Verdict::Hold(hits.into_iter().map(|h| h.0).collect()))
}

fn normalized(word: &str) -> AppResult<String> {
    let w = word.trim().to_ascii_lowercase();
    if w.is_empty() || w.chars().count() > MAX_WORD || w.chars().any(char::is_control) {
        return Err(AppError::invalid(
            "word",
            format!("1 to {MAX_WORD} characters, no control characters"),
        ));
    }
    Ok(w)
}

/// Staff (operations) add a word; `CONFLICT` when it is listed already.
pub async fn add(
    ctx: &AppContext,
    viewer: &Viewer,
    word: &str,
    action: Action,
) -> AppResult<WordView> {
    viewer.require(Permission::Operations)?;
    let word = normalized(word)?;
    let txn = crate::kernel::db::begin(ctx).await?;
    let row = sensitive_word::ActiveModel {
        word: Set(word.clone()),
        action: Set(action.code().to_owned()),
        created_by: Set(Some(viewer.member_id)),
        created_at: Set(crate::kernel::clock::now()),
        ..Default::default()
    }
    .insert(&txn)
    .await
    .map_err(|e| {
        if crate::kernel::db::is_unique_violation(&e) {
            AppError::conflict("this word is listed already")
        } else {
            e.into()
        }
    })?;
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        "moderation.add_word",
        &format!("sensitive_word:{}", row.id),
        serde_json::json!({ "action": action.code() }),
    )
    .await?;
    txn.announce(DomainEvent::area(ModerationEvent::WordsChanged));
    txn.commit().await?;
    WordView::of(row)
}

/// Staff remove a word; answers whether it was listed.
pub async fn remove(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<bool> {
    viewer.require(Permission::Operations)?;
    let txn = crate::kernel::db::begin(ctx).await?;
    let gone = sensitive_word::Entity::delete_many()
        .filter(sensitive_word::Column::Id.eq(id))
        .exec(&txn)
        .await?
        .rows_affected
        > 0;
    if gone {
        crate::kernel::audit::record(
            &txn,
            Some(viewer.member_id),
            "moderation.remove_word",
            &format!("sensitive_word:{id}"),
            serde_json::json!({}),
        )
        .await?;
        txn.announce(DomainEvent::area(ModerationEvent::WordsChanged));
    }
    txn.commit().await?;
    Ok(gone)
}

/// The list for staff, newest first.
pub async fn list(
    ctx: &AppContext,
    viewer: &Viewer,
    window: &Window<i64>,
) -> AppResult<(Vec<WordView>, bool)> {
    viewer.require(Permission::Operations)?;
    let (rows, more) = newest_by_id(
        &ctx.db,
        sensitive_word::Entity::find(),
        sensitive_word::Column::Id,
        window,
    )
    .await?;
    let views = rows
        .into_iter()
        .map(WordView::of)
        .collect::<AppResult<_>>()?;
    Ok((views, more))
}

/// A listed word, as staff read it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WordView {
    pub id: i64,
    pub word: String,
    pub action: Action,
    pub created_at: chrono::DateTime<chrono::Utc>,
}

impl WordView {
    fn of(m: sensitive_word::Model) -> AppResult<Self> {
        Ok(Self {
            id: m.id,
            action: Action::from_code(&m.action)?,
            word: m.word,
            created_at: m.created_at,
        })
    }
}
