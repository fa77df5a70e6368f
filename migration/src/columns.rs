//! Column, key and index builders shared by the migrations, so every table
//! spells ids, timestamps, counters and member references the same way.

use sea_orm_migration::prelude::*;

pub(crate) fn id_col<T: Iden + 'static>(col: T) -> ColumnDef {
    ColumnDef::new(col)
        .big_integer()
        .not_null()
        .auto_increment()
        .primary_key()
        .to_owned()
}

pub(crate) fn text<T: Iden + 'static>(col: T) -> ColumnDef {
    ColumnDef::new(col)
        .string()
        .not_null()
        .default("")
        .to_owned()
}

pub(crate) fn flag<T: Iden + 'static>(col: T) -> ColumnDef {
    ColumnDef::new(col)
        .boolean()
        .not_null()
        .default(false)
        .to_owned()
}

pub(crate) fn counter<T: Iden + 'static>(col: T) -> ColumnDef {
    ColumnDef::new(col)
        .big_integer()
        .not_null()
        .default(0)
        .to_owned()
}

pub(crate) fn at<T: Iden + 'static>(col: T) -> ColumnDef {
    ColumnDef::new(col)
        .timestamp_with_time_zone()
        .not_null()
        .to_owned()
}

pub(crate) fn at_opt<T: Iden + 'static>(col: T) -> ColumnDef {
    ColumnDef::new(col)
        .timestamp_with_time_zone()
        .null()
        .to_owned()
}

pub(crate) fn json<T: Iden + 'static>(col: T) -> ColumnDef {
    ColumnDef::new(col).json_binary().not_null().to_owned()
}

/// A foreign key to `member.id` that removes the child with the member.
pub(crate) fn member_fk<T: Iden + 'static, C: Iden + 'static>(
    table: T,
    col: C,
) -> ForeignKeyCreateStatement {
    ForeignKey::create()
        .from(table, col)
        .to(Member::Table, Member::Id)
        .on_delete(ForeignKeyAction::Cascade)
        .to_owned()
}

pub(crate) async fn index<T, C, const N: usize>(
    m: &SchemaManager<'_>,
    table: T,
    name: &str,
    cols: [C; N],
) -> Result<(), DbErr>
where
    T: Iden + 'static,
    C: Iden + 'static,
{
    let mut stmt = Index::create();
    stmt.name(name).table(table);
    for col in cols {
        stmt.col(col);
    }
    m.create_index(stmt).await
}

pub(crate) async fn unique<T, C, const N: usize>(
    m: &SchemaManager<'_>,
    table: T,
    name: &str,
    cols: [C; N],
) -> Result<(), DbErr>
where
    T: Iden + 'static,
    C: Iden + 'static,
{
    let mut stmt = Index::create();
    stmt.name(name).table(table).unique();
    for col in cols {
        stmt.col(col);
    }
    m.create_index(stmt).await
}

#[derive(DeriveIden)]
enum Member {
    Table,
    Id,
}
