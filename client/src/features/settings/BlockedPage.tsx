// my/blocked (黑名单): the members the caller blocked (拉黑作者 on a post),
// the latest first, each with 解除屏蔽. An unblocked member leaves the list
// at once (the cached list is rewritten, no second request).
import { useState } from 'react';
import type { Reference } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { Button, FileImage, List, QueryState, toast } from '../../ui';
import { showUserErrors } from '../../lib/userErrors';
import { linkTo } from '../../lib/paths';
import { settingsText as t } from './strings';
import './settings.css';

const Blocked = graphql(`
  query BlockedMembers {
    blockedMembers {
      id
      nickname
      avatar
      province
      city
    }
  }
`);

const Unblock = graphql(`
  mutation UnblockMember($memberId: ID!) {
    unblockMember(memberId: $memberId) {
      done
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export function BlockedPage() {
  // Fresh on every visit: a member blocked from a post since joins the list.
  // Silent: the page shows a failed load itself (with a retry).
  const { data, loading, error, refetch } = useQuery(Blocked, { fetchPolicy: 'cache-and-network', context: { silent: true } });
  const [unblock] = useMutation(Unblock);
  const [busy, setBusy] = useState<string | null>(null);
  const members = data?.blockedMembers ?? [];

  const unblockOne = async (memberId: string) => {
    setBusy(memberId);
    const r = (
      await unblock({
        variables: { memberId },
        update: (cache, { data: done }) => {
          if (!done?.unblockMember.done) return;
          cache.modify({
            fields: {
              blockedMembers: (list: readonly Reference[], { readField }) => list.filter((ref) => readField('id', ref) !== memberId),
            },
          });
        },
      }).catch(() => null)
    )?.data?.unblockMember;
    setBusy(null);
    if (r && !showUserErrors(r.userErrors) && r.done) toast(t.unblocked, 0);
  };

  return (
    <div className="settings-page" data-testid="blocked-members">
      <p className="settings-note">{t.blockedNote}</p>
      <QueryState
        loading={loading && !data}
        error={data ? null : error}
        empty={members.length === 0}
        emptyText={t.blockedEmpty}
        onRetry={() => void refetch()}
      >
        <List mode="card">
          {members.map((m) => (
            <List.Item
              key={m.id}
              data-testid="blocked-member"
              prefix={
                <span className="settings-avatar">
                  {m.avatar ? <FileImage src={m.avatar} sizes="48px" alt={t.avatarOf(m.nickname)} /> : <span aria-hidden>{m.nickname.slice(0, 1)}</span>}
                </span>
              }
              description={[m.province, m.city].filter(Boolean).join(' ') || undefined}
              extra={
                <Button
                  className="settings-action"
                  fill="outline"
                  shape="rounded"
                  data-testid="unblock"
                  loading={busy === m.id}
                  disabled={busy !== null}
                  onClick={() => void unblockOne(m.id)}
                >
                  {t.unblock}
                </Button>
              }
            >
              <Link className="settings-member-link" to={linkTo.member(m.id)}>
                {m.nickname}
              </Link>
            </List.Item>
          ))}
        </List>
      </QueryState>
    </div>
  );
}
