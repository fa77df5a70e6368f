// pages/my/message/index: the member's messages, newest first; opening one
// marks it read; "all read"; new messages arrive live.
import { useMutation, useQuery, useSubscription } from '@apollo/client';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { showUserErrors } from '../../lib/userErrors';
import { messageText as t } from './strings';

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
  onOpen: (id: string) => void;
  onUnread: (id: string) => void;
}) {
  const m = getFragmentData(MessageCentre_message, message);
  return (
    <li className={m.isRead ? 'message read' : 'message'} data-testid="message" onClick={() => onOpen(m.id)}>
      <div className="message-head">
        <span className="message-type">{t.types[m.messageType] ?? m.messageType}</span>
        {!m.isRead && <span className="dot" aria-label={t.unread} />}
        <b>{m.title}</b>
      </div>
      <p>{m.content}</p>
      <time>{new Date(String(m.createdAt)).toLocaleString('zh-CN')}</time>
      {m.isRead && (
        <button
          className="small"
          onClick={(e) => {
            e.stopPropagation();
            onUnread(m.id);
          }}
        >
          {t.markUnread}
        </button>
      )}
    </li>
  );
}

export function MessageCentre() {
  const { data, refetch, fetchMore } = useQuery(Messages);
  const [markRead] = useMutation(MarkRead);
  const [markUnread] = useMutation(MarkUnread);
  useSubscription(Received, { onData: () => void refetch() });
  const edges = data?.myMessages.edges ?? [];
  return (
    <div className="page messages">
      <div className="toolbar">
        <button
          onClick={async () => {
            const r = await markRead({ variables: { all: true } });
            showUserErrors(r.data?.markMessagesRead.userErrors);
            void refetch();
          }}
        >
          {t.allRead}
        </button>
      </div>
      {edges.length === 0 ? (
        <p className="empty">{t.empty}</p>
      ) : (
        <ul>
          {edges.map((e) => (
            <Item
              key={e.node.id}
              message={e.node}
              onOpen={async (id) => {
                const r = await markRead({ variables: { ids: [id] } });
                showUserErrors(r.data?.markMessagesRead.userErrors);
                void refetch();
              }}
              onUnread={async (id) => {
                const r = await markUnread({ variables: { ids: [id] } });
                showUserErrors(r.data?.markMessagesUnread.userErrors);
                void refetch();
              }}
            />
          ))}
        </ul>
      )}
      {data?.myMessages.pageInfo.hasNextPage && (
        <button onClick={() => void fetchMore({ variables: { after: data.myMessages.pageInfo.endCursor } })}>…</button>
      )}
    </div>
  );
}
