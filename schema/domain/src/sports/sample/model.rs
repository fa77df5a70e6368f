//! The strength model's arithmetic and its prices: the normal and Poisson
//! distributions both sports draw from, odds at a payout rate, and the
//! odds' movement during the sale. Every float of the sample lives here or
//! in its callers; what leaves is integer odds in hundredths. The draws
//! take the seeded generator in the callers' order, so moving a call would
//! change the fixtures a seed gives.

use chrono::{Duration, NaiveDate};
use rand::rngs::StdRng;
use rand::Rng;

use super::calendar::beijing;
use crate::sports::import::NewOdds;
use crate::sports::PlayType;

/// Odds in hundredths for a probability at a payout rate, within what the
/// pools print (1.01 to 999.00).
pub(super) fn price(p: f64, payout: f64) -> i64 {
    let odds = (payout / p.max(1e-6) * 100.0).round();
    (odds as i64).clamp(101, 99_900)
}

/// A price moved by up to ±`pct` percent (the sale's odds movement).
fn drift(rng: &mut StdRng, odds: i64, pct: i64) -> i64 {
    let step = rng.gen_range(-pct..=pct);
    (odds + odds * step / 100).clamp(101, 99_900)
}

/// The standard normal distribution function (Abramowitz–Stegun 7.1.26).
pub(super) fn phi(x: f64) -> f64 {
    let t = 1.0 / (1.0 + 0.327_591_1 * x.abs() / std::f64::consts::SQRT_2);
    let poly = t
        * (0.254_829_592
            + t * (-0.284_496_736
                + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
    let erf = 1.0 - poly * (-(x * x) / 2.0).exp();
    if x >= 0.0 {
        (1.0 + erf) / 2.0
    } else {
        (1.0 - erf) / 2.0
    }
}

/// A normal draw (Box–Muller).
pub(super) fn normal(rng: &mut StdRng, mean: f64, sd: f64) -> f64 {
    let u1: f64 = rng.gen_range(f64::EPSILON..1.0);
    let u2: f64 = rng.gen_range(0.0..1.0);
    mean + sd * (-2.0 * u1.ln()).sqrt() * (2.0 * std::f64::consts::PI * u2).cos()
}

pub(super) fn poisson(rng: &mut StdRng, lambda: f64) -> u16 {
    let limit = (-lambda).exp();
    let mut p = 1.0;
    let mut k = 0u16;
    loop {
        p *= rng.gen_range(0.0..1.0);
        if p <= limit || k >= 12 {
            return k;
        }
        k += 1;
    }
}

/// P(goals = k) under Poisson(λ), k = 0..=10.
pub(super) fn poisson_table(lambda: f64) -> Vec<f64> {
    let mut out = Vec::with_capacity(11);
    let mut p = (-lambda).exp();
    for k in 0..=10 {
        out.push(p);
        p *= lambda / f64::from(k + 1);
    }
    out
}

/// Three moments during the sale: two days before kickoff, the day before
/// and the morning of the match; a finished 北单 match adds its 开奖SP.
pub(super) fn odds_rows(
    rng: &mut StdRng,
    day: NaiveDate,
    play: PlayType,
    base: &[i64],
    single: bool,
    final_sp: bool,
) -> Vec<NewOdds> {
    let mut rows = Vec::new();
    let mut current: Vec<i64> = base.to_vec();
    for (back, hour) in [(2, 10), (1, 12), (0, 9)] {
        if let Some(at) = beijing(day - Duration::days(back), hour, 0) {
            rows.push(NewOdds {
                play,
                odds: current.iter().map(|o| Some(*o)).collect(),
                single,
                recorded_at: at,
                source: "sample".into(),
            });
        }
        current = current.iter().map(|o| drift(rng, *o, 4)).collect();
    }
    if final_sp {
        if let Some(at) = beijing(day + Duration::days(1), 2, 0) {
            rows.push(NewOdds {
                play,
                odds: current.iter().map(|o| Some(drift(rng, *o, 15))).collect(),
                single,
                recorded_at: at,
                source: "sample:开奖SP".into(),
            });
        }
    }
    rows
}
