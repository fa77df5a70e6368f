//! An area's event on the bus, without the kernel knowing the area.
//!
//! Each area owns a typed event enum (`message::events::MessageEvent`,
//! `sports::events::SportsEvent`, …) implementing [`Area`]: its name on the
//! wire, the one member it is addressed to (if any), and the members whose
//! kept rows it changed. The bus carries it as an [`AreaEvent`] envelope:
//! published on this instance it holds the typed value, so local
//! subscribers read it by downcast with no decoding; arriving from another
//! instance it holds the JSON, decoded once into the typed value by the
//! first subscriber that asks ([`AreaEvent::get`]) and shared by the rest.
//!
//! A cache that must move with an area's events before subscribers see
//! them (the message area's latest broadcast number) is a [`Keeper`] the
//! area registers on the bus ([`super::events::EventBus::keeper`]).

use std::any::Any;
use std::fmt;
use std::sync::{Arc, OnceLock};

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::events::DomainEvent;

/// An area's typed event.
pub trait Area: Serialize + DeserializeOwned + fmt::Debug + Clone + Send + Sync + 'static {
    /// The area's name on the wire, e.g. `message`. Unique per area.
    const AREA: &'static str;

    /// The one member this event is for; `None` for events anyone may
    /// want (broadcasts, follows, odds). Decides which member streams wake.
    fn addressee(&self) -> Option<i64>;

    /// Members whose kept row (columns or counters) this event's commit
    /// changed: the member-row cache forgets them.
    fn touches(&self) -> Vec<i64> {
        Vec::new()
    }
}

type Encode = fn(&(dyn Any + Send + Sync)) -> Option<serde_json::Value>;

struct Body {
    typed: OnceLock<Box<dyn Any + Send + Sync>>,
    json: OnceLock<serde_json::Value>,
    encode: Option<Encode>,
}

fn encode<E: Area>(value: &(dyn Any + Send + Sync)) -> Option<serde_json::Value> {
    value
        .downcast_ref::<E>()
        .and_then(|e| serde_json::to_value(e).ok())
}

/// The envelope: the area's name, its routing facts, and the event.
#[derive(Clone)]
pub struct AreaEvent {
    area: Arc<str>,
    addressee: Option<i64>,
    touches: Arc<[i64]>,
    body: Arc<Body>,
}

impl AreaEvent {
    /// Wraps an area's event for the bus.
    pub fn new<E: Area>(event: E) -> Self {
        let typed = OnceLock::new();
        let addressee = event.addressee();
        let touches = event.touches().into();
        let _ = typed.set(Box::new(event) as Box<dyn Any + Send + Sync>);
        Self {
            area: E::AREA.into(),
            addressee,
            touches,
            body: Arc::new(Body {
                typed,
                json: OnceLock::new(),
                encode: Some(encode::<E>),
            }),
        }
    }

    /// The area's name.
    pub fn area(&self) -> &str {
        &self.area
    }

    pub fn addressee(&self) -> Option<i64> {
        self.addressee
    }

    pub fn touches(&self) -> &[i64] {
        &self.touches
    }

    /// The event as area `E`'s type, when it is one of `E`'s events.
    pub fn get<E: Area>(&self) -> Option<&E> {
        if *self.area != *E::AREA {
            return None;
        }
        let typed = match self.body.typed.get() {
            Some(t) => t,
            None => {
                let json = self.body.json.get()?;
                let decoded: E = match serde_json::from_value(json.clone()) {
                    Ok(e) => e,
                    Err(err) => {
                        tracing::warn!(area = E::AREA, error = %err, "unreadable area event");
                        return None;
                    }
                };
                self.body
                    .typed
                    .get_or_init(|| Box::new(decoded) as Box<dyn Any + Send + Sync>)
            }
        };
        typed.downcast_ref::<E>()
    }

    fn json(&self) -> Option<serde_json::Value> {
        if let Some(j) = self.body.json.get() {
            return Some(j.clone());
        }
        let typed = self.body.typed.get()?;
        (self.body.encode?)(typed.as_ref())
    }
}

impl fmt::Debug for AreaEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("AreaEvent")
            .field("area", &self.area)
            .field("addressee", &self.addressee)
            .field("event", &self.json())
            .finish()
    }
}

impl PartialEq for AreaEvent {
    fn eq(&self, other: &Self) -> bool {
        self.area == other.area && self.json() == other.json()
    }
}

/// The wire form of an [`AreaEvent`] (between instances, over Redis).
#[derive(Serialize, Deserialize)]
struct Wire {
    area: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    addressee: Option<i64>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    touches: Vec<i64>,
    event: serde_json::Value,
}

impl Serialize for AreaEvent {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let event = self
            .json()
            .ok_or_else(|| serde::ser::Error::custom("area event not serialisable"))?;
        Wire {
            area: self.area.to_string(),
            addressee: self.addressee,
            touches: self.touches.to_vec(),
            event,
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for AreaEvent {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let wire = Wire::deserialize(d)?;
        let json = OnceLock::new();
        let _ = json.set(wire.event);
        Ok(Self {
            area: wire.area.into(),
            addressee: wire.addressee,
            touches: wire.touches.into(),
            body: Arc::new(Body {
                typed: OnceLock::new(),
                json,
                encode: None,
            }),
        })
    }
}

/// A value an area keeps exact from the bus's events, moved by every event
/// before any subscriber sees it, and unknown while events may be missed.
pub trait Keeper: Default + Send + Sync + 'static {
    /// Folds in one event.
    fn apply(&self, event: &DomainEvent);
    /// Events may be missed from now on (Redis subscription down).
    fn suspend(&self);
    /// Events flow again; what was kept before is stale.
    fn resume(&self);
}

/// A [`Keeper`] behind a trait object, as the bus holds it.
pub(crate) trait DynKeeper: Send + Sync {
    fn apply(&self, event: &DomainEvent);
    fn suspend(&self);
    fn resume(&self);
    fn as_any(self: Arc<Self>) -> Arc<dyn Any + Send + Sync>;
}

impl<K: Keeper> DynKeeper for K {
    fn apply(&self, event: &DomainEvent) {
        Keeper::apply(self, event);
    }
    fn suspend(&self) {
        Keeper::suspend(self);
    }
    fn resume(&self) {
        Keeper::resume(self);
    }
    fn as_any(self: Arc<Self>) -> Arc<dyn Any + Send + Sync> {
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
    enum Demo {
        Poked { member_id: i64 },
    }

    impl Area for Demo {
        const AREA: &'static str = "demo";
        fn addressee(&self) -> Option<i64> {
            match self {
                Demo::Poked { member_id } => Some(*member_id),
            }
        }
        fn touches(&self) -> Vec<i64> {
            self.addressee().into_iter().collect()
        }
    }

    #[derive(Debug, Clone, Serialize, Deserialize)]
    struct Other;

    impl Area for Other {
        const AREA: &'static str = "other";
        fn addressee(&self) -> Option<i64> {
            None
        }
    }

    #[test]
    fn a_local_event_reads_typed_and_crosses_the_wire_whole() {
        let local = AreaEvent::new(Demo::Poked { member_id: 7 });
        assert_eq!(local.get::<Demo>(), Some(&Demo::Poked { member_id: 7 }));
        assert!(local.get::<Other>().is_none());
        let wire = serde_json::to_string(&local).unwrap();
        let remote: AreaEvent = serde_json::from_str(&wire).unwrap();
        assert_eq!(
            (remote.area(), remote.addressee(), remote.touches()),
            ("demo", Some(7), &[7][..])
        );
        assert_eq!(remote.get::<Demo>(), Some(&Demo::Poked { member_id: 7 }));
        assert_eq!(remote, local);
    }
}
