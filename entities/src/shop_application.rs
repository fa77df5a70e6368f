//! A member's request to be certified as a shop manager (店主), in the
//! record workflow.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "shop_application")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub member_id: i64,
    pub shop_name: String,
    pub address: String,
    /// The shop's owner as on the licence.
    pub owner_name: String,
    /// Uploaded file id of the shop-front photo.
    pub front_photo: String,
    /// Uploaded file id of the sales licence (代销证) photo.
    pub licence_photo: String,
    pub licence_no: String,
    pub licence_valid_until: Date,
    /// 0 PRESTART, 1 PROCESSING, 2 CLOSED.
    pub state: i16,
    /// `APPROVED`, `REJECTED`, `CANCELLED`.
    pub outcome: Option<String>,
    /// A rejection's reason.
    pub reason: String,
    pub reviewed_by: Option<i64>,
    /// The applicant while open; `None` once closed (unique).
    pub open_member_id: Option<i64>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
