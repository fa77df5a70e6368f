//! A stopping instance's drain (docs/deploy.md "Restarts"): what SIGTERM
//! sets off, in order, so a balancer moves traffic away before anything is
//! cut, and nothing is half-written.
//!
//! 1. **Draining**: `/readyz` answers 503 at once and new WebSocket
//!    upgrades are refused with 503 (the balancer retries them on another
//!    instance); plain requests are still served, because the balancer
//!    has not noticed yet and a refusal here would be a failure there.
//! 2. After `--drain-delay` (the balancer's check interval × its fall
//!    count): the listener closes, open WebSockets are closed with 1001
//!    (going away) so graphql-ws clients reconnect through the balancer to
//!    another instance, and requests in flight finish.
//! 3. Background work stops: the job runner claims nothing more, a job
//!    still running gets the rest of the deadline and is then released for
//!    another instance (its effect, committed with the job's `finish` or
//!    not at all, rolls back); the tracking queue and partners' usage are
//!    written out.
//! 4. Exit 0, at the latest `--drain-deadline` after the signal.
//!
//! Written here rather than taken from a crate: axum's graceful shutdown
//! does steps 2's "requests in flight" part; the rest is this product's
//! order of events, a flag and a counter.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::{watch, Notify};

/// The close code a stopping server sends (RFC 6455 §7.4.1).
pub const GOING_AWAY: u16 = 1001;

/// The drain's state, shared by the readiness check, the WebSocket
/// handlers and the shutdown sequence.
pub struct Lifecycle {
    draining: AtomicBool,
    close_sockets: watch::Sender<bool>,
    open_sockets: AtomicUsize,
    socket_closed: Notify,
}

impl Default for Lifecycle {
    fn default() -> Self {
        Self {
            draining: AtomicBool::new(false),
            close_sockets: watch::channel(false).0,
            open_sockets: AtomicUsize::new(0),
            socket_closed: Notify::new(),
        }
    }
}

impl Lifecycle {
    /// Step 1: readiness fails from now on.
    pub fn start_draining(&self) {
        self.draining.store(true, Ordering::SeqCst);
    }

    pub fn is_draining(&self) -> bool {
        self.draining.load(Ordering::SeqCst)
    }

    /// Step 2: every open socket is told to close with 1001.
    pub fn close_sockets(&self) {
        self.close_sockets.send_replace(true);
    }

    /// A socket's place: counted while it lives (here for the drain, and
    /// in `websocket_connections{protocol}` for the operator), with the
    /// signal that it must close. Take it before the upgrade completes.
    pub fn open_socket(self: &Arc<Self>, protocol: &'static str) -> SocketGuard {
        self.open_sockets.fetch_add(1, Ordering::SeqCst);
        SocketGuard {
            lifecycle: self.clone(),
            closing: self.close_sockets.subscribe(),
            _metric: crate::telemetry::SocketGuard::open(protocol),
        }
    }

    pub fn open_sockets(&self) -> usize {
        self.open_sockets.load(Ordering::SeqCst)
    }

    /// Waits until every socket has sent its close frame and ended, or
    /// `limit` passed. Returns how many were still open.
    pub async fn sockets_closed(&self, limit: Duration) -> usize {
        let wait = async {
            loop {
                // Registered before the count is read, so a close between
                // the two still wakes us.
                let closed = self.socket_closed.notified();
                if self.open_sockets() == 0 {
                    return;
                }
                closed.await;
            }
        };
        let _ = tokio::time::timeout(limit, wait).await;
        self.open_sockets()
    }
}

/// Held by one WebSocket for its life.
pub struct SocketGuard {
    lifecycle: Arc<Lifecycle>,
    closing: watch::Receiver<bool>,
    _metric: crate::telemetry::SocketGuard,
}

impl SocketGuard {
    /// Resolves when the server stops: the socket should send 1001 and end.
    pub async fn closing(&mut self) {
        // An error means the lifecycle is gone: the process is ending.
        let _ = self.closing.wait_for(|close| *close).await;
    }

    /// [`SocketGuard::closing`] as a future of its own (for a stream's
    /// `take_until` while the guard stays with the socket).
    pub fn closing_owned(&self) -> impl std::future::Future<Output = ()> + Send + 'static {
        let mut closing = self.closing.clone();
        async move {
            let _ = closing.wait_for(|close| *close).await;
        }
    }

    /// Whether the stop was asked already.
    pub fn is_closing(&self) -> bool {
        *self.closing.borrow()
    }
}

impl Drop for SocketGuard {
    fn drop(&mut self) {
        self.lifecycle.open_sockets.fetch_sub(1, Ordering::SeqCst);
        self.lifecycle.socket_closed.notify_waiters();
    }
}

/// How long each step may take (`--drain-delay`, `--drain-deadline`).
#[derive(Debug, Clone, Copy)]
pub struct DrainTimes {
    /// From the signal until the listener closes.
    pub delay: Duration,
    /// From the signal until the process exits, whatever is unfinished.
    pub deadline: Duration,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn sockets_are_counted_and_told_to_close() {
        let life = Arc::new(Lifecycle::default());
        let mut a = life.open_socket("test");
        let b = life.open_socket("test");
        assert_eq!(life.open_sockets(), 2);
        assert!(!a.is_closing());
        life.close_sockets();
        a.closing().await;
        assert!(b.is_closing());
        drop(b);
        let waiter = {
            let life = life.clone();
            tokio::spawn(async move { life.sockets_closed(Duration::from_secs(30)).await })
        };
        tokio::task::yield_now().await;
        drop(a);
        assert_eq!(waiter.await.unwrap(), 0);
    }

    #[tokio::test]
    async fn waiting_for_sockets_stops_at_the_limit() {
        let life = Arc::new(Lifecycle::default());
        let _held = life.open_socket("test");
        assert_eq!(life.sockets_closed(Duration::from_millis(20)).await, 1);
    }
}
