//! The one schema factory, used by the server, the tests and the SDL export.
//!
//! Each area contributes a query, mutation and subscription root; they are
//! merged here. Resolvers are thin: they take the [`AppContext`] and the
//! `Viewer` from the request data (`crate::request`) and call the area's
//! service.

use async_graphql::{MergedObject, MergedSubscription, Schema, SchemaBuilder};
use domain::AppContext;

use crate::audit::AuditStaffQuery;
use crate::auth::{
    AuthMutation, AuthQuery, StaffFactorMutation, StaffFactorStaffMutation, StaffSessionStaffQuery,
};
use crate::channel::{ChannelMutation, ChannelQuery, ChannelStaffMutation, ChannelStaffQuery};
use crate::community::{
    CommunityMutation, CommunityQuery, CommunitySearchQuery, CommunityStaffMutation,
    CommunityStaffQuery, CommunitySubscription,
};
use crate::feed::{FeedStaffMutation, FeedStaffQuery};
use crate::feedback::{FeedbackMutation, FeedbackQuery, FeedbackStaffMutation, FeedbackStaffQuery};
use crate::file::FileMutation;
use crate::focus::{FocusMutation, FocusQuery};
use crate::invite::{InviteMutation, InviteQuery};
use crate::jobs::{JobStaffMutation, JobStaffQuery};
use crate::lottery::{
    LotteryMutation, LotteryQuery, LotteryStaffMutation, LotterySubscription, LotteryToolsMutation,
    LotteryToolsQuery,
};
use crate::member::{
    DataExportMutation, DataExportQuery, MemberMutation, MemberQuery, MemberStaffMutation,
    MemberStaffQuery, MemberSubscription, ProfileStaffQuery,
};
use crate::message::{
    MessageMutation, MessageQuery, MessageStaffMutation, MessageStaffQuery, MessageSubscription,
};
use crate::moderation::{ModerationStaffMutation, ModerationStaffQuery};
use crate::node::NodeQuery;
use crate::notify::{NotifyMutation, NotifyQuery};
use crate::overview::{OverviewStaffMutation, OverviewStaffQuery};
use crate::partner::{
    OauthMutation, OauthQuery, PartnerQuery, PartnerStaffMutation, PartnerStaffQuery,
};
use crate::points::{EarningQuery, PointsMutation, PointsQuery};
use crate::quiz::{QuizMutation, QuizQuery, QuizStaffMutation, QuizStaffQuery, QuizSubscription};
use crate::shop::{ShopMutation, ShopQuery, ShopStaffMutation, ShopStaffQuery};
use crate::shop_manager::{
    ShopManagerMutation, ShopManagerQuery, ShopManagerStaffMutation, ShopManagerStaffQuery,
};
use crate::sports::{
    SportsMatchQuery, SportsQuery, SportsRecordMutation, SportsRecordQuery, SportsStaffMutation,
    SportsSubscription,
};
use crate::system_config::{
    SystemConfigQuery, SystemConfigStaffMutation, SystemConfigStaffQuery, SystemConfigSubscription,
};
use crate::tracking::TrackingQuery;
use crate::webhook::{WebhookMutation, WebhookQuery, WebhookStaffMutation, WebhookStaffQuery};

/// Declares a root type twice from one list of area roots: `$full` with the
/// public and the staff roots (the schema the server runs; staff fields are
/// visible to staff only, `crate::audience`), and `$public` with the public
/// roots alone under the same GraphQL name (the public SDL). One list, so
/// the two cannot drift apart.
///
/// The full root merges two groups (the public roots, the staff roots), not
/// the forty areas' roots in one row: a merged object resolves a field by
/// trying its parts in turn, one nested future per part, and in a debug
/// build forty of them in a row came within a few kilobytes of a test
/// thread's 2 MiB stack (one more area's root overflowed it). Two groups
/// keep the nesting at the longer group's length.
macro_rules! roots {
    ($name:literal, $full:ident, $public:ident, $public_part:ident, $staff_part:ident,
     public: [$($p:ty),* $(,)?], staff: [$($s:ty),* $(,)?]) => {
        #[doc = concat!("The public roots of ", $name, ", merged (one group of the full root).")]
        #[derive(MergedObject, Default)]
        pub struct $public_part($($p,)*);

        #[doc = concat!("The staff roots of ", $name, ", merged (the other group).")]
        #[derive(MergedObject, Default)]
        pub struct $staff_part($($s,)*);

        #[doc = concat!("The root ", $name, " type, staff fields included.")]
        #[derive(MergedObject, Default)]
        #[graphql(name = $name)]
        pub struct $full($public_part, $staff_part);

        #[doc = concat!("The root ", $name, " type as members and partners see it.")]
        #[derive(MergedObject, Default)]
        #[graphql(name = $name)]
        pub struct $public($($p,)*);
    };
}

roots!(
    "Query",
    Query,
    PublicQuery,
    QueryPublicPart,
    QueryStaffPart,
    public: [
        AuthQuery,
        ChannelQuery,
        CommunityQuery,
        CommunitySearchQuery,
        DataExportQuery,
        EarningQuery,
        FeedbackQuery,
        FocusQuery,
        InviteQuery,
        LotteryQuery,
        LotteryToolsQuery,
        MemberQuery,
        MessageQuery,
        NodeQuery,
        NotifyQuery,
        OauthQuery,
        PartnerQuery,
        PointsQuery,
        QuizQuery,
        ShopQuery,
        ShopManagerQuery,
        SportsMatchQuery,
        SportsQuery,
        SportsRecordQuery,
        SystemConfigQuery,
        WebhookQuery,
    ],
    staff: [
        AuditStaffQuery,
        ChannelStaffQuery,
        CommunityStaffQuery,
        FeedStaffQuery,
        FeedbackStaffQuery,
        JobStaffQuery,
        MemberStaffQuery,
        MessageStaffQuery,
        ModerationStaffQuery,
        OverviewStaffQuery,
        PartnerStaffQuery,
        ProfileStaffQuery,
        QuizStaffQuery,
        ShopStaffQuery,
        ShopManagerStaffQuery,
        StaffSessionStaffQuery,
        SystemConfigStaffQuery,
        TrackingQuery,
        WebhookStaffQuery,
    ]
);

roots!(
    "Mutation",
    Mutation,
    PublicMutation,
    MutationPublicPart,
    MutationStaffPart,
    public: [
        AuthMutation,
        ChannelMutation,
        CommunityMutation,
        DataExportMutation,
        FeedbackMutation,
        FileMutation,
        FocusMutation,
        InviteMutation,
        LotteryMutation,
        LotteryToolsMutation,
        MemberMutation,
        MessageMutation,
        NotifyMutation,
        OauthMutation,
        PointsMutation,
        QuizMutation,
        ShopMutation,
        ShopManagerMutation,
        SportsRecordMutation,
        StaffFactorMutation,
        WebhookMutation,
    ],
    staff: [
        ChannelStaffMutation,
        FeedStaffMutation,
        CommunityStaffMutation,
        FeedbackStaffMutation,
        JobStaffMutation,
        LotteryStaffMutation,
        MemberStaffMutation,
        MessageStaffMutation,
        ModerationStaffMutation,
        OverviewStaffMutation,
        PartnerStaffMutation,
        QuizStaffMutation,
        ShopStaffMutation,
        ShopManagerStaffMutation,
        SportsStaffMutation,
        StaffFactorStaffMutation,
        SystemConfigStaffMutation,
        WebhookStaffMutation,
    ]
);

/// Live updates over WebSocket (`graphql-transport-ws`).
#[derive(MergedSubscription, Default)]
pub struct Subscription(
    CommunitySubscription,
    LotterySubscription,
    MemberSubscription,
    MessageSubscription,
    QuizSubscription,
    SportsSubscription,
    SystemConfigSubscription,
);

pub type AppSchema = Schema<Query, Mutation, Subscription>;

/// How the schema behaves in this deployment.
#[derive(Debug, Clone, Copy, Default)]
pub struct SchemaOptions {
    /// Production mode: no "did you mean" suggestions in errors.
    pub production: bool,
}

fn builder() -> SchemaBuilder<Query, Mutation, Subscription> {
    Schema::build(
        Query::default(),
        Mutation::default(),
        Subscription::default(),
    )
    // Depth, complexity, aliases, directives and size: one extension, so
    // each refusal carries its own code (`crate::limits`).
    .extension(crate::admission::extension::DocumentLimits)
}

/// The schema the server runs, with the application context attached.
pub fn build_schema(ctx: AppContext, options: SchemaOptions) -> AppSchema {
    // One loader per schema; async-graphql batches the keys requested while
    // resolving a response (no added delay beyond its default 1 ms window).
    let loader = async_graphql::dataloader::DataLoader::new(
        crate::member::MemberLoader::new(ctx.clone()),
        tokio::spawn,
    );
    let follows = async_graphql::dataloader::DataLoader::new(
        crate::member::FollowEdgeLoader::new(ctx.clone()),
        tokio::spawn,
    );
    let items = async_graphql::dataloader::DataLoader::new(
        crate::shop::ShopItemLoader::new(ctx.clone()),
        tokio::spawn,
    );
    let odds_history = async_graphql::dataloader::DataLoader::new(
        crate::sports::SportsOddsHistoryLoader::new(ctx.clone()),
        tokio::spawn,
    );
    let analysis = async_graphql::dataloader::DataLoader::new(
        crate::sports::SportsAnalysisLoader::new(ctx.clone()),
        tokio::spawn,
    );
    let checks = async_graphql::dataloader::DataLoader::new(
        crate::sports::SportsSelectionCheckLoader::new(ctx.clone()),
        tokio::spawn,
    );
    let matches = async_graphql::dataloader::DataLoader::new(
        crate::sports::SportsMatchLoader::new(ctx.clone()),
        tokio::spawn,
    );
    let replies = async_graphql::dataloader::DataLoader::new(
        crate::community::RepliesLoader::new(ctx.clone()),
        tokio::spawn,
    );
    let mut b = builder()
        .data(ctx)
        .data(loader)
        .data(follows)
        .data(items)
        .data(odds_history)
        .data(analysis)
        .data(checks)
        .data(matches)
        .data(replies);
    if options.production {
        b = b.disable_suggestions();
    }
    b.finish()
}

fn sdl_options() -> async_graphql::SDLExportOptions {
    async_graphql::SDLExportOptions::new()
        .sorted_fields()
        .sorted_arguments()
        .sorted_enum_items()
        .include_specified_by()
}

/// The public SDL (members, partners, anonymous callers), with fields and
/// enum values sorted so diffs stay stable. `schema/schema.graphql` must
/// equal this (CI checks); client code generators read it.
pub fn sdl() -> String {
    Schema::build(
        PublicQuery::default(),
        PublicMutation::default(),
        Subscription::default(),
    )
    .finish()
    .sdl_with_options(sdl_options())
}

/// The whole SDL, staff back office included (`schema/schema.full.graphql`).
pub fn sdl_full() -> String {
    builder().finish().sdl_with_options(sdl_options())
}
