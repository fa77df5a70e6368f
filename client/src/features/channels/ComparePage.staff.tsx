// pages/channels/compare (staff): every channel, and the ones picked side by
// side over a range (their figures added up). Staff-only operations (the
// whole SDL, src/gql/staff): members see only that the page is for staff,
// and never send these documents.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../gql/staff';
import { linkTo } from '../../lib/paths';
import { Card, Checkbox, EmptyState, LoadMore, QueryState } from '../../ui';
import { FIGURES, shown } from './days';
import { RangePicker, useRange } from './RangePicker';
import { channelText as t } from './strings';
import { useViewer } from './useViewer';
import './channels.css';

/** The server compares at most 50 channels at once. */
const MAX_COMPARED = 50;

const AllChannels = graphql(`
  query ChannelCompareList($after: String) {
    channels(first: 20, after: $after) {
      edges {
        node {
          id
          name
          title
          operator {
            id
            nickname
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const Compare = graphql(`
  query ChannelCompare($ids: [ID!]!, $from: Date!, $to: Date!) {
    compareChannels(ids: $ids, from: $from, to: $to) {
      channel {
        id
        name
        title
      }
      totals {
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

export function ComparePage() {
  const { me, loading, error, refetch } = useViewer();
  return (
    <div className="lm-channels" data-testid="channel-compare">
      <QueryState loading={loading && !me} error={me ? null : error} onRetry={() => void refetch().catch(() => undefined)}>
        {me && (me.isStaff ? <CompareChannels /> : <EmptyState title={t.staffOnly} />)}
      </QueryState>
    </div>
  );
}

function CompareChannels() {
  const rangeState = useRange('d30');
  const { range } = rangeState;
  const [picked, setPicked] = useState<string[]>([]);
  const list = useQuery(AllChannels, { context: { silent: true } });
  const compared = useQuery(Compare, {
    variables: { ids: picked, from: range?.from ?? '', to: range?.to ?? '' },
    skip: !range || !picked.length,
    context: { silent: true },
  });
  const channels = list.data?.channels.edges.map((e) => e.node) ?? [];
  const pageInfo = list.data?.channels.pageInfo;
  const rows = (compared.data ?? compared.previousData)?.compareChannels ?? [];
  return (
    <>
      <Card className="lm-channels-card" title={t.pickChannels}>
        <QueryState
          loading={list.loading && !list.data}
          error={list.data ? null : list.error}
          empty={!!list.data && !channels.length}
          emptyText={t.noChannels}
          onRetry={() => void list.refetch().catch(() => undefined)}
        >
          <Checkbox.Group value={picked} onChange={(v) => setPicked((v as string[]).slice(0, MAX_COMPARED))}>
            <ul className="lm-channels-picks">
              {channels.map((c) => (
                <li key={c.id}>
                  <Checkbox value={c.id} data-testid="compare-pick">
                    {c.title || c.name}
                  </Checkbox>
                  <span className="lm-channels-muted">
                    {c.name} · {c.operator ? t.operatorOf(c.operator.nickname) : t.noOperator}
                  </span>
                  <Link className="lm-channels-link" to={linkTo.channelInfo(c.id)}>
                    {t.channelInfoLink}
                  </Link>
                </li>
              ))}
            </ul>
          </Checkbox.Group>
          <LoadMore pageInfo={pageInfo} onMore={(after) => list.fetchMore({ variables: { after } })} />
        </QueryState>
      </Card>
      <RangePicker state={rangeState} />
      {!picked.length ? (
        <EmptyState title={t.pickSome} />
      ) : (
        range && (
          <Card className="lm-channels-card" title={t.compareResult(range.from, range.to)}>
            <QueryState loading={compared.loading && !rows.length} error={rows.length ? null : compared.error} onRetry={() => void compared.refetch().catch(() => undefined)}>
              <div className="lm-channels-scroll" tabIndex={0} role="region" aria-label={t.compare}>
                <table className="lm-channels-table" data-testid="compare-table">
                  <thead>
                    <tr>
                      <th scope="col">{t.channel}</th>
                      {FIGURES.map((c) => (
                        <th key={c.label} scope="col">
                          {c.label}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((r) => (
                      <tr key={r.channel.id}>
                        <th scope="row">{r.channel.title || r.channel.name}</th>
                        {FIGURES.map((c) => (
                          <td key={c.label}>{shown(c, c.value(r.totals))}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </QueryState>
          </Card>
        )
      )}
    </>
  );
}
