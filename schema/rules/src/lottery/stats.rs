//! Trend statistics over the last N draws (走势, 遗漏, 冷热): computed in
//! memory from the draws' numbers, newest first.

use serde::Serialize;

/// One number of a zone over the window.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NumberStat {
    pub number: u8,
    /// Draws in the window that contained it.
    pub frequency: u32,
    /// Draws since it last appeared (0 = in the latest draw; the window
    /// size when it did not appear at all).
    pub current_omission: u32,
    /// The longest run of draws in the window without it.
    pub max_omission: u32,
}

/// Shape of one draw's main numbers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DrawShape {
    pub odd: u32,
    pub even: u32,
    /// Numbers above the middle of the range.
    pub big: u32,
    pub small: u32,
    pub sum: u32,
    /// Largest minus smallest.
    pub span: u32,
    /// Pairs of consecutive numbers (e.g. 15, 16).
    pub consecutive: u32,
}

/// Per-number statistics for numbers `min..=max` over `draws` (newest
/// first; each the zone's numbers).
pub fn number_stats(draws: &[Vec<u8>], min: u8, max: u8) -> Vec<NumberStat> {
    let n = draws.len() as u32;
    (min..=max)
        .map(|number| {
            let mut frequency = 0;
            let mut current = None;
            let mut run = 0;
            let mut max_run = 0;
            for (i, d) in draws.iter().enumerate() {
                if d.contains(&number) {
                    frequency += 1;
                    current.get_or_insert(i as u32);
                    max_run = max_run.max(run);
                    run = 0;
                } else {
                    run += 1;
                }
            }
            max_run = max_run.max(run);
            NumberStat {
                number,
                frequency,
                current_omission: current.unwrap_or(n),
                max_omission: max_run,
            }
        })
        .collect()
}

/// The `k` hottest (most frequent) and coldest numbers; ties by number.
pub fn hot_and_cold(stats: &[NumberStat], k: usize) -> (Vec<u8>, Vec<u8>) {
    let mut by = stats.to_vec();
    by.sort_by_key(|s| (std::cmp::Reverse(s.frequency), s.number));
    let hot = by.iter().take(k).map(|s| s.number).collect();
    by.sort_by_key(|s| (s.frequency, s.number));
    let cold = by.iter().take(k).map(|s| s.number).collect();
    (hot, cold)
}

/// Odd/even, big/small, sum, span and consecutive pairs of one draw whose
/// numbers range `min..=max`.
pub fn shape(numbers: &[u8], min: u8, max: u8) -> DrawShape {
    let mut sorted = numbers.to_vec();
    sorted.sort_unstable();
    let middle = (u32::from(min) + u32::from(max)) / 2;
    let odd = sorted.iter().filter(|n| *n % 2 == 1).count() as u32;
    let big = sorted.iter().filter(|n| u32::from(**n) > middle).count() as u32;
    let len = sorted.len() as u32;
    DrawShape {
        odd,
        even: len - odd,
        big,
        small: len - big,
        sum: sorted.iter().map(|n| u32::from(*n)).sum(),
        span: match (sorted.first(), sorted.last()) {
            (Some(a), Some(b)) => u32::from(*b - *a),
            _ => 0,
        },
        consecutive: sorted.windows(2).filter(|w| w[1] == w[0] + 1).count() as u32,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn omissions_count_draws_since_and_longest_gap() {
        // Newest first: 1 in draws 0 and 3; 2 never; 3 only in the oldest.
        let draws = vec![vec![1], vec![5], vec![6], vec![1], vec![3]];
        let s = number_stats(&draws, 1, 3);
        assert_eq!(
            (s[0].frequency, s[0].current_omission, s[0].max_omission),
            (2, 0, 2)
        );
        assert_eq!(
            (s[1].frequency, s[1].current_omission, s[1].max_omission),
            (0, 5, 5)
        );
        assert_eq!(
            (s[2].frequency, s[2].current_omission, s[2].max_omission),
            (1, 4, 4)
        );
        let (hot, cold) = hot_and_cold(&s, 1);
        assert_eq!((hot, cold), (vec![1], vec![2]));
    }

    #[test]
    fn the_shape_of_a_draw() {
        let s = shape(&[1, 4, 16, 22, 26, 31], 1, 33);
        assert_eq!((s.odd, s.even, s.big, s.small), (2, 4, 3, 3));
        assert_eq!((s.sum, s.span, s.consecutive), (100, 30, 0));
        assert_eq!(shape(&[5, 14, 15, 17, 33], 1, 35).consecutive, 1);
    }
}
