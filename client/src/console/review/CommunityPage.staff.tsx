// 审核 › 社区审核: posts and comments held by a sensitive word or by
// reports. 通过 shows them, 驳回 hides them with a reason the author is
// told; several at once (批量) where each is decided alone: a record
// another staff member decided first is counted, not retried. Operations
// permission.
import { useState } from 'react';
import { App, Button, Image, Space, Tag, Typography } from 'antd';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import { ListPage } from '../common/ListPage';
import { useUrlFilters } from '../common/useUrlFilters';
import { actionsColumn, baseColumns, StateSwitch, stateFrom } from './columns';
import { RecordDrawer } from './RecordDrawer.staff';
import { statusLabel } from './status';
import { reviewText as t } from './strings';
import { useReview } from './useReview';

const Reviews = graphql(`
  query ConsoleCommunityReviews($state: WorkflowState, $after: String) {
    communityReviews(state: $state, first: 20, after: $after) {
      nodes {
        id
        legacyId
        state
        outcome
        reason
        note
        targetKind
        createdAt
        flags {
          approvable
        }
        post {
          id
          body
        }
        comment {
          id
          body
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

// A held post's pictures, for the drawer only (a page of 20 with nine
// pictures each would pass the complexity limit).
const PostImages = graphql(`
  query ConsoleHeldPostImages($id: ID!) {
    node(id: $id) {
      ... on Post {
        id
        images {
          url
        }
      }
    }
  }
`);

function HeldImages({ postId }: { postId: string }) {
  const { data } = useQuery(PostImages, { variables: { id: postId } });
  const images = data?.node?.__typename === 'Post' ? data.node.images : [];
  if (!images.length) return null;
  return (
    <Image.PreviewGroup>
      <Space wrap>
        {images.map((img) => (
          <Image key={img.url} width={120} src={img.url} alt={t.community.images} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

const Approve = graphql(`
  mutation ConsoleApproveCommunityReview($id: ID!) {
    approveCommunityReview(id: $id) {
      userErrors {
        code
        message
      }
    }
  }
`);

const Reject = graphql(`
  mutation ConsoleRejectCommunityReview($id: ID!, $reason: String!) {
    rejectCommunityReview(id: $id, reason: $reason) {
      userErrors {
        code
        message
      }
    }
  }
`);

function why(reason: string): string {
  return reason.startsWith('WORD:') ? t.community.byWord(reason.slice(5)) : reason === 'REPORTS' ? t.community.byReports : reason;
}

export function CommunityPage() {
  const { message } = App.useApp();
  const { values, apply } = useUrlFilters(['state'] as const);
  const state = stateFrom(values.state, 'PROCESSING');
  const { data, loading, error, fetchMore, refetch } = useQuery(Reviews, { variables: { state }, fetchPolicy: 'cache-and-network' });
  const [approve] = useMutation(Approve);
  const [reject] = useMutation(Reject);
  const { act, askText, decide } = useReview(refetch);
  const [openId, setOpenId] = useState<string | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const rows = data?.communityReviews.nodes ?? [];
  type Row = (typeof rows)[number];
  const open = rows.find((r) => r.id === openId);
  const approveOne = (id: string, quiet = false) => act(async () => (await approve({ variables: { id } })).data?.approveCommunityReview, quiet);
  const rejectOne = (id: string, reason: string, quiet = false) => act(async () => (await reject({ variables: { id, reason } })).data?.rejectCommunityReview, quiet);
  // Each record is its own decision (its own transaction and message to
  // its author): sent one after another, the outcomes counted.
  const batch = async (run: (id: string) => Promise<string>) => {
    let ok = 0;
    let conflicts = 0;
    for (const id of selected) {
      const r = await run(id);
      if (r === 'ok') ok += 1;
      if (r === 'conflict') conflicts += 1;
    }
    setSelected([]);
    message.info(t.community.batchDone(ok, conflicts));
    void refetch();
  };
  const actions = (r: Row) =>
    r.flags.approvable &&
    decide(
      t.community.what,
      async () => (await approve({ variables: { id: r.id } })).data?.approveCommunityReview,
      async (reason) => (await reject({ variables: { id: r.id, reason } })).data?.rejectCommunityReview,
    );
  const body = (r: Row) => r.post?.body ?? r.comment?.body ?? '';
  return (
    <>
      <ListPage<Row>
        title={t.community.title}
        extra={
          <Space>
            <Button disabled={!selected.length} data-testid="batch-approve" onClick={() => void batch((id) => approveOne(id, true))}>
              {t.community.batchApprove}
            </Button>
            <Button
              danger
              disabled={!selected.length}
              onClick={async () => {
                const reason = await askText(t.reasonTitle(t.community.what), t.reason, 200, true);
                if (reason) await batch((id) => rejectOne(id, reason, true));
              }}
            >
              {t.community.batchReject}
            </Button>
          </Space>
        }
        filters={<StateSwitch value={state} states={['PROCESSING', 'CLOSED']} onChange={(v) => apply({ state: v })} />}
        loading={loading}
        error={error}
        rows={rows}
        pageInfo={data?.communityReviews.pageInfo}
        onMore={(after) => void fetchMore({ variables: { after } })}
        empty={t.empty}
        testId="community-table"
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)), getCheckboxProps: (r: Row) => ({ disabled: !r.flags.approvable }) }}
        columns={[
          ...baseColumns<Row>({ created: false }),
          { title: t.community.target, key: 'kind', width: 70, render: (_: unknown, r: Row) => <Tag>{t.community.targetKinds[r.targetKind] ?? r.targetKind}</Tag> },
          { title: t.community.why, dataIndex: 'reason', width: 150, render: (v: string) => why(v) },
          { title: t.detail, key: 'body', ellipsis: true, render: (_: unknown, r: Row) => body(r) },
          actionsColumn<Row>(setOpenId, actions, 190),
        ]}
      />
      {open && (
        <RecordDrawer
          open
          title={`${t.community.title} · ${open.member?.nickname ?? ''}`}
          onClose={() => setOpenId(null)}
          target={`community_review:${String(open.legacyId)}`}
          actions={actions(open)}
          items={[
            { key: 'status', label: t.status, children: statusLabel(open) },
            { key: 'created', label: t.createdAt, children: new Date(open.createdAt).toLocaleString('zh-CN') },
            { key: 'kind', label: t.community.target, children: t.community.targetKinds[open.targetKind] ?? open.targetKind },
            { key: 'why', label: t.community.why, children: why(open.reason) },
            { key: 'body', label: t.detail, children: <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{body(open)}</Typography.Paragraph> },
            ...(open.note ? [{ key: 'note', label: t.reason, children: open.note }] : []),
          ]}
        >
          {open.post && <HeldImages postId={open.post.id} />}
        </RecordDrawer>
      )}
    </>
  );
}
