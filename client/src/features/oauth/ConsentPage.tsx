// /oauth/authorize: a partner app asks to act for the member (OAuth 2.0
// with PKCE). The page reads the request from the link, shows the app and
// what it may read in Chinese, and sends the browser back to the app with
// the member's answer (a code, or access_denied). An unknown app or
// redirect URI is shown here and never followed (an open redirector
// otherwise); other faults go back to the app at once.
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { OauthAuthorizationInput } from '../../gql/graphql';
import { Button, ErrorState, List, LoadingState, toast } from '../../ui';
import { showUserErrors } from '../../lib/userErrors';
import { oauthText as t, scopeLabel } from './strings';
import './oauth.css';

const Authorization = graphql(`
  query OauthConsent($request: OauthAuthorizationInput!) {
    oauthAuthorization(request: $request) {
      partnerName
      scopes
      redirectUri
      errorRedirect
    }
  }
`);

const Decide = graphql(`
  mutation DecideOauth($input: DecideOauthAuthorizationInput!) {
    decideOauthAuthorization(input: $input) {
      redirectTo
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** The request's parameters, as RFC 6749 §4.1.1 names them in the link. */
function requestFrom(search: string): OauthAuthorizationInput {
  const q = new URLSearchParams(search);
  const get = (k: string) => q.get(k) ?? '';
  return {
    clientId: get('client_id'),
    redirectUri: get('redirect_uri'),
    responseType: get('response_type'),
    scope: get('scope'),
    state: q.get('state'),
    codeChallenge: get('code_challenge'),
    codeChallengeMethod: get('code_challenge_method'),
  };
}

export function ConsentPage() {
  const { search } = useLocation();
  const request = useMemo(() => requestFrom(search), [search]);
  const { data, loading, error } = useQuery(Authorization, {
    variables: { request },
    fetchPolicy: 'network-only',
    context: { silent: true },
  });
  const [decide] = useMutation(Decide);
  const [leaving, setLeaving] = useState(false);
  const found = data?.oauthAuthorization;
  useEffect(() => {
    if (found?.errorRedirect) {
      setLeaving(true);
      window.location.replace(found.errorRedirect);
    }
  }, [found?.errorRedirect]);

  const answer = async (approve: boolean): Promise<void> => {
    const r = (await decide({ variables: { input: { request, approve } } }).catch(() => null))?.data
      ?.decideOauthAuthorization;
    if (!r) {
      toast(t.failed);
      return;
    }
    if (showUserErrors(r.userErrors) || !r.redirectTo) return;
    setLeaving(true);
    window.location.assign(r.redirectTo);
  };

  if (loading || leaving) return leaving ? <p className="oauth-leaving">{t.leaving}</p> : <LoadingState />;
  if (error || !found?.partnerName) {
    const staff = error?.message.includes('staff');
    return <ErrorState message={`${t.invalid}：${staff ? t.staffBody : t.invalidBody}`} />;
  }
  return (
    <div className="oauth-page" data-testid="oauth-consent">
      <h2 className="oauth-app">{t.asks(found.partnerName)}</h2>
      <List mode="card" header={t.willAccess}>
        {found.scopes.map((s) => (
          <List.Item key={s} data-testid="oauth-scope">
            {scopeLabel(s)}
          </List.Item>
        ))}
      </List>
      <p className="oauth-note">{t.note}</p>
      <p className="oauth-note">
        {t.returnsTo}
        <span className="oauth-uri">{found.redirectUri}</span>
      </p>
      <div className="oauth-actions">
        <Button block color="primary" loading="auto" data-testid="oauth-approve" onClick={() => answer(true)}>
          {t.approve}
        </Button>
        <Button block fill="outline" loading="auto" data-testid="oauth-deny" onClick={() => answer(false)}>
          {t.deny}
        </Button>
      </div>
    </div>
  );
}
