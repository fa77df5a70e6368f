// 赛果 › 结算: what a match's result has settled so far. Settlement runs
// as jobs after the result is published (a chunk of picks at a time), so
// the drawer reads again every two seconds while anything is still open.
import { useEffect } from 'react';
import { Button, Descriptions, Drawer, Space, Tag } from 'antd';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import { matchesText } from './strings';

const t = matchesText.settlement;

const Settlement = graphql(`
  query ConsoleMatchSettlement($id: ID!) {
    matchSettlement(matchId: $id) {
      picks {
        open
        red
        black
        void
      }
      planLegs {
        open
        red
        black
        void
      }
      competitions
      competitionsSettled
    }
  }
`);

type Counts = { open: number; red: number; black: number; void: number };

function CountTags({ c, testId }: { c: Counts; testId: string }) {
  return (
    <Space data-testid={testId} data-open={c.open} data-settled={c.red + c.black + c.void}>
      <Tag color={c.open ? 'orange' : 'default'}>{`${t.open} ${c.open}`}</Tag>
      <Tag color="red">{`${t.red} ${c.red}`}</Tag>
      <Tag>{`${t.black} ${c.black}`}</Tag>
      <Tag color="blue">{`${t.void} ${c.void}`}</Tag>
    </Space>
  );
}

export function SettlementDrawer({ match, onClose }: { match: { id: string; home: string; away: string } | null; onClose: () => void }) {
  const { data, refetch, startPolling, stopPolling } = useQuery(Settlement, {
    variables: { id: match?.id ?? '' },
    skip: !match,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const s = data?.matchSettlement;
  const open = s ? s.picks.open + s.planLegs.open + (s.competitions - s.competitionsSettled) : 1;
  // Poll while anything is still open; stop once all has settled.
  const polling = !!match && open > 0;
  useEffect(() => {
    if (!polling) return undefined;
    startPolling(2000);
    return stopPolling;
  }, [polling, startPolling, stopPolling]);
  return (
    <Drawer
      open={!!match}
      onClose={onClose}
      width={560}
      title={match ? `${t.title}：${match.home} vs ${match.away}` : ''}
      extra={<Button onClick={() => void refetch()}>{t.refresh}</Button>}
      data-testid="settlement-drawer"
      destroyOnHidden
    >
      {s && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t.picks}>
            <CountTags c={s.picks} testId="settlement-picks" />
          </Descriptions.Item>
          <Descriptions.Item label={t.plans}>
            <CountTags c={s.planLegs} testId="settlement-plans" />
          </Descriptions.Item>
          <Descriptions.Item label={t.competitions}>{t.competitionsSettled(s.competitionsSettled, s.competitions)}</Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}
