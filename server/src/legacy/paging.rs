//! The spec's page request and page result on the legacy wire.

use serde::{Deserialize, Serialize};

use domain::kernel::paging::PageResult;

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct PageRequestWire {
    #[serde(deserialize_with = "opt_num")]
    #[schemars(with = "Option<crate::legacy::proto_json::Int64>")]
    pub page: Option<i64>,
    #[serde(deserialize_with = "opt_num")]
    #[schemars(with = "Option<crate::legacy::proto_json::Int64>")]
    pub page_size: Option<i64>,
}

fn opt_num<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<i64>, D::Error> {
    super::proto_json::opt_int64::deserialize(d)
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PageResultWire {
    pub page: u64,
    pub page_size: u64,
    pub page_count: u64,
    pub row_count: u64,
    pub first_row: u64,
    pub last_row: u64,
}

impl From<PageResult> for PageResultWire {
    fn from(r: PageResult) -> Self {
        Self {
            page: r.page,
            page_size: r.page_size,
            page_count: r.page_count,
            row_count: r.row_count,
            first_row: r.first_row,
            last_row: r.last_row,
        }
    }
}
