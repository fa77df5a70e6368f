use super::*;
use Outcome::{Black as B, Red as R, Void as V};

fn rec(seq: &[Outcome]) -> Record {
    Record::of(seq.iter().map(|o| {
        let ret = if *o == R { 400 } else { 0 };
        (*o, NOTIONAL_STAKE_FEN, ret)
    }))
}

#[test]
fn streaks_by_hand() {
    // R R B R R R V B R R: longest 3, current 2, void outside the record.
    let r = rec(&[R, R, B, R, R, R, V, B, R, R]);
    assert_eq!((r.settled, r.red, r.void), (9, 7, 1));
    assert_eq!((r.current_streak, r.longest_streak), (2, 3));
    // A streak still running counts as the longest.
    let r = rec(&[B, R, R, R, R]);
    assert_eq!((r.current_streak, r.longest_streak), (4, 4));
    assert_eq!(rec(&[R, B]).current_streak, 0);
}

#[test]
fn recent_n_by_hand() {
    // Twelve settled: the last ten are B R R R V(skipped) R B R R R B → …
    let seq = [R, R, B, R, R, R, V, R, B, R, R, R, B];
    let r = rec(&seq);
    // Settled order without the void: R R B R R R R B R R R B (12).
    // The last ten: B R R R R B R R R B → 7 red.
    assert_eq!(r.recent(10), (10, 7));
    assert_eq!(r.recent(5), (5, 3));
    // Fewer settled than asked: all of them.
    assert_eq!(rec(&[R, B, R]).recent(10), (3, 2));
    // More than twenty kept is twenty.
    let long: Vec<Outcome> = (0..30).map(|i| if i % 3 == 0 { B } else { R }).collect();
    assert_eq!(rec(&long).recent(20).0, 20);
    assert_eq!(rec(&long).recent(30).0, 20);
}

#[test]
fn hit_and_return_rates_by_hand() {
    // Three settled at 2 yuan: one red single at 2.15 returns 4.30.
    let r = Record::of([(R, 200, 430), (B, 200, 0), (B, 200, 0), (V, 200, 0)]);
    assert_eq!(r.hit_permille(), Some(333));
    // 430 / 600 = 71.666… %, shown 71.7 (half up).
    assert_eq!(r.return_permille(), Some(717));
    assert_eq!(Record::default().hit_permille(), None);
    assert_eq!(fmt_permille(717), "71.7");
}

/// Rates are rounded half up to one decimal, never cut.
#[test]
fn rates_round_half_up_to_a_tenth() {
    let hits = |red: usize, settled: usize| {
        let picks = (0..settled).map(|i| (if i < red { R } else { B }, 200, 0));
        Record::of(picks).hit_permille().map(fmt_permille)
    };
    assert_eq!(hits(2, 3).as_deref(), Some("66.7"));
    assert_eq!(hits(1, 3).as_deref(), Some("33.3"));
    assert_eq!(hits(5, 8).as_deref(), Some("62.5"));
    assert_eq!(hits(1, 16).as_deref(), Some("6.3"));
    assert_eq!(hits(3, 3).as_deref(), Some("100.0"));
    assert_eq!(hits(0, 7).as_deref(), Some("0.0"));
    // A return of 416/3 %: 12.48 yuan back on 9 yuan staked.
    let r = Record::of([(R, 900, 1248)]);
    assert_eq!(
        r.return_permille().map(fmt_permille).as_deref(),
        Some("138.7")
    );
    // Exactly on a half: 1/2000 is 0.05 %, shown 0.1.
    assert_eq!(permille(1, 2000), 1);
    assert_eq!(permille(1, 2001), 0);
}

#[test]
fn a_parlay_is_red_only_when_both_legs_hit() {
    assert_eq!(combined(&[R, R]), R);
    assert_eq!(combined(&[R, B]), B);
    assert_eq!(combined(&[V, R]), R);
    assert_eq!(combined(&[V, V]), V);
    assert_eq!(combined(&[V, B]), B);
    // 2.00 × 1.50 on 2 yuan = 6 yuan; a void leg counts at 1.00.
    assert_eq!(pick_return(R, 200, &[(R, 200), (R, 150)]), 600);
    assert_eq!(pick_return(R, 200, &[(V, 300), (R, 150)]), 300);
    assert_eq!(pick_return(B, 200, &[(R, 200), (B, 150)]), 0);
}

#[test]
fn legs_settle_by_the_right_option() {
    assert_eq!(leg_outcome(0, Some(0), false), Some(R));
    assert_eq!(leg_outcome(1, Some(0), false), Some(B));
    assert_eq!(leg_outcome(1, None, true), Some(V));
    assert_eq!(leg_outcome(1, None, false), None);
}

#[test]
fn picks_close_at_kickoff_by_the_servers_clock() {
    assert!(open_for_picks(Some(100), true, 99));
    assert!(!open_for_picks(Some(100), true, 100));
    assert!(!open_for_picks(Some(100), false, 50));
    assert!(!open_for_picks(None, true, 50));
}

#[test]
fn entries_pay_stake_times_odds_rounded_down() {
    assert_eq!(entry_payout(R, 33, 215), 70); // 70.95 → 70
    assert_eq!(entry_payout(V, 33, 215), 33);
    assert_eq!(entry_payout(B, 33, 215), 0);
    assert!(check_stake(10, 10, 500).is_ok());
    assert_eq!(
        check_stake(501, 10, 500).unwrap_err().field.as_deref(),
        Some("stake")
    );
}

#[test]
fn boards_order_by_measure_then_settled_then_earlier() {
    let a = board_keys(&rec(&[R, R, B]), 1000);
    let b = board_keys(&rec(&[R, R, B, R, R, B]), 2000);
    // Same hit rate (66.66 %): more settled first.
    assert!(b.hit > a.hit);
    let c = board_keys(&rec(&[R, R, B]), 900);
    // Same measure and count: the earlier last pick first.
    assert!((c.hit, c.tie) > (a.hit, a.tie));
    assert!(board_keys(&rec(&[R, R, R]), 0).streak > b.streak);
}

#[test]
fn periods_are_iso_weeks_and_months() {
    let d = chrono::NaiveDate::from_ymd_opt(2026, 11, 29).unwrap(); // a Sunday
    assert_eq!(
        periods(d),
        ["week:2026-W48".to_owned(), "month:2026-11".to_owned()]
    );
    let d = chrono::NaiveDate::from_ymd_opt(2027, 1, 1).unwrap();
    assert_eq!(periods(d)[0], "week:2026-W53");
}

#[test]
fn recruitment_and_settings() {
    let rules = QuizRules::default();
    assert_eq!(rules.expert_min_settled, 30);
    assert!(recruitable(30, 17, &rules).is_ok()); // 56.7 %
    assert!(recruitable(30, 16, &rules).is_err()); // 53.3 %
    assert!(recruitable(29, 29, &rules).is_err());
    assert!(validate("PLAN_MAX_PRICE", Some(0)).is_err());
    assert!(validate("PLAN_MAX_PRICE", Some(500)).is_ok());
    assert!(validate("OTHER", Some(-5)).is_ok());
    assert_eq!(rules.board_min("month:2026-11"), 30);
    assert!(check_prizes(&[100, 50, 50]).is_ok());
    assert!(check_prizes(&[50, 100]).is_err());
    assert!(check_play("play", PlayType::Bf).is_err());
}

/// The stored board keys (cut hundredths of a percent, then the settled
/// count) never sort two records against their shown rates (half-up
/// tenths): within one cut hundredth every rate shows the same tenth.
#[test]
fn board_keys_agree_with_the_shown_rates() {
    use std::collections::BTreeMap;
    let span = 1i64 << 24;
    let mut shown_by_key: BTreeMap<i64, i64> = BTreeMap::new();
    for settled in 1..=400 {
        for red in 0..=settled {
            let r = Record {
                settled,
                red,
                ..Record::default()
            };
            let key = board_keys(&r, 0).hit / span;
            let shown = r.hit_permille().unwrap();
            assert_eq!(
                *shown_by_key.entry(key).or_insert(shown),
                shown,
                "{red}/{settled}"
            );
        }
    }
    // Ascending keys show non-decreasing rates.
    assert!(shown_by_key
        .values()
        .zip(shown_by_key.values().skip(1))
        .all(|(a, b)| a <= b));
    let mut shown_by_key: BTreeMap<i64, i64> = BTreeMap::new();
    for stake in (200..=20_000).step_by(200) {
        for ret in (0..=30_000).step_by(7) {
            let r = Record {
                settled: 1,
                stake_fen: stake,
                return_fen: ret,
                ..Record::default()
            };
            let key = board_keys(&r, 0).ret / span;
            let shown = r.return_permille().unwrap();
            assert_eq!(
                *shown_by_key.entry(key).or_insert(shown),
                shown,
                "{ret}/{stake}"
            );
        }
    }
    assert!(shown_by_key
        .values()
        .zip(shown_by_key.values().skip(1))
        .all(|(a, b)| a <= b));
}
