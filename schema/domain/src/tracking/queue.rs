//! A bounded queue between the pixel and the database: the pixel never
//! waits; a writer task stores events in batches. When the queue is full
//! (the database is slow or down) new events are dropped and counted.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use entities::tracking_event;
use sea_orm::{DatabaseConnection, EntityTrait};
use tokio::sync::{mpsc, oneshot};

/// Events held in memory at most.
pub const QUEUE_CAPACITY: usize = 10_000;
/// Events written per statement at most.
const BATCH: usize = 500;

/// What the writer task receives: an event, or a request to write out
/// everything queued before it (a stopping server's last step).
enum Item {
    Event(Box<tracking_event::ActiveModel>),
    Flush(oneshot::Sender<()>),
}

#[derive(Clone)]
pub struct TrackingQueue {
    tx: mpsc::Sender<Item>,
    dropped: Arc<AtomicU64>,
    stored: Arc<AtomicU64>,
}

impl TrackingQueue {
    /// Starts the writer task on `db` (needs a tokio runtime).
    pub fn start(db: DatabaseConnection) -> Self {
        Self::with_capacity(db, QUEUE_CAPACITY)
    }

    pub fn with_capacity(db: DatabaseConnection, capacity: usize) -> Self {
        let (tx, rx) = mpsc::channel(capacity);
        let dropped = Arc::new(AtomicU64::new(0));
        let stored = Arc::new(AtomicU64::new(0));
        tokio::spawn(write_batches(db, rx, dropped.clone(), stored.clone()));
        Self {
            tx,
            dropped,
            stored,
        }
    }

    /// Queues one event without waiting. `false` when it was dropped.
    pub fn push(&self, event: tracking_event::ActiveModel) -> bool {
        match self.tx.try_send(Item::Event(Box::new(event))) {
            Ok(()) => true,
            Err(_) => {
                self.dropped.fetch_add(1, Ordering::Relaxed);
                false
            }
        }
    }

    /// Events dropped since start (queue full, or the database refused a
    /// batch twice).
    pub fn dropped(&self) -> u64 {
        self.dropped.load(Ordering::Relaxed)
    }

    /// Waits until every event queued before this call is written (or
    /// dropped after the writer's retries). Waits for room in a full queue.
    pub async fn flush(&self) {
        let (done, written) = oneshot::channel();
        if self.tx.send(Item::Flush(done)).await.is_ok() {
            let _ = written.await;
        }
    }

    /// Events stored since start.
    pub fn stored(&self) -> u64 {
        self.stored.load(Ordering::Relaxed)
    }
}

async fn write_batches(
    db: DatabaseConnection,
    mut rx: mpsc::Receiver<Item>,
    dropped: Arc<AtomicU64>,
    stored: Arc<AtomicU64>,
) {
    let mut batch = Vec::with_capacity(BATCH);
    loop {
        // Wait for the first item, then take whatever else is queued, up
        // to a flush request (answered once what came before is written).
        let mut flushed = Vec::new();
        match rx.recv().await {
            Some(Item::Event(e)) => batch.push(*e),
            Some(Item::Flush(done)) => flushed.push(done),
            None => return,
        }
        while batch.len() < BATCH && flushed.is_empty() {
            match rx.try_recv() {
                Ok(Item::Event(e)) => batch.push(*e),
                Ok(Item::Flush(done)) => flushed.push(done),
                Err(_) => break,
            }
        }
        if !batch.is_empty() {
            write(&db, &batch, &dropped, &stored).await;
            batch.clear();
        }
        for done in flushed {
            let _ = done.send(());
        }
    }
}

/// One batch, tried twice.
async fn write(
    db: &DatabaseConnection,
    batch: &[tracking_event::ActiveModel],
    dropped: &AtomicU64,
    stored: &AtomicU64,
) {
    let n = batch.len() as u64;
    for attempt in 0..2 {
        match tracking_event::Entity::insert_many(batch.to_vec())
            .exec_without_returning(db)
            .await
        {
            Ok(_) => {
                stored.fetch_add(n, Ordering::Relaxed);
                return;
            }
            Err(e) => {
                tracing::warn!(error = %e, attempt, events = n, "tracking events not stored");
                tokio::time::sleep(Duration::from_secs(1)).await;
            }
        }
    }
    dropped.fetch_add(n, Ordering::Relaxed);
}
