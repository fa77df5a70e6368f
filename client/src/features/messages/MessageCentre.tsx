// pages/my/message/index: the member's messages, newest first; opening one
// marks it read; "all read"; new messages arrive live.
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { showUserErrors } from '../../lib/userErrors';
import { Button, List, LoadMore, QueryState, Tag } from '../../ui';
import { messageText as t } from './strings';
import './messages.css';

export const MessageCentre_message = graphql(`
  fragment MessageCentre_message on Message {
    id
    title
    content
    messageType
    isRead
    createdAt
  }
`);

const Messages = graphql(`
  query MessageCentre($after: String) {
    myMessages(first: 20, after: $after) {
      edges {
        cursor
        node {
          id
          ...MessageCentre_message
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const MarkRead = graphql(`
  mutation MarkRead($ids: [ID!], $all: Boolean) {
    markMessagesRead(input: { ids: $ids, all: $all }) {
      unreadCount
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const MarkUnread = graphql(`
  mutation MarkUnread($ids: [ID!]) {
    markMessagesUnread(input: { ids: $ids }) {
      unreadCount
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const Received = graphql(`
  subscription MessageReceived {
    messageReceived {
      id
    }
  }
`);

function Item({
  message,
  onOpen,
  onUnread,
}: {
  message: FragmentType<typeof MessageCentre_message>;
  onOpen: (id: string) => Promise<void>;
  onUnread: (id: string) => Promise<void>;
}) {
  const m = getFragmentData(MessageCentre_message, message);
  const time = new Date(String(m.createdAt));
  return (
    // Tapping a message anywhere reads it; the row's own button does the same
    // (or marks it unread again) for keyboards and screen readers, which a
    // clickable row does not serve. `data-read` is what tests wait on.
    <List.Item
      className={m.isRead ? 'msg-item msg-read' : 'msg-item'}
      data-testid="message"
      data-read={m.isRead ? 'true' : 'false'}
      clickable={false}
      onClick={m.isRead ? undefined : () => void onOpen(m.id)}
      prefix={m.isRead ? <span className="msg-dot-space" /> : <span className="msg-dot" role="img" aria-label={t.unread} />}
      description={
        <>
          <p className="msg-content">{m.content}</p>
          <time className="msg-time" dateTime={Number.isNaN(time.getTime()) ? undefined : time.toISOString()}>
            {time.toLocaleString('zh-CN')}
          </time>
        </>
      }
      extra={
        <Button
          className="msg-action"
          fill="outline"
          shape="rounded"
          loading="auto"
          onClick={(e) => {
            e.stopPropagation();
            return m.isRead ? onUnread(m.id) : onOpen(m.id);
          }}
        >
          {m.isRead ? t.markUnread : t.markRead}
        </Button>
      }
    >
      <span className="msg-head">
        <Tag className="msg-type" color="var(--lm-brand-text)" fill="outline">
          {t.types[m.messageType] ?? m.messageType}
        </Tag>
        <b className="msg-title">{m.title}</b>
      </span>
    </List.Item>
  );
}

export function MessageCentre() {
  // Silent: the page shows a failed load itself (with a retry).
  const { data, loading, error, refetch, fetchMore } = useQuery(Messages, { context: { silent: true } });
  const [markRead] = useMutation(MarkRead);
  const [markUnread] = useMutation(MarkUnread);
  useSubscription(Received, { onData: () => void refetch() });
  const edges = data?.myMessages.edges ?? [];
  const pageInfo = data?.myMessages.pageInfo;
  const hasUnread = edges.some((e) => !getFragmentData(MessageCentre_message, e.node).isRead);
  return (
    <div className="msg-page">
      <QueryState
        loading={loading && !data}
        error={data ? null : error}
        empty={edges.length === 0}
        emptyText={t.empty}
        onRetry={() => void refetch()}
      >
        <div className="msg-toolbar">
          <Button
            className="msg-all-read"
            fill="none"
            loading="auto"
            disabled={!hasUnread}
            onClick={async () => {
              const r = await markRead({ variables: { all: true } }).catch(() => null);
              showUserErrors(r?.data?.markMessagesRead.userErrors);
              await refetch().catch(() => null);
            }}
          >
            {t.allRead}
          </Button>
        </div>
        <List className="msg-list">
          {edges.map((e) => (
            <Item
              key={e.node.id}
              message={e.node}
              onOpen={async (id) => {
                const r = await markRead({ variables: { ids: [id] } }).catch(() => null);
                showUserErrors(r?.data?.markMessagesRead.userErrors);
                await refetch().catch(() => null);
              }}
              onUnread={async (id) => {
                const r = await markUnread({ variables: { ids: [id] } }).catch(() => null);
                showUserErrors(r?.data?.markMessagesUnread.userErrors);
                await refetch().catch(() => null);
              }}
            />
          ))}
        </List>
        <LoadMore pageInfo={pageInfo} onMore={(after) => fetchMore({ variables: { after } })} className="msg-more" />
      </QueryState>
    </div>
  );
}
