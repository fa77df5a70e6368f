//! Member activity, as the channel area reads it. The writing lives in the
//! kernel (`kernel::activity::record`), because the viewer's resolution —
//! where every signed-in request passes — may call no area; sign-in calls
//! it too. The roll-up counts a channel's members' rows per day.

pub use crate::kernel::activity::record;
