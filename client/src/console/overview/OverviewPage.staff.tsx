// 概览: today's and yesterday's figures, what waits in each queue (each a
// link to it), failed jobs and webhook deliveries, and the trend of the
// last 7, 30 or 90 days (in the address). The daily figures come from the
// roll-up (every 5 minutes; 刷新 asks for one now), never counted per view.
// Operations permission.
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Alert, App, Badge, Button, Card, Col, Row, Segmented, Space, Spin, Statistic, Typography } from 'antd';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../gql/staff';
import { useUrlFilters } from '../common/useUrlFilters';
import { overviewText as t } from './strings';

const LinesChart = lazy(async () => ({ default: (await import('../../lib/LinesChart')).LinesChart }));

const Overview = graphql(`
  query ConsoleOverview($days: Int!) {
    consoleOverview(days: $days) {
      days {
        day
        registrations
        active
        checkIns
        pointsIssued
        pointsSpent
      }
      updatedAt
      openReviews {
        experts
        shops
        withdrawals
        community
        feedback
      }
      failedJobs
      failedDeliveries
    }
  }
`);

const Refresh = graphql(`
  mutation ConsoleRefreshOverview {
    refreshConsoleOverview
  }
`);

const RANGES = [7, 30, 90];
const QUEUE_PATHS: Record<string, string> = {
  experts: '/review/experts',
  shops: '/review/shops',
  withdrawals: '/review/withdrawals',
  community: '/review/community',
  feedback: '/review/feedback',
};
const FIGURES = ['registrations', 'active', 'checkIns', 'pointsIssued', 'pointsSpent'] as const;

/** A label with its count beside it, red when anything waits. */
function Waiting({ label, count }: { label: string; count: number }) {
  return (
    <Space size={6}>
      <span>{label}</span>
      <Badge count={count} showZero overflowCount={9999} color={count ? '#d42a00' : '#bfbfbf'} />
    </Space>
  );
}

export function OverviewPage() {
  const { message } = App.useApp();
  const { values, apply } = useUrlFilters(['days'] as const);
  const days = RANGES.includes(Number(values.days)) ? Number(values.days) : 30;
  const { data, loading, error, startPolling, stopPolling } = useQuery(Overview, { variables: { days }, fetchPolicy: 'cache-and-network' });
  const [refresh, { loading: asking }] = useMutation(Refresh);
  const o = data?.consoleOverview;
  // Today is the last day of the range, yesterday the one before it.
  const today = o?.days.at(-1);
  const yesterday = o?.days.at(-2);
  // After 刷新, read again every 2 s until the roll-up's time moves on
  // from the one shown when asked.
  const [askedAt, setAskedAt] = useState<string | null | undefined>(undefined);
  const updatedAt = o?.updatedAt ?? null;
  useEffect(() => {
    if (askedAt === undefined) return undefined;
    if (updatedAt !== askedAt) {
      setAskedAt(undefined);
      return undefined;
    }
    startPolling(2000);
    return stopPolling;
  }, [askedAt, updatedAt, startPolling, stopPolling]);
  const doRefresh = async () => {
    await refresh();
    message.info(t.refreshing);
    setAskedAt(updatedAt);
  };
  const chart = useMemo(
    () =>
      o && {
        categories: o.days.map((d) => String(d.day)),
        series: FIGURES.map((f) => ({ name: t[f], data: o.days.map((d) => d[f]) })),
      },
    [o],
  );
  if (error && !o) return <Alert type="error" showIcon message={error.message} />;
  if (!o) return <Spin spinning={loading} />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="overview">
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t.title}
        </Typography.Title>
        <Space>
          <Typography.Text type="secondary" data-testid="overview-updated">
            {o.updatedAt ? t.updatedAt(new Date(o.updatedAt).toLocaleTimeString('zh-CN', { hour: '2-digit', minute: '2-digit' })) : t.notYet}
          </Typography.Text>
          <Button onClick={() => void doRefresh()} loading={asking} data-testid="overview-refresh">
            {t.refresh}
          </Button>
        </Space>
      </Space>
      <Row gutter={16} data-testid="overview-today">
        {FIGURES.map((f) => (
          <Col key={f} flex="1">
            <Card size="small">
              <div data-testid={`today-${f}`}>
                <Statistic title={`${t.today}${t[f]}`} value={Number(today?.[f] ?? 0)} />
              </div>
              <Typography.Text type="secondary">{t.yesterday(Number(yesterday?.[f] ?? 0))}</Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" title={t.waiting}>
        <Space size="large" wrap data-testid="overview-waiting">
          {Object.entries(QUEUE_PATHS).map(([k, path]) => (
            <Link key={k} to={path}>
              <Waiting label={t.queues[k]} count={o.openReviews[k as keyof typeof o.openReviews] as number} />
            </Link>
          ))}
          <Link to="/system/jobs?state=FAILED">
            <Waiting label={t.failedJobs} count={o.failedJobs} />
          </Link>
          <Waiting label={t.failedDeliveries} count={o.failedDeliveries} />
        </Space>
      </Card>
      <Card
        size="small"
        title={t.trend}
        extra={<Segmented value={days} onChange={(v) => apply({ days: Number(v) })} options={RANGES.map((d) => ({ value: d, label: t.range(d) }))} data-testid="overview-range" />}
      >
        <Suspense fallback={<Spin />}>{chart && <LinesChart chart={chart} shownAtFirst={3} label={t.chartLabel(days)} style={{ height: 320 }} testId="overview-chart" />}</Suspense>
      </Card>
    </Space>
  );
}
