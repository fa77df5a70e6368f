//! The enums of the public schema, each the GraphQL face of a domain enum.
//!
//! The domain's wire enums (spec §3) are frozen for the legacy layer; the
//! GraphQL names are a promise of their own to partners, so they are
//! declared here and converted with async-graphql's `remote` (`From` both
//! ways), and either side can be renamed without moving the other.

use async_graphql::Enum;

/// Where a member signs in from.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[graphql(remote = "domain::kernel::enums::Gate")]
pub enum Gate {
    #[graphql(name = "WECHATPROGRAM")]
    Wechatprogram,
    #[graphql(name = "APP")]
    App,
    #[graphql(name = "WEB")]
    Web,
    #[graphql(name = "MANAGEWEB")]
    Manageweb,
    /// The second brand's mini-program.
    #[graphql(name = "BRAND2_WECHATPROGRAM")]
    Brand2Wechatprogram,
    #[graphql(name = "BRAND2_APP")]
    Brand2App,
    #[graphql(name = "BRAND2_WEB")]
    Brand2Web,
}

/// A tri-state filter: NONE/ALL mean "don't filter".
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[graphql(remote = "domain::kernel::enums::BooleanOption")]
pub enum BooleanOption {
    None,
    True,
    False,
    All,
}

/// The generic record workflow.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[graphql(remote = "domain::kernel::enums::WorkflowState")]
pub enum WorkflowState {
    Prestart,
    Processing,
    Closed,
}

#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[graphql(remote = "domain::kernel::enums::VipLevel")]
pub enum VipLevel {
    #[graphql(name = "LEVEL1")]
    Level1,
    #[graphql(name = "LEVEL2")]
    Level2,
    #[graphql(name = "LEVEL3")]
    Level3,
}

/// Which way a points ledger row moved the balance.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[graphql(name = "PointsDirection", remote = "domain::kernel::enums::PointsType")]
pub enum PointsType {
    /// Points credited (earned: check-in, invites, rewards, refunds).
    #[graphql(name = "CREDIT")]
    InCome,
    /// Points debited (spent in the shop).
    #[graphql(name = "DEBIT")]
    OutGo,
}

/// A draw game. The wire names are the short codes the product uses.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[graphql(remote = "rules::lottery::Game")]
pub enum Game {
    /// 双色球: 6 red of 1–33, 1 blue of 1–16.
    Ssq,
    /// 大乐透: 5 front of 1–35, 2 back of 1–12.
    Dlt,
    /// 福彩3D: 3 digits.
    #[graphql(name = "FC3D")]
    Fc3d,
    /// 排列三: 3 digits (the first three of 排列五).
    #[graphql(name = "PL3")]
    Pl3,
    /// 排列五: 5 digits.
    #[graphql(name = "PL5")]
    Pl5,
    /// 七乐彩: 7 of 1–30 plus a special number.
    Qlc,
    /// 七星彩 (2020 format): 6 digits 0–9 and one of 0–14.
    Qxc,
}

/// What a verification code may be used for.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[graphql(remote = "domain::auth::VerificationPurpose")]
pub enum VerificationPurpose {
    Login,
    Cancel,
    BindPhone,
}

/// What a message is about.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[graphql(remote = "domain::message::deliver::MessageType")]
pub enum MessageType {
    SystemNotice,
    Interaction,
    Points,
}
