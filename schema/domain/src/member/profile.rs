//! A member with the lists MemberInfo carries.

use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};

use crate::kernel::error::{AppError, AppResult};
use entities::{invite_code, member, member_address, member_source, push_client};

#[derive(Debug, Clone)]
pub struct MemberProfile {
    pub member: member::Model,
    pub addresses: Vec<member_address::Model>,
    pub invite_codes: Vec<invite_code::Model>,
    pub push_clients: Vec<push_client::Model>,
    pub sources: Vec<member_source::Model>,
}

impl MemberProfile {
    /// A member row with empty lists, for callers that never show them.
    pub fn without_lists(member: member::Model) -> Self {
        Self {
            member,
            addresses: vec![],
            invite_codes: vec![],
            push_clients: vec![],
            sources: vec![],
        }
    }
}

/// Member rows by id in one statement (the GraphQL member loader batches a
/// page's ids into one call); unknown ids are left out.
pub async fn rows_by_id<C: ConnectionTrait>(
    db: &C,
    ids: &[i64],
) -> AppResult<std::collections::HashMap<i64, member::Model>> {
    let rows = member::Entity::find()
        .filter(member::Column::Id.is_in(ids.iter().copied()))
        .all(db)
        .await?;
    Ok(rows.into_iter().map(|m| (m.id, m)).collect())
}

/// Loads several members and their lists in five statements, in the order
/// of `ids` (unknown ids are left out).
pub async fn load_profiles<C: ConnectionTrait>(
    db: &C,
    ids: &[i64],
) -> AppResult<Vec<MemberProfile>> {
    load_profiles_as(db, ids, true).await
}

/// [`load_profiles`]; without `private`, the lists only the member and
/// permitted staff see (addresses, push clients) are not read: three
/// statements.
pub async fn load_profiles_as<C: ConnectionTrait>(
    db: &C,
    ids: &[i64],
    private: bool,
) -> AppResult<Vec<MemberProfile>> {
    if ids.is_empty() {
        return Ok(vec![]);
    }
    let members = member::Entity::find()
        .filter(member::Column::Id.is_in(ids.iter().copied()))
        .all(db)
        .await?;
    let addresses = if private {
        member_address::Entity::find()
            .filter(member_address::Column::MemberId.is_in(ids.iter().copied()))
            .order_by_desc(member_address::Column::Id)
            .all(db)
            .await?
    } else {
        vec![]
    };
    let codes = invite_code::Entity::find()
        .filter(invite_code::Column::MemberId.is_in(ids.iter().copied()))
        .order_by_asc(invite_code::Column::Id)
        .all(db)
        .await?;
    let clients = if private {
        push_client::Entity::find()
            .filter(push_client::Column::MemberId.is_in(ids.iter().copied()))
            .order_by_asc(push_client::Column::Id)
            .all(db)
            .await?
    } else {
        vec![]
    };
    let sources = member_source::Entity::find()
        .filter(member_source::Column::MemberId.is_in(ids.iter().copied()))
        .order_by_asc(member_source::Column::Id)
        .all(db)
        .await?;
    Ok(ids
        .iter()
        .filter_map(|id| members.iter().find(|m| m.id == *id))
        .map(|m| MemberProfile {
            member: m.clone(),
            addresses: addresses
                .iter()
                .filter(|a| a.member_id == m.id)
                .cloned()
                .collect(),
            invite_codes: codes
                .iter()
                .filter(|c| c.member_id == m.id)
                .cloned()
                .collect(),
            push_clients: clients
                .iter()
                .filter(|c| c.member_id == m.id)
                .cloned()
                .collect(),
            sources: sources
                .iter()
                .filter(|c| c.member_id == m.id)
                .cloned()
                .collect(),
        })
        .collect())
}

/// Loads a member and its lists (five small indexed reads).
pub async fn load_profile<C: ConnectionTrait>(db: &C, id: i64) -> AppResult<MemberProfile> {
    load_profiles(db, &[id])
        .await?
        .pop()
        .ok_or_else(|| AppError::not_found(format!("member {id} not found")))
}
