// pages/channels/info?id=: one channel's days over a range — the chart the
// API shapes (drawn by ECharts in a chunk of its own), the table of days
// with its totals, and the table as a CSV file; a link to its 推广码.
import { lazy, Suspense } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { download } from '../../lib/download';
import { linkTo } from '../../lib/paths';
import { Button, Card, EmptyState, LoadingState, MissingState, QueryState, Tag, toast } from '../../ui';
import { csvRows, FIGURES, shown, totals, type DayFigures } from './days';
import { csvFileName, csvText } from './format';
import { RangePicker, useRange } from './RangePicker';
import { channelText as t } from './strings';
import './channels.css';

const ChannelChart = lazy(() => import('./ChannelChart').then((m) => ({ default: m.ChannelChart })));

const Info = graphql(`
  query ChannelInfoPage($id: ID!, $from: Date!, $to: Date!) {
    channel(id: $id) {
      id
      name
      title
      partnered
      chart(from: $from, to: $to) {
        name
        categories
        series {
          name
          data
        }
      }
      days(from: $from, to: $to) {
        day
        registrations
        active
        checkIns
        invites
        pointsIssued
        pointsSpent
        earnings {
          fen
          yuan
        }
      }
    }
  }
`);

export function ChannelInfoPage() {
  const id = useSearchParams()[0].get('id');
  if (!id) return <MissingState what={t.channelMissing} />;
  return <ChannelInfo key={id} id={id} />;
}

function ChannelInfo({ id }: { id: string }) {
  const rangeState = useRange();
  const { range } = rangeState;
  // Silent: the page shows a failed load itself (with a retry).
  const q = useQuery(Info, {
    variables: { id, from: range?.from ?? '', to: range?.to ?? '' },
    skip: !range,
    context: { silent: true },
  });
  // While another range loads (or the custom days are half chosen), the
  // last range's figures stay rather than a blank page.
  const data = q.data ?? q.previousData;
  const channel = data?.channel;
  const days = channel?.days ?? [];
  const title = channel ? channel.title || channel.name : '';
  const exportCsv = async () => {
    if (!channel || !range) return;
    const file = new Blob([csvText(csvRows(days))], { type: 'text/csv;charset=utf-8' });
    if (await download(file, csvFileName(title, { from: days[0]?.day ?? range.from, to: days.at(-1)?.day ?? range.to }))) toast(t.exported, 0);
  };
  return (
    <div className="lm-channels" data-testid="channel-info">
      <QueryState loading={q.loading && !data} error={data ? null : q.error} onRetry={() => void q.refetch().catch(() => undefined)}>
        {data && !channel && <EmptyState title={t.channelNotFound} />}
        {channel && (
          <>
            <header className="lm-channels-head">
              <h2 className="lm-channels-title" data-testid="channel-title">
                {title}
              </h2>
              {channel.partnered && (
                <Tag color="var(--lm-blue)" fill="outline">
                  {t.partnered}
                </Tag>
              )}
              <Link className="lm-channels-link" to={linkTo.channelInvite(channel.id)} data-testid="to-channel-invite">
                {t.toInvite}
              </Link>
              <p className="lm-channels-muted">{t.channelName(channel.name)}</p>
            </header>
            <RangePicker state={rangeState} />
            <Card className="lm-channels-card" title={t.chart}>
              {days.length ? (
                <Suspense fallback={<LoadingState rows={5} />}>
                  <ChannelChart chart={channel.chart} />
                </Suspense>
              ) : (
                <EmptyState title={t.noDays} />
              )}
            </Card>
            <Card
              className="lm-channels-card"
              title={t.table}
              extra={
                <Button size="small" color="primary" fill="outline" disabled={!days.length} onClick={() => void exportCsv()} data-testid="export-csv">
                  {t.exportCsv}
                </Button>
              }
            >
              <DayTable days={days} />
            </Card>
            <p className="lm-channels-note">{t.rollupNote}</p>
          </>
        )}
      </QueryState>
    </div>
  );
}

function DayTable({ days }: { days: readonly DayFigures[] }) {
  if (!days.length) return <EmptyState title={t.noDays} />;
  return (
    // Eight columns do not fit 375 px: the table scrolls sideways, the day
    // column staying put.
    <div className="lm-channels-scroll" tabIndex={0} role="region" aria-label={t.table}>
      <table className="lm-channels-table" data-testid="channel-days">
        <thead>
          <tr>
            <th scope="col">{t.day}</th>
            {FIGURES.map((c) => (
              <th key={c.label} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day} data-testid="channel-day">
              <th scope="row">{d.day.slice(5)}</th>
              {FIGURES.map((c) => (
                <td key={c.label}>{shown(c, c.value(d))}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t.total}</th>
            {totals(days).map((v, i) => (
              <td key={FIGURES[i].label}>{v}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
