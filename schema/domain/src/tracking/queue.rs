//! A bounded queue between the pixel and the database: the pixel never
//! waits; a writer task stores events in batches. When the queue is full
//! (the database is slow or down) new events are dropped and counted.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use entities::tracking_event;
use sea_orm::{DatabaseConnection, EntityTrait};
use tokio::sync::mpsc;

/// Events held in memory at most.
pub const QUEUE_CAPACITY: usize = 10_000;
/// Events written per statement at most.
const BATCH: usize = 500;

#[derive(Clone)]
pub struct TrackingQueue {
    tx: mpsc::Sender<tracking_event::ActiveModel>,
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
        match self.tx.try_send(event) {
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

    /// Events stored since start.
    pub fn stored(&self) -> u64 {
        self.stored.load(Ordering::Relaxed)
    }
}

async fn write_batches(
    db: DatabaseConnection,
    mut rx: mpsc::Receiver<tracking_event::ActiveModel>,
    dropped: Arc<AtomicU64>,
    stored: Arc<AtomicU64>,
) {
    let mut batch = Vec::with_capacity(BATCH);
    loop {
        // Wait for the first event, then take whatever else is queued.
        match rx.recv().await {
            Some(e) => batch.push(e),
            None => return,
        }
        while batch.len() < BATCH {
            match rx.try_recv() {
                Ok(e) => batch.push(e),
                Err(_) => break,
            }
        }
        let n = batch.len() as u64;
        let mut written = false;
        for attempt in 0..2 {
            match tracking_event::Entity::insert_many(batch.clone())
                .exec_without_returning(&db)
                .await
            {
                Ok(_) => {
                    written = true;
                    break;
                }
                Err(e) => {
                    tracing::warn!(error = %e, attempt, events = n, "tracking events not stored");
                    tokio::time::sleep(Duration::from_secs(1)).await;
                }
            }
        }
        if written {
            stored.fetch_add(n, Ordering::Relaxed);
        } else {
            dropped.fetch_add(n, Ordering::Relaxed);
        }
        batch.clear();
    }
}
