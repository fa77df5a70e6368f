//! The China Sports Lottery gateway's 竞彩足球 results list
//! (`getUniformMatchResultV1.qry`), read whole before anything is written.
//!
//! `value.matchResult[]` lists matches by `matchId` with `matchNumStr`,
//! the half-time score `sectionsNo1` (`"2:1"`) and the full-time score
//! `sectionsNo999` (`"3:2"`, or `无效场次` / `取消` for a match declared
//! void, `延期` for one postponed), `matchResultStatus` (`"2"` once the
//! result is in) and `poolStatus` (`"Payout"` once the pools pay it: the
//! official result). `value.pageNo` / `value.pages` page the list and
//! `value.lastUpdateTime` is the source's own time.
//!
//! An empty list is taken (no result yet is normal for a window).
//! A listing is taken only as official: a score is settled when the result
//! is in and the pools pay it; a listed score not yet paid is pending (the
//! next poll takes it), so a provisional score never settles a pick.

use std::collections::HashSet;

use chrono::{DateTime, Utc};
use serde::Deserialize;
use serde_json::Value;

use super::csl::{beijing, value_of, Refused};
use crate::sports::feed_results::{ListedResult, Verdict};
use crate::sports::import::match_number;

/// One page of the results list as read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResultsPage {
    pub results: Vec<ListedResult>,
    /// This page and how many there are (1 and 1 when the source does not
    /// page).
    pub page: u32,
    pub pages: u32,
    pub source_time: Option<DateTime<Utc>>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct List {
    match_result: Vec<Value>,
    #[serde(default)]
    page_no: Option<Value>,
    #[serde(default)]
    pages: Option<Value>,
    #[serde(default)]
    last_update_time: Option<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct RawResult {
    match_id: i64,
    match_num_str: String,
    #[serde(default)]
    sections_no1: String,
    #[serde(default)]
    sections_no999: String,
    #[serde(default)]
    match_result_status: Value,
    #[serde(default)]
    pool_status: String,
}

/// A number the gateway writes as text or as a number.
fn number(v: &Option<Value>) -> Option<u32> {
    match v.as_ref()? {
        Value::Number(n) => n.as_u64().and_then(|n| u32::try_from(n).ok()),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

/// `"3:2"` as (3, 2).
fn score(text: &str) -> Option<(u16, u16)> {
    let (h, a) = text.trim().split_once(':')?;
    Some((h.trim().parse().ok()?, a.trim().parse().ok()?))
}

fn read_result(raw: RawResult) -> Result<ListedResult, String> {
    if match_number(&raw.match_num_str).is_none() {
        return Err(format!("matchNumStr {:?}", raw.match_num_str));
    }
    let full_text = raw.sections_no999.trim();
    let result_in = match &raw.match_result_status {
        Value::String(s) => s == "2",
        Value::Number(n) => n.as_i64() == Some(2),
        _ => false,
    };
    let verdict = match full_text {
        "无效场次" | "取消" | "无效" => Verdict::Void,
        "延期" | "推迟" => Verdict::Postponed,
        "" => Verdict::Pending,
        t => {
            let full = score(t).ok_or_else(|| format!("sectionsNo999 {t:?}"))?;
            let half = match raw.sections_no1.trim() {
                "" => None,
                h => Some(score(h).ok_or_else(|| format!("sectionsNo1 {h:?}"))?),
            };
            if half.is_some_and(|h| h.0 > full.0 || h.1 > full.1) {
                return Err(format!(
                    "sectionsNo1 {:?} exceeds the full time",
                    raw.sections_no1
                ));
            }
            if result_in && raw.pool_status == "Payout" {
                Verdict::Final { full, half }
            } else {
                Verdict::Pending
            }
        }
    };
    Ok(ListedResult {
        source_id: format!("sporttery:{}", raw.match_id),
        match_num: raw.match_num_str,
        verdict,
    })
}

/// Reads one page of the 竞彩足球 results list whole.
pub fn parse_results(body: &[u8]) -> Result<ResultsPage, Refused> {
    let value = value_of(body)?;
    let list: List = serde_json::from_value(value)
        .map_err(|e| Refused::new("MALFORMED", format!("not a match result list: {e}")))?;
    let source_time = list
        .last_update_time
        .as_deref()
        .and_then(|t| t.split_once(' '))
        .and_then(|(d, t)| beijing(d, t));
    let page = number(&list.page_no).unwrap_or(1).max(1);
    let pages = number(&list.pages).unwrap_or(1).max(1);
    let mut seen = HashSet::new();
    let mut results = Vec::with_capacity(list.match_result.len());
    for (n, raw) in list.match_result.into_iter().enumerate() {
        let at = format!("matchResult[{n}]");
        let raw: RawResult = serde_json::from_value(raw)
            .map_err(|e| Refused::new("INVALID_MATCH", format!("{at}: {e}")))?;
        let id = raw.match_id;
        let r = read_result(raw)
            .map_err(|e| Refused::new("INVALID_MATCH", format!("{at} (matchId {id}): {e}")))?;
        if !seen.insert(r.source_id.clone()) {
            return Err(Refused::new(
                "DUPLICATE_ID",
                format!("{at}: matchId {id} listed twice"),
            ));
        }
        results.push(r);
    }
    // An empty list is taken: a window with no result yet (the hours
    // before the first match ends) is normal for this list, unlike for the
    // schedule. An outage page still fails: it is not this envelope with a
    // `matchResult` list.
    Ok(ResultsPage {
        results,
        page,
        pages,
        source_time,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(results: Value) -> Vec<u8> {
        serde_json::to_vec(&serde_json::json!({
            "success": true, "errorCode": "0", "errorMessage": "处理成功",
            "value": {"matchResult": results, "pageNo": 1, "pages": 2, "total": 3,
                      "lastUpdateTime": "2026-06-26 12:00:00"}
        }))
        .unwrap()
    }

    fn one(id: i64, full: &str, pool: &str) -> Value {
        serde_json::json!({
            "matchId": id, "matchNumStr": "周四060", "sectionsNo1": "2:1", "sectionsNo999": full,
            "matchResultStatus": "2", "poolStatus": pool, "winFlag": "H"
        })
    }

    #[test]
    fn paid_scores_settle_unpaid_ones_wait_and_markers_void_or_postpone() {
        let page = parse_results(&body(serde_json::json!([
            one(1, "3:2", "Payout"),
            one(2, "3:2", ""),
            {"matchId": 3, "matchNumStr": "周四061", "sectionsNo1": "", "sectionsNo999": "无效场次",
             "matchResultStatus": "2", "poolStatus": "Payout"},
            {"matchId": 4, "matchNumStr": "周四062", "sectionsNo999": "延期", "matchResultStatus": "0"},
        ])))
        .unwrap();
        let v: Vec<_> = page.results.iter().map(|r| r.verdict.clone()).collect();
        assert_eq!(
            v,
            vec![
                Verdict::Final {
                    full: (3, 2),
                    half: Some((2, 1))
                },
                Verdict::Pending,
                Verdict::Void,
                Verdict::Postponed
            ]
        );
        assert_eq!((page.page, page.pages), (1, 2));
        assert_eq!(page.source_time, beijing("2026-06-26", "12:00:00"));
    }

    #[test]
    fn a_bad_or_repeated_result_refuses_the_page() {
        let e = parse_results(&body(serde_json::json!([one(1, "3-2", "Payout")]))).unwrap_err();
        assert_eq!(e.code, "INVALID_MATCH");
        assert!(e.reason.contains("sectionsNo999"), "{}", e.reason);
        let e = parse_results(&body(serde_json::json!([one(1, "1:0", "Payout")]))).unwrap_err();
        assert!(
            e.reason.contains("exceeds"),
            "half 2:1 over full 1:0: {}",
            e.reason
        );
        let e = parse_results(&body(serde_json::json!([
            one(1, "3:2", "Payout"),
            one(1, "3:2", "Payout")
        ])))
        .unwrap_err();
        assert_eq!(e.code, "DUPLICATE_ID");
        assert!(parse_results(&body(serde_json::json!([])))
            .unwrap()
            .results
            .is_empty());
        assert_eq!(parse_results(b"").unwrap_err().code, "EMPTY");
        assert_eq!(
            parse_results(br#"{"success": true, "value": {}}"#)
                .unwrap_err()
                .code,
            "MALFORMED"
        );
    }
}
