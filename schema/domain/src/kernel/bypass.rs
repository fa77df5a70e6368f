//! The switch every keeper of the bus holds (`area_event::Keeper`): while
//! the Redis subscription is down the bus may miss events, so what a keeper
//! kept may be stale and nothing it reads may be stored. One type, so the
//! order of the switch and the forgetting is written once.

use std::sync::atomic::{AtomicBool, Ordering};

/// Off while events flow; on from [`Bypass::suspend`] until
/// [`Bypass::resume`]. A keeper whose bypass is on answers nothing from what
/// it kept and stores nothing it reads.
#[derive(Debug, Default)]
pub struct Bypass(AtomicBool);

impl Bypass {
    /// Whether the keeper must neither answer from nor store into what it
    /// keeps.
    pub fn on(&self) -> bool {
        self.0.load(Ordering::Acquire)
    }

    /// Events may be missed from now on. The switch goes on before
    /// `forget` runs, so no reader is answered from what is being forgotten
    /// (`forget` also moves the keeper's epoch, so a read begun before is
    /// not stored).
    pub fn suspend(&self, forget: impl FnOnce()) {
        self.0.store(true, Ordering::Release);
        forget();
    }

    /// Events flow again. What was kept before the outage is stale, so
    /// `forget` runs before the switch goes off: the first answer after
    /// it is read afresh.
    pub fn resume(&self, forget: impl FnOnce()) {
        forget();
        self.0.store(false, Ordering::Release);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    #[test]
    fn suspend_switches_on_before_forgetting_and_resume_after() {
        let b = Bypass::default();
        assert!(!b.on());
        let seen = Cell::new(None);
        b.suspend(|| seen.set(Some(b.on())));
        assert_eq!(seen.get(), Some(true), "forgotten while already bypassed");
        assert!(b.on());
        b.resume(|| seen.set(Some(b.on())));
        assert_eq!(
            seen.get(),
            Some(true),
            "forgotten before the switch goes off"
        );
        assert!(!b.on());
    }
}
