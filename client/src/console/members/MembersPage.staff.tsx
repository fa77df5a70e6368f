// 会员: the member list with every filter of the seed's QueryMemberRequest
// (in the URL), keyset pages of 20, the count for the filter, a detail
// drawer, and 停用 (with a reason, kept in the audit log) / 启用. Members
// permission; personal data is unmasked by the server for it, and each
// view is audit-logged there.
import { useState } from 'react';
import { App, Button, DatePicker, Form, Input, InputNumber, Progress, Select, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from '../common/dayjs';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import { FilterForm } from '../common/FilterForm';
import { useAskText } from '../common/useAskText';
import { ListPage } from '../common/ListPage';
import { useUrlFilters } from '../common/useUrlFilters';
import { extraCount, FILTER_KEYS, toFilter, type UrlFilters } from './filters';
import { saveBlob } from '../../lib/download';
import { exportMembers } from './exportCsv';
import { MemberDrawer } from './MemberDrawer.staff';
import { membersText as t } from './strings';

const Members = graphql(`
  query ConsoleMembers($filter: MemberFilterInput, $after: String) {
    members(filter: $filter, first: 20, after: $after) {
      nodes {
        id
        legacyId
        nickname
        phone
        legalName
        vipLevel
        vipNumber
        points
        inviteCount
        isStaff
        isExpert
        isDistributor
        isRealNameAuth
        isEnabled
        createdAt
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

// The count for the filter, asked once per filter: not again with each
// page 加载更多 reads (the counts are statements of their own).
const Stats = graphql(`
  query ConsoleMemberStats($filter: MemberFilterInput) {
    memberStats(filter: $filter) {
      count
      todayAddCount
      yesterdayAddCount
    }
  }
`);

const SetEnabled = graphql(`
  mutation ConsoleSetMemberEnabled($input: SetMemberEnabledInput!) {
    setMemberEnabled(input: $input) {
      member {
        id
        isEnabled
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

type Form = Omit<UrlFilters, 'vipLevels' | 'gates' | 'from' | 'to' | 'days' | 'streak'> & {
  vipLevels?: string[];
  gates?: string[];
  created?: [Dayjs, Dayjs];
  days?: number;
  streak?: number;
};

function toForm(u: UrlFilters): Form {
  return {
    ...u,
    vipLevels: u.vipLevels?.split(','),
    gates: u.gates?.split(','),
    created: u.from && u.to ? [dayjs(u.from), dayjs(u.to)] : undefined,
    days: u.days ? Number(u.days) : undefined,
    streak: u.streak ? Number(u.streak) : undefined,
  };
}

function toUrl(f: Form): UrlFilters {
  const { created, vipLevels, gates, days, streak, ...rest } = f;
  return {
    ...rest,
    vipLevels: vipLevels?.join(','),
    gates: gates?.join(','),
    from: created?.[0]?.format('YYYY-MM-DD'),
    to: created?.[1]?.format('YYYY-MM-DD'),
    days: days ? String(days) : undefined,
    streak: streak ? String(streak) : undefined,
  };
}

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
const yesNo = [
  { value: 'true', label: t.yes },
  { value: 'false', label: t.no },
];

export function MembersPage() {
  const { message } = App.useApp();
  const askText = useAskText();
  const { values, apply } = useUrlFilters(FILTER_KEYS);
  const [more, setMore] = useState(extraCount(values) > 0);
  const [openId, setOpenId] = useState<string | null>(null);
  const filter = toFilter(values);
  const { data, loading, error, fetchMore } = useQuery(Members, { variables: { filter }, fetchPolicy: 'cache-and-network' });
  const [setEnabled] = useMutation(SetEnabled);
  const rows = data?.members.nodes ?? [];
  type Row = (typeof rows)[number];
  const stats = useQuery(Stats, { variables: { filter }, fetchPolicy: 'cache-and-network' }).data?.memberStats;
  // Rows received by a running export; null when none runs.
  const [exported, setExported] = useState<number | null>(null);
  const runExport = async () => {
    setExported(0);
    try {
      const blob = await exportMembers(filter, setExported);
      saveBlob(blob, t.exportName(new Date().toISOString().slice(0, 10)));
      message.success(t.exportDone);
    } catch (e) {
      message.error(`${t.exportFailed}：${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setExported(null);
    }
  };

  const change = async (r: Row, enabled: boolean) => {
    let reason: string | undefined;
    if (!enabled) {
      const typed = await askText(t.disableTitle(r.nickname), t.disableReason, 200, true);
      if (!typed) return;
      reason = typed;
    }
    const r2 = (
      await setEnabled({ variables: { input: { memberId: r.id, enabled, reason } } }).catch((e: Error) => {
        message.error(e.message);
        return null;
      })
    )?.data?.setMemberEnabled;
    if (r2?.userErrors[0]) message.error(r2.userErrors[0].message);
    else if (r2) message.success(enabled ? t.enabled : t.disabled);
  };

  const f = t.filters;
  return (
    <>
      <ListPage<Row>
        title={t.title}
        extra={
          <Space>
            {stats && <Typography.Text type="secondary" data-testid="member-count">{`${t.total(stats.count)} · ${t.today(stats.todayAddCount, stats.yesterdayAddCount)}`}</Typography.Text>}
            {exported !== null && stats && <Progress percent={stats.count ? Math.floor((exported * 100) / stats.count) : 100} size="small" style={{ width: 160 }} data-testid="export-progress" />}
            <Button onClick={() => void runExport()} loading={exported !== null} disabled={!stats?.count} data-testid="export-csv">
              {t.exportCsv}
            </Button>
          </Space>
        }
        filters={
          <FilterForm<Form> initial={toForm(values)} onApply={(v) => apply(toUrl(v))} testId="members">
            <Form.Item name="keyword">
              <Input placeholder={f.keyword} allowClear style={{ width: 220 }} />
            </Form.Item>
            <Form.Item name="phone">
              <Input placeholder={f.phone} allowClear style={{ width: 180 }} data-testid="filter-phone" />
            </Form.Item>
            <Form.Item name="vipLevels">
              <Select mode="multiple" placeholder={f.vipLevels} allowClear style={{ minWidth: 160 }} options={options(t.vipLevels)} data-testid="filter-vip" />
            </Form.Item>
            <Form.Item name="isEnabled">
              <Select placeholder={f.isEnabled} allowClear style={{ width: 110 }} options={options(t.enabledOptions)} />
            </Form.Item>
            {more && (
              <>
                <Form.Item name="nickname">
                  <Input placeholder={f.nickname} allowClear style={{ width: 160 }} />
                </Form.Item>
                <Form.Item name="legalName">
                  <Input placeholder={f.legalName} allowClear style={{ width: 140 }} />
                </Form.Item>
                <Form.Item name="vipNumber">
                  <Input placeholder={f.vipNumber} allowClear style={{ width: 160 }} />
                </Form.Item>
                <Form.Item name="kind">
                  <Select placeholder={f.kind} allowClear style={{ width: 130 }} options={options(t.kinds)} />
                </Form.Item>
                {(['isStaff', 'isRobot', 'isExpert', 'isActive'] as const).map((k) => (
                  <Form.Item key={k} name={k}>
                    <Select placeholder={f[k]} allowClear style={{ width: 130 }} options={yesNo} />
                  </Form.Item>
                ))}
                <Form.Item name="created">
                  <DatePicker.RangePicker placeholder={[f.created, f.created]} />
                </Form.Item>
                <Form.Item name="days">
                  <InputNumber min={1} max={36500} precision={0} placeholder={f.registeredWithinDays} style={{ width: 140 }} />
                </Form.Item>
                <Form.Item name="streak">
                  <InputNumber min={1} max={3650} precision={0} placeholder={f.minCheckInStreak} style={{ width: 160 }} />
                </Form.Item>
                <Form.Item name="gates">
                  <Select mode="multiple" placeholder={f.gates} allowClear style={{ minWidth: 160 }} options={options(t.gates)} />
                </Form.Item>
                <Form.Item name="platform">
                  <Input placeholder={f.platformName} allowClear style={{ width: 160 }} />
                </Form.Item>
              </>
            )}
            <Form.Item>
              <Button type="link" onClick={() => setMore((m) => !m)}>
                {more ? t.less : t.more}
              </Button>
            </Form.Item>
          </FilterForm>
        }
        loading={loading}
        error={error}
        rows={rows}
        pageInfo={data?.members.pageInfo}
        onMore={(after) => void fetchMore({ variables: { after } })}
        empty={t.empty}
        testId="members-table"
        columns={[
          { title: t.columns.member, key: 'member', width: 180, render: (_: unknown, r: Row) => `${r.nickname}（${String(r.legacyId)}）` },
          { title: t.columns.phone, dataIndex: 'phone', width: 130 },
          { title: t.columns.legalName, dataIndex: 'legalName', width: 100 },
          { title: t.columns.vip, key: 'vip', width: 80, render: (_: unknown, r: Row) => t.vipLevels[r.vipLevel] ?? r.vipLevel },
          { title: t.columns.points, dataIndex: 'points', width: 90, align: 'right' },
          { title: t.columns.invites, dataIndex: 'inviteCount', width: 70, align: 'right' },
          {
            title: t.columns.tags,
            key: 'tags',
            render: (_: unknown, r: Row) => (
              <Space size={4} wrap>
                {r.isStaff && <Tag color="purple">{t.tags.staff}</Tag>}
                {r.isExpert && <Tag color="gold">{t.tags.expert}</Tag>}
                {r.isDistributor && <Tag color="blue">{t.tags.distributor}</Tag>}
                {r.isRealNameAuth && <Tag>{t.tags.realName}</Tag>}
              </Space>
            ),
          },
          { title: t.columns.createdAt, dataIndex: 'createdAt', width: 170, render: (v: string) => new Date(v).toLocaleString('zh-CN') },
          { title: t.columns.status, key: 'status', width: 80, render: (_: unknown, r: Row) => (r.isEnabled === false ? <Tag color="red">{t.enabledOptions.false}</Tag> : <Tag color="green">{t.enabledOptions.true}</Tag>) },
          {
            title: t.columns.actions,
            key: 'actions',
            width: 140,
            render: (_: unknown, r: Row) => (
              <Space>
                <Button size="small" type="link" onClick={() => setOpenId(r.id)} data-testid="member-detail">
                  {t.detail}
                </Button>
                {r.isEnabled === false ? (
                  <Button size="small" onClick={() => void change(r, true)}>
                    {t.enable}
                  </Button>
                ) : (
                  <Button size="small" danger onClick={() => void change(r, false)} data-testid="member-disable">
                    {t.disable}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {openId && <MemberDrawer id={openId} onClose={() => setOpenId(null)} />}
    </>
  );
}
