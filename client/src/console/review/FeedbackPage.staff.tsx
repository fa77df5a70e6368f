// 审核 › 意见反馈: members' feedback; 回复 sends the member a message (the
// record moves to 处理中), 结束 closes it (operations permission).
import { useState } from 'react';
import { Button, Image, Space } from 'antd';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import { ListPage } from '../common/ListPage';
import { useUrlFilters } from '../common/useUrlFilters';
import { actionsColumn, baseColumns, StateSwitch, stateFrom } from './columns';
import { RecordDrawer } from './RecordDrawer.staff';
import { statusLabel } from './status';
import { reviewText as t } from './strings';
import { useReview } from './useReview';
import { sizedUrl } from '../../lib/fileUrl';
import { actionId } from '../../lib/actionId';

const Feedbacks = graphql(`
  query ConsoleFeedbacks($state: WorkflowState, $after: String) {
    feedbacks(state: $state, first: 20, after: $after) {
      nodes {
        id
        legacyId
        state
        outcome
        content
        imageUrls
        reply
        repliedAt
        createdAt
        flags {
          approvable
        }
        member {
          id
          legacyId
          nickname
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const Reply = graphql(`
  mutation ConsoleReplyFeedback($id: ID!, $reply: String!, $key: String!) {
    replyFeedback(input: { id: $id, reply: $reply, idempotencyKey: $key }) {
      userErrors {
        code
        message
      }
    }
  }
`);

const Close = graphql(`
  mutation ConsoleCloseFeedback($id: ID!) {
    closeFeedback(input: { id: $id }) {
      userErrors {
        code
        message
      }
    }
  }
`);

export function FeedbackPage() {
  const { values, apply } = useUrlFilters(['state'] as const);
  const state = stateFrom(values.state, 'PRESTART');
  const { data, loading, error, fetchMore, refetch } = useQuery(Feedbacks, { variables: { state }, fetchPolicy: 'cache-and-network' });
  const [reply] = useMutation(Reply);
  const [close] = useMutation(Close);
  const { act, askText, confirm } = useReview(refetch);
  const [openId, setOpenId] = useState<string | null>(null);
  const rows = data?.feedbacks.nodes ?? [];
  type Row = (typeof rows)[number];
  const open = rows.find((r) => r.id === openId);
  const actions = (r: Row) =>
    r.state !== 'CLOSED' && (
      <Space>
        <Button
          size="small"
          type="primary"
          data-testid="review-reply"
          onClick={async () => {
            const text = await askText(t.feedback.replyTitle, t.feedback.replyPlaceholder, 500);
            // One key per reply written: a retried send is the same reply.
            if (text) await act(async () => (await reply({ variables: { id: r.id, reply: text, key: actionId() } })).data?.replyFeedback);
          }}
        >
          {t.feedback.reply}
        </Button>
        {r.flags.approvable && (
          <Button
            size="small"
            data-testid="review-close"
            onClick={async () => {
              if (await confirm(t.feedback.closeConfirm)) await act(async () => (await close({ variables: { id: r.id } })).data?.closeFeedback);
            }}
          >
            {t.feedback.close}
          </Button>
        )}
      </Space>
    );
  return (
    <>
      <ListPage<Row>
        title={t.feedback.title}
        filters={<StateSwitch value={state} states={['PRESTART', 'PROCESSING', 'CLOSED']} onChange={(v) => apply({ state: v })} />}
        loading={loading}
        error={error}
        rows={rows}
        pageInfo={data?.feedbacks.pageInfo}
        onMore={(after) => void fetchMore({ variables: { after } })}
        empty={t.empty}
        testId="feedback-table"
        columns={[
          ...baseColumns<Row>(),
          { title: t.feedback.content, dataIndex: 'content', ellipsis: true },
          { title: t.feedback.lastReply, dataIndex: 'reply', ellipsis: true },
          actionsColumn<Row>(setOpenId, actions, 220),
        ]}
      />
      {open && (
        <RecordDrawer
          open
          title={`${t.feedback.title} · ${open.member?.nickname ?? ''}`}
          onClose={() => setOpenId(null)}
          target={`feedback:${String(open.legacyId)}`}
          actions={actions(open)}
          items={[
            { key: 'status', label: t.status, children: statusLabel(open) },
            { key: 'content', label: t.feedback.content, children: open.content },
            ...(open.reply ? [{ key: 'reply', label: t.feedback.lastReply, children: open.reply }] : []),
          ]}
        >
          {/* Screenshots are private: signed URLs, fresh with each load of the list. */}
          {open.imageUrls.length > 0 && (
            <Image.PreviewGroup>
              <Space wrap>
                {open.imageUrls.map((url) => (
                  <Image key={url} width={120} src={sizedUrl(url, 320)} preview={{ src: url }} alt={t.feedback.images} />
                ))}
              </Space>
            </Image.PreviewGroup>
          )}
        </RecordDrawer>
      )}
    </>
  );
}
