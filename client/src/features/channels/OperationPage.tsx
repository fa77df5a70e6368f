// pages/my/operation/index (渠道统计运营): the operator's hub — the
// earnings that can be withdrawn and what open withdrawals hold, the latest
// postings of the earnings ledger, and the way to the channels, withdrawing,
// the receive info and the withdrawals asked.
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { paths } from '../../lib/paths';
import { EmptyState, LinkItem, List, QueryState } from '../../ui';
import { maskAccount, yuanOf } from './format';
import { channelText as t } from './strings';
import './channels.css';

const Operation = graphql(`
  query ChannelOperationPage {
    myEarnings {
      balance {
        fen
        yuan
      }
      held {
        fen
        yuan
      }
      ledger(first: 10) {
        nodes {
          legacyId
          amount {
            fen
            yuan
          }
          kind
          description
          channel
          createdAt
        }
      }
    }
    myPayee {
      kind
      accountNo
    }
    myChannels {
      id
    }
  }
`);

export function OperationPage() {
  // Silent: the page shows a failed load itself (with a retry).
  const { data, loading, error, refetch } = useQuery(Operation, { context: { silent: true }, fetchPolicy: 'cache-and-network' });
  const e = data?.myEarnings;
  return (
    <div className="lm-channels" data-testid="channel-operation">
      <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch().catch(() => undefined)}>
        {data && e && (
          <>
            <section className="lm-channels-earnings">
              <div>
                <span>{t.balance}</span>
                <b data-testid="earnings-balance">{t.yuan(e.balance.yuan)}</b>
              </div>
              <div>
                <span>{t.held}</span>
                <b data-testid="earnings-held">{t.yuan(e.held.yuan)}</b>
              </div>
            </section>
            <p className="lm-channels-note">{t.commissionOnly}</p>
            <List mode="card" className="lm-channels-links">
              <LinkItem to={paths.channels} extra={String(data.myChannels.length)}>
                {t.myChannels}
              </LinkItem>
              <LinkItem to={paths.withdraw} testId="to-withdraw">
                {t.withdraw}
              </LinkItem>
              <LinkItem
                to={paths.receiveInfo}
                extra={data.myPayee ? t.payeeSet(`${t.kinds[data.myPayee.kind]} ${maskAccount(data.myPayee.accountNo)}`) : t.payeeUnset}
                testId="to-receive-info"
              >
                {t.receiveInfo}
              </LinkItem>
              <LinkItem to={paths.payouts} testId="to-payouts">
                {t.payouts}
              </LinkItem>
            </List>
            <h2 className="lm-channels-heading">{t.ledger}</h2>
            {e.ledger.nodes.length === 0 ? (
              <EmptyState title={t.ledgerEmpty} />
            ) : (
              <List mode="card" className="lm-channels-ledger" data-testid="ledger">
                {e.ledger.nodes.map((n) => {
                  const credit = !String(n.amount.fen).startsWith('-');
                  return (
                    <List.Item
                      key={String(n.legacyId)}
                      description={`${new Date(n.createdAt).toLocaleString('zh-CN')}${n.channel ? ` · ${n.channel}` : ''}`}
                      extra={<b className={credit ? 'lm-channels-in' : 'lm-channels-out'}>{`${credit ? '+' : ''}${yuanOf(n.amount.fen)}`}</b>}
                    >
                      {n.description || t.ledgerKind[n.kind] || n.kind}
                    </List.Item>
                  );
                })}
              </List>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
