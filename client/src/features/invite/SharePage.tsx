// pages/share/index: the invite poster's data; rule and rank links.
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { Button, LinkItem, List, QueryState, toast } from '../../ui';
import { linkTo, paths } from '../../lib/paths';
import { inviteText as t } from './strings';
import './invite.css';

const Share = graphql(`
  query SharePage {
    inviteShareInfo {
      code
      inviteCount
      invitePoints
      rewardPoints
    }
  }
`);

export function SharePage() {
  // Silent: the page shows a failed load itself (with a retry).
  const { data, loading, error, refetch } = useQuery(Share, { context: { silent: true } });
  const s = data?.inviteShareInfo;
  const link = s ? `${location.origin}${linkTo.shareReceive(s.code)}` : '';
  return (
    <div className="invite-page">
      <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch()}>
        {s && (
          <section className="invite-poster">
            <p className="invite-label">{t.myCode}</p>
            <p className="invite-code" data-testid="invite-code">
              {s.code}
            </p>
            <p className="invite-reward">{t.reward(s.rewardPoints)}</p>
            <dl className="invite-stats">
              <div>
                <dt>{t.invitedLabel}</dt>
                <dd>{t.people(s.inviteCount)}</dd>
              </div>
              <div>
                <dt>{t.earnedLabel}</dt>
                <dd>{s.invitePoints}</dd>
              </div>
            </dl>
            <p className="invite-url">{link}</p>
            <Button
              className="invite-copy"
              block
              color="primary"
              shape="rounded"
              onClick={async () => {
                // The clipboard API is missing on plain http and in some
                // in-app browsers: the link is on the page to copy by hand.
                const copied = navigator.clipboard
                  ? await navigator.clipboard.writeText(link).then(
                      () => true,
                      () => false,
                    )
                  : false;
                toast(copied ? t.copied : t.copyFailed, 0);
              }}
            >
              {t.copyLink}
            </Button>
          </section>
        )}
      </QueryState>
      <List mode="card" className="invite-links">
        <LinkItem to={paths.shareRule}>{t.rule}</LinkItem>
        <LinkItem to={paths.shareRank}>{t.rank}</LinkItem>
      </List>
    </div>
  );
}

export function RulePage() {
  return (
    <div className="invite-page">
      <ol className="invite-rules">
        {t.rules.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ol>
    </div>
  );
}
