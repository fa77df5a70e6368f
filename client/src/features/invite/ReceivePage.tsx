// pages/share/receive?code=…: someone opened an invite. Shows the inviter
// and keeps the code for the sign-up.
import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { rememberInviteCode } from '../../lib/storage';
import { paths } from '../../lib/paths';
import { Button, MissingState, QueryState } from '../../ui';
import { inviteText as t } from './strings';
import './invite.css';

const Landing = graphql(`
  query InviteLanding($code: String!) {
    inviteLanding(code: $code) {
      isDistributorCode
      inviter {
        id
        nickname
      }
    }
  }
`);

export function ReceivePage() {
  const code = useSearchParams()[0].get('code') ?? '';
  const navigate = useNavigate();
  // Silent: the page shows a failed load itself (with a retry).
  const { data, loading, error, refetch } = useQuery(Landing, { variables: { code }, skip: !code, context: { silent: true } });
  useEffect(() => {
    if (data?.inviteLanding) rememberInviteCode(code);
  }, [data, code]);
  if (!code) return <MissingState what={t.codeMissing} />;
  const landing = data?.inviteLanding;
  return (
    <div className="invite-page">
      <QueryState
        loading={loading && !data}
        error={data ? null : error}
        empty={!!data && !landing}
        emptyText={t.badCode}
        onRetry={() => void refetch()}
      >
        {landing && (
          <section className="invite-poster">
            <h2 className="invite-invited-by">{t.invitedBy(landing.inviter.nickname)}</h2>
            <p className="invite-reward">{t.joinHint}</p>
            <Button className="invite-join" block color="primary" shape="rounded" onClick={() => navigate(paths.login)}>
              {t.join}
            </Button>
          </section>
        )}
      </QueryState>
    </div>
  );
}
