//! The table a run prints and the JSON it writes: workload, figure, target
//! and verdict, every figure a ratio or a latency measured in the same run.

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    Pass,
    Fail,
    /// A denominator or a figure with no target of its own.
    Info,
}

#[derive(Debug, Clone, Serialize)]
pub struct Row {
    pub id: String,
    pub workload: String,
    /// The figure as printed.
    pub figure: String,
    /// The number the verdict compares (a ratio, ms, KiB, …).
    pub value: f64,
    pub target: String,
    pub verdict: Verdict,
}

#[derive(Default, Serialize)]
pub struct Report {
    pub scale: String,
    pub machine: Machine,
    pub rows: Vec<Row>,
}

#[derive(Default, Serialize)]
pub struct Machine {
    pub cores: usize,
    pub cpu: String,
    pub kernel: String,
}

impl Machine {
    pub fn read() -> Self {
        let cpu = std::fs::read_to_string("/proc/cpuinfo")
            .ok()
            .and_then(|c| {
                c.lines()
                    .find_map(|l| l.strip_prefix("model name"))
                    .map(|v| v.trim_start_matches([' ', '\t', ':']).to_owned())
            })
            .unwrap_or_default();
        let kernel = std::fs::read_to_string("/proc/sys/kernel/osrelease")
            .map(|k| k.trim().to_owned())
            .unwrap_or_default();
        Self {
            cores: std::thread::available_parallelism()
                .map(|n| n.get())
                .unwrap_or(1),
            cpu,
            kernel,
        }
    }
}

impl Report {
    /// A figure that should be at least `min`.
    pub fn at_least(&mut self, id: &str, workload: &str, figure: String, value: f64, min: f64) {
        self.push(
            id,
            workload,
            figure,
            value,
            format!("≥ {min}"),
            value >= min,
        );
    }

    /// A figure that should be at most `max`.
    pub fn at_most(&mut self, id: &str, workload: &str, figure: String, value: f64, max: f64) {
        self.push(
            id,
            workload,
            figure,
            value,
            format!("≤ {max}"),
            value <= max,
        );
    }

    pub fn info(&mut self, id: &str, workload: &str, figure: String, value: f64) {
        self.add(Row {
            id: id.into(),
            workload: workload.into(),
            figure,
            value,
            target: "—".into(),
            verdict: Verdict::Info,
        });
    }

    fn push(
        &mut self,
        id: &str,
        workload: &str,
        figure: String,
        value: f64,
        target: String,
        ok: bool,
    ) {
        self.add(Row {
            id: id.into(),
            workload: workload.into(),
            figure,
            value,
            target,
            verdict: if ok { Verdict::Pass } else { Verdict::Fail },
        });
    }

    /// Records a row and shows it at once (the run's progress).
    fn add(&mut self, row: Row) {
        println!(
            "  {:<4} {:<58} {:>22}  {:<10} {}",
            row.id,
            row.workload,
            row.figure,
            row.target,
            verdict_text(row.verdict)
        );
        self.rows.push(row);
    }

    pub fn print(&self) {
        println!();
        println!(
            "{:<4} {:<58} {:>22}  {:<10} verdict",
            "id", "workload", "figure", "target"
        );
        println!("{}", "-".repeat(110));
        for r in &self.rows {
            println!(
                "{:<4} {:<58} {:>22}  {:<10} {}",
                r.id,
                r.workload,
                r.figure,
                r.target,
                verdict_text(r.verdict)
            );
        }
        let failed = self
            .rows
            .iter()
            .filter(|r| r.verdict == Verdict::Fail)
            .count();
        println!(
            "\n{} figures, {} below target (scale {}, {} cores: {})",
            self.rows.len(),
            failed,
            self.scale,
            self.machine.cores,
            self.machine.cpu
        );
    }
}

fn verdict_text(v: Verdict) -> &'static str {
    match v {
        Verdict::Pass => "pass",
        Verdict::Fail => "FAIL",
        Verdict::Info => "",
    }
}
