//! GraphQL face of points reads.

use async_graphql::{Context, Object, Result, SimpleObject, ID};
use chrono::{DateTime, Utc};

use super::service;
use crate::enums::{PointsType, ProtoEnum};
use crate::error::AppError;
use crate::graphql::{app, viewer};
use crate::paging::{self, PageInfo};

/// One ledger row.
#[derive(SimpleObject)]
pub struct PointsHistoryItem {
    pub id: ID,
    pub points: i64,
    pub points_type: PointsType,
    pub description: String,
    pub created_at: DateTime<Utc>,
}

impl From<entities::points_ledger::Model> for PointsHistoryItem {
    fn from(r: entities::points_ledger::Model) -> Self {
        Self {
            id: ID(r.id.to_string()),
            points: r.points,
            points_type: PointsType::from_number(i64::from(r.points_type))
                .unwrap_or(PointsType::InCome),
            description: r.description,
            created_at: r.created_at,
        }
    }
}

#[derive(SimpleObject)]
pub struct PointsHistoryEdge {
    pub cursor: String,
    pub node: PointsHistoryItem,
}

#[derive(SimpleObject)]
pub struct PointsHistoryConnection {
    pub edges: Vec<PointsHistoryEdge>,
    pub page_info: PageInfo,
}

fn parse_member_id(id: Option<ID>) -> Result<Option<i64>, AppError> {
    id.map(|i| {
        i.parse()
            .map_err(|_| AppError::invalid("memberId", "must be a member id"))
    })
    .transpose()
}

#[derive(Default)]
pub struct PointsQuery;

#[Object]
impl PointsQuery {
    /// The caller's points (or a member's, for permitted staff).
    async fn points(&self, ctx: &Context<'_>, member_id: Option<ID>) -> Result<i64> {
        Ok(service::balance(app(ctx)?, viewer(ctx)?, parse_member_id(member_id)?).await?)
    }

    /// The caller's points history, newest first.
    #[graphql(complexity = "first.unwrap_or(20).max(1) as usize * child_complexity")]
    async fn points_history(
        &self,
        ctx: &Context<'_>,
        member_id: Option<ID>,
        first: Option<i32>,
        after: Option<String>,
    ) -> Result<PointsHistoryConnection> {
        let first = paging::first(first)?;
        let after = after
            .map(|a| {
                a.parse::<i64>()
                    .map_err(|_| AppError::invalid("after", "is not a cursor from this list"))
            })
            .transpose()?;
        let (rows, more) = service::history_after(
            app(ctx)?,
            viewer(ctx)?,
            parse_member_id(member_id)?,
            first,
            after,
        )
        .await?;
        let edges: Vec<PointsHistoryEdge> = rows
            .into_iter()
            .map(|r| PointsHistoryEdge {
                cursor: r.id.to_string(),
                node: r.into(),
            })
            .collect();
        Ok(PointsHistoryConnection {
            page_info: PageInfo {
                has_next_page: more,
                end_cursor: edges.last().map(|e| e.cursor.clone()),
            },
            edges,
        })
    }
}
