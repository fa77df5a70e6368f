//! The auth area's queries.

use super::objects::*;
use crate::partner_scope::partner_scope;
use crate::request::{app, viewer};
use crate::scalars::BigInt;
use crate::Result;
use async_graphql::{Context, Object, ID};
use domain::partner::Scope;

#[derive(Default)]
pub struct AuthQuery;

#[Object]
impl AuthQuery {
    /// A random nickname suggestion.
    #[graphql(directive = partner_scope::apply(Scope::MemberRead.into()))]
    async fn random_nick_name(&self) -> String {
        domain::member::random_nick_name()
    }

    /// The caller's invite code (default channel), created on first use.
    #[graphql(directive = partner_scope::apply(Scope::MemberRead.into()))]
    async fn my_invite_code(&self, ctx: &Context<'_>) -> Result<String> {
        Ok(domain::invite::get_invite_code(app(ctx)?, viewer(ctx)?).await?)
    }

    /// Checks an invite before registering. Reveals nothing about phones.
    #[graphql(directive = partner_scope::apply(Scope::MemberRead.into()))]
    async fn pre_registration_check(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The inviter (global id); used when no `inviteCode` is given.")]
        inviter_id: Option<ID>,
        #[graphql(
            desc = "The inviter's legacy id, from the legacy apps' invite links (`?inviteMeMemberId=`); instead of `inviterId`."
        )]
        inviter_legacy_id: Option<BigInt>,
        #[graphql(desc = "An invite code (邀请码); wins over the inviter's id.")]
        invite_code: Option<String>,
    ) -> Result<PreRegistrationCheckPayload> {
        let invite = invite(inviter_id.as_ref(), inviter_legacy_id, invite_code)?;
        let r = domain::invite::pre_registration_check(app(ctx)?, &invite).await?;
        Ok(PreRegistrationCheckPayload {
            invite_valid: r.invite_valid,
            inviter_id: r
                .invite_me_member_id
                .map(|i| crate::ids::global(crate::ids::NodeKind::Member, i)),
            is_distributor_code: r.is_big_gun_code,
        })
    }
}
