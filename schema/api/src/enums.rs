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
    /// The WeChat mini-program (小程序).
    #[graphql(name = "WECHATPROGRAM")]
    Wechatprogram,
    /// The native app.
    #[graphql(name = "APP")]
    App,
    /// The web (H5) client.
    #[graphql(name = "WEB")]
    Web,
    /// The staff back office.
    #[graphql(name = "MANAGEWEB")]
    Manageweb,
    /// The second brand's mini-program.
    #[graphql(name = "BRAND2_WECHATPROGRAM")]
    Brand2Wechatprogram,
    /// The second brand's native app.
    #[graphql(name = "BRAND2_APP")]
    Brand2App,
    /// The second brand's web client.
    #[graphql(name = "BRAND2_WEB")]
    Brand2Web,
}

/// The generic record workflow.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[graphql(remote = "domain::kernel::enums::WorkflowState")]
pub enum WorkflowState {
    /// Submitted, not yet handled; the author may still edit it.
    Prestart,
    /// Being handled (staff replied).
    Processing,
    /// Done; no further changes.
    Closed,
}

/// A member's VIP level (会员等级).
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[graphql(remote = "domain::kernel::enums::VipLevel")]
pub enum VipLevel {
    /// The level every member starts at.
    #[graphql(name = "LEVEL1")]
    Level1,
    /// The second level.
    #[graphql(name = "LEVEL2")]
    Level2,
    /// The third level.
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

impl Game {
    /// The game stored as `code` (`lottery_*.game`); an unknown code is an
    /// error, never another game.
    pub fn stored(code: &str) -> Result<Self, domain::AppError> {
        domain::kernel::stored::known("game", code, rules::lottery::Game::from_code(code))
            .map(Into::into)
    }
}

/// What a verification code may be used for.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[graphql(remote = "domain::auth::VerificationPurpose")]
pub enum VerificationPurpose {
    /// Signing in (or registering) with the phone.
    Login,
    /// Cancelling the account (注销).
    Cancel,
    /// Binding a phone to the account.
    BindPhone,
}

/// What a message is about.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[graphql(remote = "domain::message::deliver::MessageType")]
pub enum MessageType {
    /// A notice from the operator (系统通知).
    SystemNotice,
    /// About other members: a new follower, a reply to feedback (互动).
    Interaction,
    /// About points (积分).
    Points,
}
