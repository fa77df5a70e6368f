//! W13's floor: the product's one-statement send
//! (`domain::message::send_one_statement::sql`), run by pgbench with its
//! values written in, so the floor is the very statement a send runs.

/// The statement as a pgbench script: member 1 (the benchmark's staff
/// member) sends to one member drawn from 2..=`members`. Without the
/// notification job's CTE, as the benchmark's servers run it (they are
/// started with `--push-provider none`: `kernel::notice`).
pub fn pgbench_script(members: i64) -> String {
    let values = [
        "1",
        "0",
        "0",
        "'开奖提醒'",
        "'双色球今晚开奖'",
        "'{}'::jsonb",
        "'SENT'",
        "now()",
        "NULL",
        "'{\"audience\": 0}'::jsonb",
        ":r",
    ];
    // From the last: `$1` is a prefix of `$10` and `$11`.
    let mut sql = domain::message::send_one_statement::sql(1, false);
    for (i, v) in values.iter().enumerate().rev() {
        sql = sql.replace(&format!("${}", i + 1), v);
    }
    format!("\\set r random(2, {members})\n{sql};\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pgbench_script_has_every_value_written_in() {
        let s = pgbench_script(100);
        assert!(s.starts_with("\\set r random(2, 100)\n"), "{s}");
        assert!(!s.contains('$'), "{s}");
        assert!(s.contains("ARRAY[:r]"), "{s}");
    }
}
