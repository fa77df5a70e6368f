// 已授权的应用 (settings): the partner apps the member let act for them,
// what each may read, and 取消授权 — the app's tokens stop working at
// their next request.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { Button, Dialog, List, QueryState, toast } from '../../ui';
import { showUserErrors } from '../../lib/userErrors';
import { oauthText as t, scopeLabel } from './strings';
import './oauth.css';

const Apps = graphql(`
  query AuthorizedApps {
    authorizedApps {
      id
      partnerName
      scopes
      approvedAt
      lastUsedAt
    }
  }
`);

const Revoke = graphql(`
  mutation RevokeAuthorizedApp($id: ID!) {
    revokeAuthorizedApp(input: { id: $id }) {
      revokedAppId
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export function AuthorizedAppsPage() {
  const { data, loading, error, refetch } = useQuery(Apps, { fetchPolicy: 'network-only', context: { silent: true } });
  const [revoke] = useMutation(Revoke);
  const [asking, setAsking] = useState<{ id: string; name: string } | null>(null);
  const apps = data?.authorizedApps ?? [];

  const confirm = async () => {
    if (!asking) return;
    const r = (await revoke({ variables: { id: asking.id } }).catch(() => null))?.data?.revokeAuthorizedApp;
    if (r && !showUserErrors(r.userErrors) && r.revokedAppId) {
      toast(t.revoked, 0);
      void refetch();
    }
  };

  return (
    <div className="oauth-page">
      <QueryState
        loading={loading && !data}
        error={data ? null : error}
        empty={apps.length === 0}
        emptyText={t.noApps}
        onRetry={() => void refetch()}
      >
        {apps.map((app) => (
          <List key={app.id} mode="card" header={app.partnerName} data-testid="authorized-app">
            {app.scopes.map((s) => (
              <List.Item key={s}>{scopeLabel(s)}</List.Item>
            ))}
            <List.Item extra={new Date(app.approvedAt).toLocaleString('zh-CN')}>{t.approvedAt}</List.Item>
            <List.Item extra={app.lastUsedAt ? new Date(app.lastUsedAt).toLocaleString('zh-CN') : t.neverUsed}>
              {t.lastUsed}
            </List.Item>
            <List.Item>
              <Button
                block
                fill="outline"
                className="oauth-revoke"
                data-testid="revoke-app"
                onClick={() => setAsking({ id: app.id, name: app.partnerName })}
              >
                {t.revoke}
              </Button>
            </List.Item>
          </List>
        ))}
      </QueryState>
      {/* Declarative: antd-mobile's imperative Dialog.confirm renders outside
          React's tree, which React 19 no longer supports. */}
      <Dialog
        visible={asking !== null}
        title={t.revoke}
        content={asking ? t.revokeConfirm(asking.name) : ''}
        closeOnAction
        closeOnMaskClick
        onClose={() => setAsking(null)}
        actions={[
          [
            { key: 'cancel', text: t.cancel },
            { key: 'revoke', text: t.revoke, bold: true, danger: true, onClick: confirm },
          ],
        ]}
      />
    </div>
  );
}
