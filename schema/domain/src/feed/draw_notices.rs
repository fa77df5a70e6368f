//! Draw notices in the two lotteries' public shapes, read whole before
//! anything is written.
//!
//! - **The sports lottery** (大乐透, 排列三, 排列五, 七星彩: the gateway's
//!   `getHistoryPageListV1.qry?gameNo=…`): the gateway envelope, then
//!   `value.list[]` with `lotteryDrawNum` (`"26094"`),
//!   `lotteryDrawResult` (the numbers separated by spaces, the extra zone
//!   last: `"05 14 15 17 33 01 07"`), `lotteryDrawTime` (`"2026-08-19"`),
//!   `prizeLevelList[]` (`prizeLevel` `一等奖`…, `stakeAmount` in yuan
//!   with thousands commas, `stakeCount`; a `…追加` row is the tier's
//!   追加 amount) and `poolBalanceAfterdraw`.
//! - **The welfare lottery** (双色球, 福彩3D, 七乐彩: `findDrawNotice`):
//!   `{"state": 0, "message": "查询成功", "result": [...]}` with `code`
//!   (`"2026094"`), `date` (`"2026-08-18(二)"`), `red` and `blue` (numbers
//!   separated by commas), `prizegrades[]` (`type` the tier, `typenum`
//!   winners, `typemoney` yuan) and `poolmoney`.
//!
//! Every draw is checked against the game's rules (counts and ranges);
//! one that does not read refuses the whole response. A prize row whose
//! amount is not announced yet (blank, `---`) is left out, not refused.

use std::collections::HashSet;

use chrono::NaiveDate;
use serde::Deserialize;
use serde_json::Value;

use super::csl::{value_of, Refused};
use crate::lottery::feed_apply::FeedDraw;
use crate::lottery::service::NewDraw;
use rules::lottery::games::{normalize_issue, Game};
use rules::lottery::prize_list::PrizeEntry;

/// Which public shape a game's notices come in.
pub fn is_welfare(game: Game) -> bool {
    matches!(game, Game::Ssq | Game::Fc3d | Game::Qlc)
}

/// Reads one response of `game`'s draw notices whole.
pub fn parse(game: Game, body: &[u8]) -> Result<Vec<FeedDraw>, Refused> {
    let draws = if is_welfare(game) {
        parse_welfare(game, body)?
    } else {
        parse_sports(game, body)?
    };
    if draws.is_empty() {
        return Err(Refused::new("EMPTY", "no draw in the notice list"));
    }
    let mut seen = HashSet::new();
    for d in &draws {
        if !seen.insert(d.draw.issue.clone()) {
            return Err(Refused::new(
                "DUPLICATE_ID",
                format!("issue {} listed twice", d.draw.issue),
            ));
        }
    }
    Ok(draws)
}

/// Yuan as the notices write it (`"10,000,000"`, `"5000000.00"`) in fen;
/// `None` when not announced.
fn fen(text: &str) -> Option<i64> {
    let t: String = text.trim().chars().filter(|c| *c != ',').collect();
    if t.is_empty() || t.chars().all(|c| c == '-') {
        return None;
    }
    let (whole, frac) = t.split_once('.').unwrap_or((&t, ""));
    let whole: i64 = whole.parse().ok()?;
    let frac = format!("{frac:0<2}");
    let cents: i64 = frac.get(..2)?.parse().ok()?;
    whole.checked_mul(100)?.checked_add(cents)
}

fn text(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Number(n) => n.to_string(),
        _ => String::new(),
    }
}

fn numbers(field: &str, parts: &[&str]) -> Result<Vec<u8>, String> {
    parts
        .iter()
        .map(|p| p.trim().parse::<u8>().map_err(|_| format!("{field} {p:?}")))
        .collect()
}

fn checked(
    game: Game,
    issue: &str,
    date: NaiveDate,
    main: Vec<u8>,
    extra: Vec<u8>,
) -> Result<NewDraw, String> {
    let issue =
        normalize_issue("issue", issue).map_err(|e| format!("issue {issue:?}: {}", e.message))?;
    game.check_numbers("numbers", &main, &extra)
        .map_err(|e| format!("numbers: {}", e.message))?;
    Ok(NewDraw {
        issue,
        draw_date: date,
        main,
        extra,
    })
}

const TIERS: [&str; 10] = [
    "一等奖",
    "二等奖",
    "三等奖",
    "四等奖",
    "五等奖",
    "六等奖",
    "七等奖",
    "八等奖",
    "九等奖",
    "十等奖",
];

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct SportsList {
    list: Vec<Value>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct SportsDraw {
    lottery_draw_num: Value,
    lottery_draw_result: String,
    lottery_draw_time: String,
    #[serde(default)]
    prize_level_list: Vec<SportsPrize>,
    #[serde(default)]
    pool_balance_afterdraw: Value,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct SportsPrize {
    #[serde(default)]
    prize_level: String,
    #[serde(default)]
    stake_amount: Value,
    #[serde(default)]
    stake_count: Value,
}

fn parse_sports(game: Game, body: &[u8]) -> Result<Vec<FeedDraw>, Refused> {
    let value = value_of(body)?;
    let list: SportsList = serde_json::from_value(value)
        .map_err(|e| Refused::new("MALFORMED", format!("not a draw history list: {e}")))?;
    let main_count = game.zones().0.count;
    let mut out = Vec::with_capacity(list.list.len());
    for (n, raw) in list.list.into_iter().enumerate() {
        let at = format!("list[{n}]");
        let bad = |e: String| Refused::new("INVALID_DRAW", format!("{at}: {e}"));
        let raw: SportsDraw = serde_json::from_value(raw).map_err(|e| bad(e.to_string()))?;
        let parts: Vec<&str> = raw.lottery_draw_result.split_whitespace().collect();
        let nums = numbers("lotteryDrawResult", &parts).map_err(bad)?;
        let (main, extra) = nums.split_at(main_count.min(nums.len()));
        let date = NaiveDate::parse_from_str(raw.lottery_draw_time.trim(), "%Y-%m-%d")
            .map_err(|_| bad(format!("lotteryDrawTime {:?}", raw.lottery_draw_time)))?;
        let draw = checked(
            game,
            &text(&raw.lottery_draw_num),
            date,
            main.to_vec(),
            extra.to_vec(),
        )
        .map_err(bad)?;
        let mut prizes: Vec<PrizeEntry> = Vec::new();
        for p in &raw.prize_level_list {
            let name = p.prize_level.trim();
            let base = name.trim_end_matches("追加").trim_end_matches('(').trim();
            let Some(tier) = TIERS.iter().position(|t| base.starts_with(t)) else {
                continue;
            };
            let Some(amount) = fen(&text(&p.stake_amount)) else {
                continue;
            };
            let tier = u8::try_from(tier + 1).unwrap_or(u8::MAX);
            if name.contains("追加") {
                if let Some(e) = prizes.iter_mut().find(|e| e.tier == tier) {
                    e.additional_fen = Some(amount);
                }
                continue;
            }
            if prizes.iter().any(|e| e.tier == tier) {
                continue;
            }
            prizes.push(PrizeEntry {
                tier,
                name: Some(TIERS[usize::from(tier) - 1].to_owned()),
                amount_fen: amount,
                additional_fen: None,
                winners: text(&p.stake_count).replace(',', "").trim().parse().ok(),
            });
        }
        out.push(FeedDraw {
            draw,
            prize_list: prizes,
            pool_fen: fen(&text(&raw.pool_balance_afterdraw)),
        });
    }
    Ok(out)
}

#[derive(Deserialize)]
struct WelfareEnvelope {
    state: Value,
    #[serde(default)]
    message: String,
    result: Option<Vec<Value>>,
}

#[derive(Deserialize)]
struct WelfareDraw {
    code: Value,
    date: String,
    red: String,
    #[serde(default)]
    blue: String,
    #[serde(default)]
    prizegrades: Vec<WelfarePrize>,
    #[serde(default)]
    poolmoney: Value,
}

#[derive(Deserialize)]
struct WelfarePrize {
    #[serde(rename = "type", default)]
    tier: Value,
    #[serde(default)]
    typenum: Value,
    #[serde(default)]
    typemoney: Value,
}

fn parse_welfare(game: Game, body: &[u8]) -> Result<Vec<FeedDraw>, Refused> {
    if body.iter().all(u8::is_ascii_whitespace) {
        return Err(Refused::new("EMPTY", "an empty body"));
    }
    let e: WelfareEnvelope = serde_json::from_slice(body)
        .map_err(|e| Refused::new("MALFORMED", format!("not the draw notice envelope: {e}")))?;
    if text(&e.state) != "0" {
        return Err(Refused::new(
            "SOURCE_ERROR",
            format!("the source answered {}: {}", text(&e.state), e.message),
        ));
    }
    let list = e
        .result
        .ok_or_else(|| Refused::new("MALFORMED", "no result in the envelope"))?;
    let mut out = Vec::with_capacity(list.len());
    for (n, raw) in list.into_iter().enumerate() {
        let at = format!("result[{n}]");
        let bad = |e: String| Refused::new("INVALID_DRAW", format!("{at}: {e}"));
        let raw: WelfareDraw = serde_json::from_value(raw).map_err(|e| bad(e.to_string()))?;
        let split = |s: &str| -> Vec<String> {
            s.split([',', ' '])
                .filter(|p| !p.trim().is_empty())
                .map(str::to_owned)
                .collect()
        };
        let red = split(&raw.red);
        let blue = split(&raw.blue);
        let main =
            numbers("red", &red.iter().map(String::as_str).collect::<Vec<_>>()).map_err(bad)?;
        let extra =
            numbers("blue", &blue.iter().map(String::as_str).collect::<Vec<_>>()).map_err(bad)?;
        // `2026-08-18(二)`: the weekday in brackets is dropped.
        let day = raw.date.split('(').next().unwrap_or_default().trim();
        let date = NaiveDate::parse_from_str(day, "%Y-%m-%d")
            .map_err(|_| bad(format!("date {:?}", raw.date)))?;
        let draw = checked(game, &text(&raw.code), date, main, extra).map_err(bad)?;
        let mut prizes: Vec<PrizeEntry> = Vec::new();
        for p in &raw.prizegrades {
            let Ok(tier) = text(&p.tier).trim().parse::<u8>() else {
                continue;
            };
            let Some(amount) = fen(&text(&p.typemoney)) else {
                continue;
            };
            if !(1..=10).contains(&tier) || prizes.iter().any(|e| e.tier == tier) {
                continue;
            }
            prizes.push(PrizeEntry {
                tier,
                name: None,
                amount_fen: amount,
                additional_fen: None,
                winners: text(&p.typenum).replace(',', "").trim().parse().ok(),
            });
        }
        out.push(FeedDraw {
            draw,
            prize_list: prizes,
            pool_fen: fen(&text(&raw.poolmoney)),
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn yuan_with_commas_and_cents_are_fen() {
        assert_eq!(fen("10,000,000"), Some(1_000_000_000));
        assert_eq!(fen("5000000.5"), Some(500_000_050));
        assert_eq!(fen("---"), None);
        assert_eq!(fen(""), None);
        assert_eq!(fen("abc"), None);
    }

    #[test]
    fn a_sports_lottery_history_reads_with_its_tiers_and_追加() {
        let body = serde_json::to_vec(&serde_json::json!({
            "success": true, "errorCode": "0", "errorMessage": "处理成功",
            "value": {"list": [{
                "lotteryDrawNum": "26094", "lotteryDrawResult": "05 14 15 17 33 01 07",
                "lotteryDrawTime": "2026-08-19", "poolBalanceAfterdraw": "812,345,678.12",
                "prizeLevelList": [
                    {"prizeLevel": "一等奖", "stakeAmount": "10,000,000", "stakeCount": "2"},
                    {"prizeLevel": "一等奖(追加)", "stakeAmount": "8,000,000", "stakeCount": "1"},
                    {"prizeLevel": "二等奖", "stakeAmount": "---", "stakeCount": "0"}
                ]
            }]}
        }))
        .unwrap();
        let d = &parse(Game::Dlt, &body).unwrap()[0];
        assert_eq!(d.draw.issue, "2026094");
        assert_eq!((d.draw.main.len(), d.draw.extra.clone()), (5, vec![1, 7]));
        assert_eq!(d.prize_list.len(), 1);
        assert_eq!(d.prize_list[0].additional_fen, Some(800_000_000));
        assert_eq!(d.pool_fen, Some(81_234_567_812));
    }

    #[test]
    fn a_welfare_notice_reads_and_a_bad_number_refuses_the_list() {
        let good = serde_json::json!({"code": "2026094", "date": "2026-08-18(二)",
            "red": "02,05,11,19,27,33", "blue": "09", "poolmoney": "2000000000",
            "prizegrades": [{"type": 1, "typenum": "5", "typemoney": "6000000"}]});
        let body = |list: Value| {
            serde_json::to_vec(
                &serde_json::json!({"state": 0, "message": "查询成功", "result": list}),
            )
            .unwrap()
        };
        let d = &parse(Game::Ssq, &body(serde_json::json!([good.clone()]))).unwrap()[0];
        assert_eq!(d.draw.main, vec![2, 5, 11, 19, 27, 33]);
        assert_eq!(
            d.draw.draw_date,
            NaiveDate::from_ymd_opt(2026, 8, 18).unwrap()
        );
        assert_eq!(d.prize_list[0].amount_fen, 600_000_000);
        let mut bad = good.clone();
        bad["red"] = "02,05,11,19,27,34".into();
        let e = parse(Game::Ssq, &body(serde_json::json!([good.clone(), bad]))).unwrap_err();
        assert_eq!(e.code, "INVALID_DRAW");
        assert!(e.reason.starts_with("result[1]"), "{}", e.reason);
        let e = parse(Game::Ssq, &body(serde_json::json!([good.clone(), good]))).unwrap_err();
        assert_eq!(e.code, "DUPLICATE_ID");
        let refused = br#"{"state": 1, "message": "busy"}"#;
        assert_eq!(parse(Game::Ssq, refused).unwrap_err().code, "SOURCE_ERROR");
        assert_eq!(
            parse(Game::Ssq, &body(serde_json::json!([])))
                .unwrap_err()
                .code,
            "EMPTY"
        );
    }
}
