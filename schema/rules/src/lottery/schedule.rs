//! When each game draws (开奖时间): its weekdays and its time, Beijing time
//! (UTC+8 all year; China has no daylight saving). lottery-rules.md does not
//! state the schedule; these are the operators' published draw times
//! (中国福利彩票: 双色球 Tue/Thu/Sun, 七乐彩 Mon/Wed/Fri, 福彩3D daily, all
//! 21:15; 中国体育彩票: 大乐透 Mon/Wed/Sat, 七星彩 Tue/Fri/Sun, 排列三/五
//! daily, all 21:25). Holiday breaks (春节) are announced each year and are
//! not modelled: a countdown across one is wrong until the break's draws
//! are published.
//!
//! Times are Unix seconds so this module needs no date library.

use super::Game;

/// Beijing time's offset from UTC, in seconds.
const BEIJING_OFFSET: i64 = 8 * 3600;
const DAY: i64 = 86_400;

/// A game's draw days (1 = Monday … 7 = Sunday) and minute of the day
/// (Beijing time) of the draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Schedule {
    pub weekdays: &'static [u8],
    pub minute_of_day: u16,
}

const EVERY_DAY: &[u8] = &[1, 2, 3, 4, 5, 6, 7];
/// 21:15, the welfare lottery's draw time.
const FC_TIME: u16 = 21 * 60 + 15;
/// 21:25, the sports lottery's draw time.
const TC_TIME: u16 = 21 * 60 + 25;

pub fn schedule(game: Game) -> Schedule {
    let (weekdays, minute_of_day): (&'static [u8], u16) = match game {
        Game::Ssq => (&[2, 4, 7], FC_TIME),
        Game::Qlc => (&[1, 3, 5], FC_TIME),
        Game::Fc3d => (EVERY_DAY, FC_TIME),
        Game::Dlt => (&[1, 3, 6], TC_TIME),
        Game::Qxc => (&[2, 5, 7], TC_TIME),
        Game::Pl3 | Game::Pl5 => (EVERY_DAY, TC_TIME),
    };
    Schedule {
        weekdays,
        minute_of_day,
    }
}

/// The weekday (1 = Monday … 7 = Sunday) of a day counted from 1970-01-01,
/// which was a Thursday.
fn weekday(day: i64) -> u8 {
    // rem_euclid keeps days before 1970 right; the result is 0..7.
    (((day + 3).rem_euclid(7)) + 1) as u8
}

/// The first draw of `game` strictly after `now` (Unix seconds), in Unix
/// seconds. A draw at exactly `now` counts as started, so the next one is
/// returned: the countdown never shows zero for a draw under way.
pub fn next_draw_after(game: Game, now: i64) -> i64 {
    let s = schedule(game);
    let local = now + BEIJING_OFFSET;
    let today = local.div_euclid(DAY);
    let draw_second = i64::from(s.minute_of_day) * 60;
    // Every schedule has a draw within 7 days, so 8 days always find one.
    (0..8)
        .map(|d| today + d)
        .filter(|day| s.weekdays.contains(&weekday(*day)))
        .map(|day| day * DAY + draw_second - BEIJING_OFFSET)
        .find(|at| *at > now)
        .unwrap_or(now + 7 * DAY)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Unix seconds of a Beijing wall-clock time (tests only; days from
    /// 1970-01-01 by the civil-from-days algorithm).
    fn beijing(y: i64, m: i64, d: i64, hh: i64, mm: i64) -> i64 {
        let y = if m <= 2 { y - 1 } else { y };
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let mp = (m + 9) % 12;
        let doy = (153 * mp + 2) / 5 + d - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        let days = era * 146_097 + doe - 719_468;
        days * DAY + hh * 3600 + mm * 60 - BEIJING_OFFSET
    }

    #[test]
    fn weekdays_from_the_epoch() {
        assert_eq!(weekday(0), 4, "1970-01-01 was a Thursday");
        // 2026-11-23 is a Monday.
        let day = (beijing(2026, 11, 23, 12, 0) + BEIJING_OFFSET).div_euclid(DAY);
        assert_eq!(weekday(day), 1);
    }

    #[test]
    fn ssq_draws_tuesday_thursday_sunday_at_2115() {
        // Monday noon → Tuesday 21:15.
        let mon = beijing(2026, 11, 23, 12, 0);
        assert_eq!(
            next_draw_after(Game::Ssq, mon),
            beijing(2026, 11, 24, 21, 15)
        );
        // Tuesday 21:14 → the same evening; at 21:15 it has started → Thursday.
        assert_eq!(
            next_draw_after(Game::Ssq, beijing(2026, 11, 24, 21, 14)),
            beijing(2026, 11, 24, 21, 15)
        );
        assert_eq!(
            next_draw_after(Game::Ssq, beijing(2026, 11, 24, 21, 15)),
            beijing(2026, 11, 26, 21, 15)
        );
        // Sunday night after the draw → Tuesday (across the week's end).
        assert_eq!(
            next_draw_after(Game::Ssq, beijing(2026, 11, 29, 22, 0)),
            beijing(2026, 12, 1, 21, 15)
        );
    }

    #[test]
    fn dlt_and_the_daily_games() {
        // Monday 21:30, after 大乐透's 21:25 → Wednesday.
        let mon = beijing(2026, 11, 23, 21, 30);
        assert_eq!(
            next_draw_after(Game::Dlt, mon),
            beijing(2026, 11, 25, 21, 25)
        );
        // Daily games: the same evening before their time, else tomorrow.
        assert_eq!(
            next_draw_after(Game::Fc3d, mon),
            beijing(2026, 11, 24, 21, 15)
        );
        assert_eq!(
            next_draw_after(Game::Pl3, beijing(2026, 11, 23, 9, 0)),
            beijing(2026, 11, 23, 21, 25)
        );
        // Beijing's evening is UTC's afternoon: a UTC date is not the draw day.
        assert_eq!(
            next_draw_after(Game::Pl5, beijing(2026, 12, 31, 23, 59)),
            beijing(2027, 1, 1, 21, 25)
        );
    }

    #[test]
    fn every_game_draws_within_a_week() {
        let start = beijing(2026, 11, 23, 0, 0);
        for game in Game::ALL {
            for hour in 0..(24 * 7) {
                let now = start + hour * 3600;
                let next = next_draw_after(game, now);
                assert!(next > now && next - now <= 7 * DAY, "{game:?} at +{hour}h");
            }
        }
    }
}
