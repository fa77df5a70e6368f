//! GraphQL face of the 排行 tab (platform-rules.md §2–4): picks and their
//! settlement, members' and experts' records, the week and month boards,
//! expert applications (the record workflow) and plans, and guessing
//! competitions. Everything is `domain::quiz`; the resolvers only map.

mod competitions;
mod live;
mod mutation;
mod objects;
mod plans;
mod query;
mod staff;

pub use competitions::CompetitionObject;
pub use live::QuizSubscription;
pub use mutation::QuizMutation;
pub use plans::ExpertPlanObject;
pub use query::QuizQuery;
pub use staff::{QuizStaffMutation, QuizStaffQuery};
