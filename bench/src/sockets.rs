//! W10–W13: ten thousand graphql-ws sockets on one instance, broadcasts,
//! targeted pushes and sends with every socket open.

use std::time::{Duration, Instant};

use anyhow::{bail, Context};
use serde_json::{json, Value};

use crate::core_jobs::member_gid;
use crate::floor::Floor;
use crate::http_load::percentile;
use crate::procs::Proc;
use crate::report::Report;
use crate::run::step;
use crate::scale::Scale;
use crate::seed::STAFF_ID;
use crate::ws_load::{self, parse_time_us, Protocol, Sockets};

/// Sockets opened a second in W10: 10k within the 5 s target, near the
/// 1–2k/s performance.md advises for one load generator.
const RAMP: u32 = 2_500;

/// First member with a socket (clear of the staff member and celebrities).
const FIRST_SOCKET_MEMBER: i64 = 101;

pub async fn run(
    scale: &Scale,
    server: &Proc,
    pg_url: &str,
    log_dir: &std::path::Path,
    token: &impl Fn(i64) -> anyhow::Result<String>,
    report: &mut Report,
) -> anyhow::Result<()> {
    let n = scale
        .sockets
        .min((scale.members - FIRST_SOCKET_MEMBER) as usize);
    step(&format!(
        "W10: {n} graphql-ws sockets subscribe to unreadCount"
    ));
    let pid = server.pid()?;
    let ws_url = format!("{}/graphql", server.base.replacen("http", "ws", 1));
    let members: Vec<(i64, String)> = (0..n as i64)
        .map(|i| Ok((FIRST_SOCKET_MEMBER + i, token(FIRST_SOCKET_MEMBER + i)?)))
        .collect::<anyhow::Result<_>>()?;
    let (rss_before, _) = ws_load::process_usage(pid)?;
    let bar = indicatif::ProgressBar::new(n as u64);
    let socks = Sockets::open(
        Protocol::GraphqlWs,
        &ws_url,
        members,
        RAMP,
        Duration::from_secs(60),
        &bar,
    )
    .await?;
    bar.finish_and_clear();
    // Let allocations settle, then measure memory and idle CPU.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let (rss_after, cpu0) = ws_load::process_usage(pid)?;
    let idle = Duration::from_secs(5);
    tokio::time::sleep(idle).await;
    let (_, cpu1) = ws_load::process_usage(pid)?;
    let per_socket_kib = (rss_after.saturating_sub(rss_before)) as f64 / n as f64 / 1024.0;
    let idle_cpu = (cpu1 - cpu0) / idle.as_secs_f64() * 100.0;
    let t = socks.time_to_all.as_secs_f64();
    report.at_most(
        "W10",
        &format!("time to all {n} subscribed (ramp {RAMP}/s), s"),
        format!("{t:.2} s"),
        t,
        5.0,
    );
    report.at_most(
        "W10",
        "server memory per socket, KiB",
        format!("{per_socket_kib:.1} KiB"),
        per_socket_kib,
        16.0,
    );
    report.at_most(
        "W10",
        "server idle CPU, % of a core",
        format!("{idle_cpu:.2} %"),
        idle_cpu,
        3.0,
    );

    let staff = token(STAFF_ID)?;
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(64)
        .build()?;
    let all: Vec<usize> = (0..n).collect();

    // W11: broadcasts, one at a time.
    step(&format!("W11: {} broadcasts to all {n}", scale.rounds));
    let mut staff_sends = StaffBroadcast {
        client: &client,
        base: &server.base,
        staff: &staff,
    };
    let w11 = broadcasts(&socks, scale.rounds, &mut staff_sends).await?;
    let (p50, p99, missing) = (w11.p50, w11.p99, w11.missing);
    let delivered = 100.0 * (1.0 - missing as f64 / (n * scale.rounds) as f64);
    report.at_most(
        "W11",
        "broadcast → last socket, p50 ms",
        format!("{p50:.1} ms"),
        p50,
        50.0,
    );
    report.at_most(
        "W11",
        "broadcast → last socket, p99 ms",
        format!("{p99:.1} ms"),
        p99,
        150.0,
    );
    report.at_least(
        "W11",
        "deliveries / (sockets × broadcasts), %",
        format!("{delivered:.3} %"),
        delivered,
        100.0,
    );
    if missing > 0 {
        bail!("W11: {missing} deliveries missing (every socket must get every broadcast)");
    }

    // W12: every socket gets one targeted message a second.
    let secs = scale.duration.as_secs().max(2) as usize;
    let groups: Vec<Vec<usize>> = all.chunks(1000).map(<[usize]>::to_vec).collect();
    step(&format!(
        "W12: {n} targeted pushes a second for {secs} s ({} sends of up to 1000 a second)",
        groups.len()
    ));
    let offset: Vec<usize> = all.iter().map(|i| socks.logs[*i].update_count()).collect();
    let start = Instant::now();
    // At most a few sends in flight: a server that cannot keep up shows as
    // a lower push rate, not as a pile of sends waiting for connections.
    let in_flight = std::sync::Arc::new(tokio::sync::Semaphore::new(4));
    let mut sends = Vec::new();
    for s in 0..secs {
        for (g, members) in groups.iter().enumerate() {
            let due = start
                + Duration::from_secs(s as u64)
                + Duration::from_secs_f64(g as f64 / groups.len() as f64);
            tokio::time::sleep_until(due.into()).await;
            let permit = in_flight.clone().acquire_owned().await?;
            let ids: Vec<String> = members
                .iter()
                .map(|i| member_gid(socks.member_ids[*i]))
                .collect();
            let (client, base, staff) = (client.clone(), server.base.clone(), staff.clone());
            sends.push((
                g,
                s,
                tokio::spawn(async move {
                    let at = send(&client, &base, &staff, json!({"memberIds": ids}), s).await;
                    drop(permit);
                    at
                }),
            ));
        }
    }
    let mut sent_at = vec![vec![0u64; secs]; groups.len()];
    for (g, s, task) in sends {
        sent_at[g][s] = task.await??;
    }
    let elapsed = start.elapsed().as_secs_f64();
    let mut latencies = Vec::with_capacity(n * secs);
    let mut missing = 0usize;
    for (g, members) in groups.iter().enumerate() {
        for i in members {
            let want = offset[*i] + secs;
            if socks.wait_for(&[*i], want, Duration::from_secs(5)).await < 1 {
                missing += 1;
            }
            for (s, at) in sent_at[g].iter().enumerate() {
                if let Some(a) = socks.logs[*i].arrival(offset[*i] + s) {
                    latencies.push(Duration::from_micros(a.saturating_sub(*at)));
                }
            }
        }
    }
    let rate = (n * secs) as f64 / elapsed;
    let p99 = percentile(&mut latencies, 0.99).as_secs_f64() * 1000.0;
    report.at_most(
        "W12",
        &format!("send → push p99 at {rate:.0} pushes/s, ms"),
        format!("{p99:.1} ms"),
        p99,
        200.0,
    );
    if missing > 0 {
        bail!("W12: {missing} sockets missed targeted pushes");
    }

    // W13: single-recipient sends flat out, 16 at a time, with W10 open.
    step("W13: message sends with every socket open");
    let offset: Vec<usize> = all.iter().map(|i| socks.logs[*i].update_count()).collect();
    // What the database waits on meanwhile names W13's bottleneck.
    let waits = crate::pgwait::Sampler::start(pg_url).await?;
    let start = Instant::now();
    let deadline = start + scale.duration;
    let mut workers = Vec::new();
    for w in 0..16usize {
        let (client, base, staff) = (client.clone(), server.base.clone(), staff.clone());
        let targets: Vec<(usize, i64)> = all
            .iter()
            .filter(|i| *i % 16 == w)
            .map(|i| (*i, socks.member_ids[*i]))
            .collect();
        workers.push(tokio::spawn(async move {
            let mut sent: Vec<(usize, u64)> = vec![];
            let mut k = 0usize;
            while Instant::now() < deadline && !targets.is_empty() {
                let (i, member) = targets[k % targets.len()];
                let at = send(
                    &client,
                    &base,
                    &staff,
                    json!({"memberIds": [member_gid(member)]}),
                    k,
                )
                .await?;
                sent.push((i, at));
                k += 1;
            }
            Ok::<_, anyhow::Error>(sent)
        }));
    }
    let mut sent = vec![];
    for w in workers {
        sent.extend(w.await??);
    }
    let elapsed = start.elapsed().as_secs_f64();
    let waits = waits.stop().await;
    report.info(
        "W13",
        "PostgreSQL's busy backends during the sends waited on",
        waits.top(3),
        waits.busy,
    );
    let mut nth = vec![0usize; n];
    let mut latencies = Vec::with_capacity(sent.len());
    for (i, at) in &sent {
        let k = offset[*i] + nth[*i];
        nth[*i] += 1;
        socks.wait_for(&[*i], k + 1, Duration::from_secs(5)).await;
        if let Some(a) = socks.logs[*i].arrival(k) {
            latencies.push(Duration::from_micros(a.saturating_sub(*at)));
        }
    }
    let sends_per_s = sent.len() as f64 / elapsed;
    let p99 = percentile(&mut latencies, 0.99).as_secs_f64() * 1000.0;
    report.at_least(
        "W13",
        "message sends/s (insert + counter + publish)",
        format!("{sends_per_s:.0}/s"),
        sends_per_s,
        3000.0,
    );
    report.at_most(
        "W13",
        "send → push p99, ms",
        format!("{p99:.1} ms"),
        p99,
        20.0,
    );
    if latencies.len() < sent.len() {
        bail!(
            "W13: {} of {} pushes missing",
            sent.len() - latencies.len(),
            sent.len()
        );
    }
    let closed = socks.closed();
    socks.close();
    if closed > 0 {
        bail!("{closed} sockets closed during W11–W13");
    }
    // W13's floor: the send's own statement, from pgbench with the same 16
    // clients (no server, no GraphQL, no push): what this machine's
    // PostgreSQL commits of it a second.
    let script = crate::send_floor::pgbench_script(scale.members);
    let floor = crate::procs::pgbench_script(pg_url, &script, 16, scale.duration).await?;
    report.info(
        "W13",
        "floor: the send's statement from pgbench, 16 clients",
        format!("{floor:.0}/s"),
        floor,
    );
    report.info(
        "W13",
        "sends/s ÷ that floor",
        format!("{:.2} ×", sends_per_s / floor),
        sends_per_s / floor,
    );

    // W11's floors: the same client against a bare graphql-ws broadcaster,
    // and bare TCP lines (the kernel's part alone).
    for protocol in [Protocol::GraphqlWs, Protocol::RawLines] {
        let (name, what) = match protocol {
            Protocol::GraphqlWs => ("graphql-ws", "floor: bare tokio-tungstenite broadcaster"),
            Protocol::RawLines => ("TCP", "floor: bare TCP lines, no WebSocket"),
        };
        step(&format!(
            "W11 floor: {} broadcasts to {n} sockets of a bare {name} server",
            scale.rounds
        ));
        let floor = floor_rounds(scale, n, protocol, log_dir).await?;
        report.info(
            "W11",
            &format!("{what}, p50 / p99 ms"),
            format!("{:.1} / {:.1} ms", floor.p50, floor.p99),
            floor.p50,
        );
        let ratio = p50 / floor.p50.max(0.001);
        report.info(
            "W11",
            &format!("broadcast p50 ÷ the bare {name} p50"),
            format!("{ratio:.2} ×"),
            ratio,
        );
    }
    Ok(())
}

/// What a series of broadcasts measured.
struct Rounds {
    /// Time from the stamp to the last socket, ms.
    p50: f64,
    p99: f64,
    /// Deliveries that did not come within 10 s.
    missing: usize,
}

/// Whatever sends W11's broadcasts.
trait Broadcaster {
    /// Broadcasts once; answers the time the server stamped, µs since the
    /// epoch.
    async fn broadcast(&mut self, round: usize) -> anyhow::Result<u64>;
}

/// Our server: a staff message to all.
struct StaffBroadcast<'a> {
    client: &'a reqwest::Client,
    base: &'a str,
    staff: &'a str,
}

impl Broadcaster for StaffBroadcast<'_> {
    async fn broadcast(&mut self, round: usize) -> anyhow::Result<u64> {
        send(
            self.client,
            self.base,
            self.staff,
            json!({"toAll": true}),
            round,
        )
        .await
    }
}

impl Broadcaster for Floor {
    async fn broadcast(&mut self, _round: usize) -> anyhow::Result<u64> {
        Floor::broadcast(self).await
    }
}

/// Broadcasts `rounds` times, one at a time, waiting each time for every
/// socket.
async fn broadcasts(
    socks: &Sockets,
    rounds: usize,
    sender: &mut impl Broadcaster,
) -> anyhow::Result<Rounds> {
    // The sockets are fresh: broadcast k is each socket's update k.
    let all: Vec<usize> = (0..socks.logs.len()).collect();
    let mut to_last = Vec::with_capacity(rounds);
    let mut missing = 0usize;
    for round in 0..rounds {
        let at = sender.broadcast(round).await?;
        let got = socks
            .wait_for(&all, round + 1, Duration::from_secs(10))
            .await;
        missing += all.len() - got;
        let last = all
            .iter()
            .filter_map(|i| socks.logs[*i].arrival(round))
            .max()
            .unwrap_or(at);
        to_last.push(Duration::from_micros(last.saturating_sub(at)));
    }
    Ok(Rounds {
        p50: percentile(&mut to_last, 0.5).as_secs_f64() * 1000.0,
        p99: percentile(&mut to_last, 0.99).as_secs_f64() * 1000.0,
        missing,
    })
}

/// W11's rounds against `bench fanout-floor` with `n` fresh sockets.
async fn floor_rounds(
    scale: &Scale,
    n: usize,
    protocol: Protocol,
    log_dir: &std::path::Path,
) -> anyhow::Result<Rounds> {
    let raw = matches!(protocol, Protocol::RawLines);
    let log = if raw { "floor-tcp.log" } else { "floor-ws.log" };
    let mut floor = Floor::start(raw, &log_dir.join(log)).await?;
    let url = match protocol {
        Protocol::GraphqlWs => floor.proc.base.replacen("http", "ws", 1),
        Protocol::RawLines => floor.proc.base.replacen("http://", "", 1),
    };
    // The floor asks for no token; the client sends one anyway.
    let members: Vec<(i64, String)> = (0..n as i64).map(|i| (i, String::new())).collect();
    let bar = indicatif::ProgressBar::new(n as u64);
    let socks = Sockets::open(protocol, &url, members, RAMP, Duration::from_secs(60), &bar).await?;
    bar.finish_and_clear();
    let rounds = broadcasts(&socks, scale.rounds, &mut floor).await;
    socks.close();
    floor.proc.stop().await;
    let rounds = rounds?;
    if rounds.missing > 0 {
        bail!("W11 floor: {} deliveries missing", rounds.missing);
    }
    Ok(rounds)
}

/// W11–W13's message send.
pub const SEND: &str = "mutation Send($input: SendMessageInput!) { sendMessage(input: $input) { message { id createdAt } userErrors { message } } }";

/// Sends one message as staff; returns its `createdAt` (µs since the epoch).
async fn send(
    client: &reqwest::Client,
    base: &str,
    staff: &str,
    audience: Value,
    n: usize,
) -> anyhow::Result<u64> {
    let mut input = json!({"title": "开奖提醒", "content": format!("双色球第{n}期今晚开奖")});
    if let (Some(i), Some(a)) = (input.as_object_mut(), audience.as_object()) {
        i.extend(a.clone());
    }
    let body: Value = client
        .post(format!("{base}/graphql"))
        .bearer_auth(staff)
        .json(&json!({
            "query": SEND,
            "variables": {"input": input},
        }))
        .send()
        .await?
        .json()
        .await?;
    let created = body["data"]["sendMessage"]["message"]["createdAt"]
        .as_str()
        .with_context(|| format!("sendMessage failed: {body}"))?;
    parse_time_us(created)
}
