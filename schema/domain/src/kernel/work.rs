//! A unit of work: one database transaction and what it changed, announced
//! on the bus when — and only when — it commits.
//!
//! The bus's caches stay exact because every change they keep is announced
//! (ARCHITECTURE.md "What the bus keeps exact"). Announcing by hand after
//! each commit made that a habit: a forgotten call left a cache stale, an
//! early one announced what a rollback then undid. Here a service says
//! what it changed as it changes it — [`Work::announce`] an event,
//! [`Work::touched`] a member's row — and [`Work::commit`] publishes it
//! after the commit, in order; dropping the work (an error, a `?`) rolls
//! back and publishes nothing.
//!
//! `kernel::db::begin` is the only way to open a write transaction
//! (clippy's `disallowed-methods` refuses sea-orm's `begin` elsewhere),
//! and the transaction inside is never committed but by [`Work::commit`]
//! (clippy refuses `DatabaseTransaction::commit` outside this file).
//!
//! A `Work` is a connection (`ConnectionTrait`) and dereferences to the
//! transaction, so entity calls and functions that take the transaction
//! take it as they did.

use std::collections::BTreeSet;
use std::ops::Deref;
use std::sync::Mutex;

use sea_orm::{
    ConnectionTrait, DatabaseTransaction, DbBackend, DbErr, ExecResult, QueryResult, Statement,
};

use super::events::{DomainEvent, EventBus};

/// A write transaction and the changes it will announce.
pub struct Work {
    txn: DatabaseTransaction,
    /// `None` for tools without a bus (a command-line import): nothing
    /// in this process listens, and the other processes' caches forget by
    /// their time-outs.
    bus: Option<EventBus>,
    announced: Mutex<Vec<DomainEvent>>,
    touched: Mutex<BTreeSet<i64>>,
}

impl Work {
    pub(super) fn new(txn: DatabaseTransaction, bus: Option<EventBus>) -> Self {
        Self {
            txn,
            bus,
            announced: Mutex::new(Vec::new()),
            touched: Mutex::new(BTreeSet::new()),
        }
    }

    /// Publishes `event` after the commit (never if this work rolls back).
    pub fn announce(&self, event: DomainEvent) {
        self.announced
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(event);
    }

    /// Publishes `event` after the commit unless an equal one is already
    /// queued: for an event that says only "this changed" (a search
    /// index's kind), which a batch would otherwise announce once a row.
    pub fn announce_once(&self, event: DomainEvent) {
        let mut announced = self.announced.lock().unwrap_or_else(|e| e.into_inner());
        if !announced.contains(&event) {
            announced.push(event);
        }
    }

    /// `member_id`'s row changed in a way no announced event names: every
    /// instance forgets its copy after the commit (`MemberChanged`, once
    /// per member however often it is said).
    pub fn touched(&self, member_id: i64) {
        self.touched
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(member_id);
    }

    /// Commits, then publishes what was announced, in order, and a
    /// `MemberChanged` for each member touched.
    pub async fn commit(self) -> Result<(), DbErr> {
        let Self {
            txn,
            bus,
            announced,
            touched,
        } = self;
        #[allow(clippy::disallowed_methods)] // the one place that may
        txn.commit().await?;
        if let Some(bus) = bus {
            let announced = announced.into_inner().unwrap_or_else(|e| e.into_inner());
            for event in announced {
                bus.publish(event).await;
            }
            let touched = touched.into_inner().unwrap_or_else(|e| e.into_inner());
            for member_id in touched {
                bus.publish(DomainEvent::MemberChanged { member_id }).await;
            }
        }
        Ok(())
    }

    /// Rolls back, announcing nothing (dropping the work does the same).
    pub async fn rollback(self) -> Result<(), DbErr> {
        self.txn.rollback().await
    }

    /// What is queued to be announced (tests).
    pub fn pending(&self) -> usize {
        self.announced.lock().map(|a| a.len()).unwrap_or(0)
            + self.touched.lock().map(|t| t.len()).unwrap_or(0)
    }
}

impl Deref for Work {
    type Target = DatabaseTransaction;

    fn deref(&self) -> &DatabaseTransaction {
        &self.txn
    }
}

#[async_trait::async_trait]
impl ConnectionTrait for Work {
    fn get_database_backend(&self) -> DbBackend {
        self.txn.get_database_backend()
    }

    async fn execute(&self, stmt: Statement) -> Result<ExecResult, DbErr> {
        self.txn.execute(stmt).await
    }

    async fn execute_unprepared(&self, sql: &str) -> Result<ExecResult, DbErr> {
        self.txn.execute_unprepared(sql).await
    }

    async fn query_one(&self, stmt: Statement) -> Result<Option<QueryResult>, DbErr> {
        self.txn.query_one(stmt).await
    }

    async fn query_all(&self, stmt: Statement) -> Result<Vec<QueryResult>, DbErr> {
        self.txn.query_all(stmt).await
    }

    fn support_returning(&self) -> bool {
        self.txn.support_returning()
    }
}
