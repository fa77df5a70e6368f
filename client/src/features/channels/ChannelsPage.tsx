// pages/channels/index: the channels the caller runs, each with its last 7
// days' figures, leading to its detail and to its 推广码 (staff compare
// channels in the console).
import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { linkTo } from '../../lib/paths';
import { EmptyState, QueryState, Tag } from '../../ui';
import { lastDays, shanghaiToday, sum, yuanOf } from './format';
import { channelText as t } from './strings';
import './channels.css';

const Channels = graphql(`
  query ChannelsPage($from: Date!, $to: Date!) {
    myChannels {
      id
      name
      title
      partnered
      days(from: $from, to: $to) {
        day
        registrations
        active
        checkIns
        earnings {
          fen
        }
      }
    }
  }
`);

export function ChannelsPage() {
  const range = useMemo(() => lastDays(7, shanghaiToday()), []);
  // Silent: the page shows a failed load itself (with a retry).
  const { data, loading, error, refetch } = useQuery(Channels, { variables: range, context: { silent: true } });
  const channels = data?.myChannels ?? [];
  return (
    <div className="lm-channels" data-testid="channels">
      <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch().catch(() => undefined)}>
        {data && (
          <>
            {channels.length === 0 ? (
              <EmptyState title={t.channelsEmpty}>
                <p className="lm-channels-muted">{t.channelsEmptyBody}</p>
              </EmptyState>
            ) : (
              <ul className="lm-channels-list">
                {channels.map((c) => {
                  const figures = [
                    [t.registrations, String(sum(c.days.map((d) => d.registrations)))],
                    [t.active, String(sum(c.days.map((d) => d.active)))],
                    [t.checkIns, String(sum(c.days.map((d) => d.checkIns)))],
                    [t.earnings, yuanOf(sum(c.days.map((d) => d.earnings.fen)))],
                  ];
                  return (
                    <li key={c.id} className="lm-channels-row" data-testid="channel-row">
                      <Link className="lm-channels-item" to={linkTo.channelInfo(c.id)} data-testid="channel-item">
                        <span className="lm-channels-item-head">
                          <b>{c.title || c.name}</b>
                          {c.partnered && (
                            <Tag color="var(--lm-blue)" fill="outline">
                              {t.partnered}
                            </Tag>
                          )}
                          <span className="lm-channels-muted">{t.channelName(c.name)}</span>
                        </span>
                        <span className="lm-channels-caption">{t.last7}</span>
                        <span className="lm-channels-figures">
                          {figures.map(([label, value]) => (
                            <span key={label} className="lm-channels-figure">
                              <b>{value}</b>
                              <span>{label}</span>
                            </span>
                          ))}
                        </span>
                      </Link>
                      <Link className="lm-channels-row-link" to={linkTo.channelInvite(c.id)} data-testid="channel-invite-link">
                        <span>{t.toInvite}</span>
                        <span className="lm-channels-muted">{t.inviteWays} ›</span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
