//! The staff member list as CSV (the console's 导出 CSV): every member the
//! filter matches, newest first, read in keyset pages of [`EXPORT_PAGE`]
//! and written a page at a time, so an export of any size streams in
//! bounded memory and the first rows leave before the last are read.
//!
//! Members permission: the phone and legal name are in full, so each
//! export is audit-logged (`member.export`, with its filter) before its
//! first byte leaves. Cells a spreadsheet would run as a formula
//! (`=`, `+`, `-`, `@` first) are quoted with a leading `'` (OWASP's CSV
//! injection rule): nicknames are members' own text.

use futures_util::stream::{self, Stream};
use sea_orm::{EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use super::{require_member_admin, MemberFilter};
use crate::kernel::paging::{time_keyset, TimeKey, Window};
use crate::kernel::{AppContext, AppError, AppResult, Viewer};
use entities::member;

/// Members read and written at a time.
pub const EXPORT_PAGE: u64 = 500;

/// The CSV's columns (Simplified Chinese: the file is for operators).
pub const HEADER: [&str; 14] = [
    "会员ID",
    "昵称",
    "手机号",
    "真实姓名",
    "VIP等级",
    "会员编号",
    "积分",
    "邀请人数",
    "工作人员",
    "专家",
    "渠道",
    "已实名",
    "状态",
    "注册时间",
];

struct Cursor {
    ctx: AppContext,
    filter: MemberFilter,
    after: Option<TimeKey>,
    header: bool,
    done: bool,
}

/// The export of `filter`'s members as CSV chunks (UTF-8 with a byte-order
/// mark, which Excel needs to read Chinese): the header, then a chunk per
/// page. Refused before anything is written without the permission or
/// with a bad filter; audit-logged once it is allowed.
pub async fn export(
    ctx: &AppContext,
    viewer: &Viewer,
    filter: MemberFilter,
) -> AppResult<impl Stream<Item = AppResult<Vec<u8>>> + Send + 'static> {
    require_member_admin(viewer)?;
    filter.condition()?;
    crate::kernel::audit::record(
        &ctx.db,
        Some(viewer.member_id),
        "member.export",
        "member:*",
        serde_json::json!({"filter": format!("{filter:?}")}),
    )
    .await?;
    let start = Cursor {
        ctx: ctx.clone(),
        filter,
        after: None,
        header: false,
        done: false,
    };
    Ok(stream::try_unfold(start, next_chunk))
}

async fn next_chunk(mut c: Cursor) -> AppResult<Option<(Vec<u8>, Cursor)>> {
    if !c.header {
        c.header = true;
        let mut out = "\u{feff}".as_bytes().to_vec();
        out.extend(lines(&[HEADER.map(String::from).to_vec()])?);
        return Ok(Some((out, c)));
    }
    if c.done {
        return Ok(None);
    }
    let window = Window::Forward {
        first: EXPORT_PAGE,
        after: c.after,
    };
    let mut cond = c.filter.condition()?;
    if let Some(beyond) = time_keyset(member::Column::CreatedAt, member::Column::Id, &window) {
        cond = cond.add(beyond);
    }
    let rows = member::Entity::find()
        .filter(cond)
        .order_by(member::Column::CreatedAt, window.order())
        .order_by(member::Column::Id, window.order())
        .limit(EXPORT_PAGE + 1)
        .all(&c.ctx.db)
        .await?;
    let (rows, more) = window.finish(rows);
    c.done = !more;
    c.after = rows.last().map(|m| (m.created_at, m.id));
    if rows.is_empty() {
        return Ok(None);
    }
    let out = lines(&rows.iter().map(row).collect::<Vec<_>>())?;
    Ok(Some((out, c)))
}

fn yes(b: bool) -> String {
    if b { "是" } else { "否" }.to_owned()
}

/// One member's cells, in [`HEADER`]'s order.
fn row(m: &member::Model) -> Vec<String> {
    vec![
        m.id.to_string(),
        m.nick_name.clone(),
        m.phone.clone().unwrap_or_default(),
        m.legal_name.clone(),
        m.vip_level.clone(),
        m.vip_no.clone(),
        m.points.to_string(),
        m.invite_num.to_string(),
        yes(m.is_office),
        yes(m.is_professor),
        yes(m.is_distributor),
        yes(!m.legal_name.is_empty()),
        if m.enable { "正常" } else { "已停用" }.to_owned(),
        // Beijing time (UTC+8 all year), as operators read it.
        (m.created_at + chrono::TimeDelta::hours(8))
            .format("%Y-%m-%d %H:%M:%S")
            .to_string(),
    ]
}

/// A cell a spreadsheet would run as a formula, made text.
pub fn defused(cell: &str) -> String {
    if cell.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{cell}")
    } else {
        cell.to_owned()
    }
}

fn lines(rows: &[Vec<String>]) -> AppResult<Vec<u8>> {
    let mut w = csv::Writer::from_writer(Vec::new());
    for r in rows {
        w.write_record(r.iter().map(|c| defused(c)))
            .map_err(|e| AppError::internal(format!("csv: {e}")))?;
    }
    w.into_inner()
        .map_err(|e| AppError::internal(format!("csv: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formulas_become_text_and_quotes_are_escaped() {
        assert_eq!(defused("=1+1"), "'=1+1");
        assert_eq!(defused("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(defused("彩友"), "彩友");
        let out = lines(&[vec!["a,b".into(), "say \"hi\"".into(), "-2".into()]]).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "\"a,b\",\"say \"\"hi\"\"\",'-2\n"
        );
    }
}
