// pages/share/receive?code=…: someone opened an invite. Shows the inviter
// and keeps the code for the sign-up.
import { useEffect } from 'react';
import { useQuery } from '@apollo/client';
import { Link, useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { rememberInviteCode } from '../../lib/storage';
import { paths } from '../../lib/paths';
import { inviteText as t } from './strings';

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
  const { data } = useQuery(Landing, { variables: { code }, skip: !code });
  useEffect(() => {
    if (data?.inviteLanding) rememberInviteCode(code);
  }, [data, code]);
  const landing = data?.inviteLanding;
  return (
    <div className="page receive">
      {data && !landing && <p className="empty">{t.badCode}</p>}
      {landing && (
        <>
          <h1>{t.invitedBy(landing.inviter.nickname)}</h1>
          <Link className="primary-link" to={paths.login}>
            {t.join}
          </Link>
        </>
      )}
    </div>
  );
}
