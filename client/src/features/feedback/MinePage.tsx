// my/feedback/mine (我的反馈): the member's feedback, newest first, 20 at
// a time (加载更多 asks for the next 20: the cache's relay-style policy for
// `myFeedback`, gql/pagination.ts, appends them). Each
// record shows what was written, its screenshots (signed URLs, private to
// the member and staff), where it is (待处理 / 处理中 / how it ended), and
// staff's reply with its time. What the member may still do is the
// server's `flags`: 修改 (in place) while editable, 撤回 while cancellable,
// 删除 while deletable; 撤回 and 删除 ask first.
import { lazy, Suspense, useId, useState } from 'react';
import type { Reference } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { Button, Card, Dialog, FileImage, LoadMore, QueryState, Tag, TextArea, sizedUrl, toast } from '../../ui';
import { showUserErrors } from '../../lib/userErrors';
import { feedbackText as t } from './strings';
import './feedback.css';

// Fetched when a screenshot is first opened (the gesture library comes with it).
const ImageViewerMulti = lazy(() => import('../../ui/ImageViewerMulti'));

export const FeedbackCard_feedback = graphql(`
  fragment FeedbackCard_feedback on Feedback {
    id
    content
    state
    outcome
    reply
    repliedAt
    createdAt
    imageUrls
    flags {
      editable
      cancellable
      deletable
    }
  }
`);

const Mine = graphql(`
  query MyFeedback($after: String) {
    myFeedback(first: 20, after: $after) {
      edges {
        cursor
        node {
          id
          ...FeedbackCard_feedback
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

// Each change answers the record as it now is, so the cached card (state,
// outcome, flags) follows without reading the list again.
const Edit = graphql(`
  mutation EditFeedback($input: EditFeedbackInput!) {
    editFeedback(input: $input) {
      feedback {
        id
        ...FeedbackCard_feedback
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const Withdraw = graphql(`
  mutation CancelFeedback($id: ID!) {
    cancelFeedback(input: { id: $id }) {
      feedback {
        id
        ...FeedbackCard_feedback
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const Remove = graphql(`
  mutation DeleteFeedback($id: ID!) {
    deleteFeedback(input: { id: $id }) {
      deletedId
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const when = (at: string) => new Date(at).toLocaleString('zh-CN');

type Asking = { kind: 'withdraw' | 'remove'; id: string };

export function FeedbackMinePage() {
  // Fresh on every visit: staff may have replied since, and the screenshots'
  // signed URLs last 15 to 20 minutes. Silent: the page shows a failed load
  // itself (with a retry).
  const { data, loading, error, refetch, fetchMore } = useQuery(Mine, { fetchPolicy: 'cache-and-network', context: { silent: true } });
  const [withdraw] = useMutation(Withdraw);
  const [remove] = useMutation(Remove);
  const [asking, setAsking] = useState<Asking | null>(null);
  const rows = data?.myFeedback.edges ?? [];

  const confirm = async () => {
    if (!asking) return;
    const { kind, id } = asking;
    if (kind === 'withdraw') {
      const r = (await withdraw({ variables: { id } }).catch(() => null))?.data?.cancelFeedback;
      if (r && !showUserErrors(r.userErrors) && r.feedback) toast(t.withdrawn, 0);
      return;
    }
    const r = (
      await remove({
        variables: { id },
        // The deleted record leaves the cached list, every page of it
        // loaded so far (and the cache).
        update: (cache, { data: d }) => {
          const gone = d?.deleteFeedback.deletedId;
          if (!gone) return;
          cache.modify({
            fields: {
              myFeedback: (existing, { readField }) => {
                const conn = existing as { edges?: readonly { node: Reference }[] };
                return conn.edges ? { ...conn, edges: conn.edges.filter((e) => readField('id', e.node) !== gone) } : existing;
              },
            },
          });
          cache.evict({ id: cache.identify({ __typename: 'Feedback', id: gone }) });
        },
      }).catch(() => null)
    )?.data?.deleteFeedback;
    if (r && !showUserErrors(r.userErrors) && r.deletedId) toast(t.removed, 0);
  };

  return (
    <div className="feedback-page">
      <QueryState
        loading={loading && !data}
        error={data ? null : error}
        empty={rows.length === 0}
        emptyText={t.empty}
        onRetry={() => void refetch()}
      >
        <div className="feedback-list">
          {rows.map(({ node }) => (
            <FeedbackCard key={node.id} feedback={node} onAsk={setAsking} />
          ))}
        </div>
        <LoadMore pageInfo={data?.myFeedback.pageInfo} onMore={(after) => fetchMore({ variables: { after } })} />
      </QueryState>
      {/* Declarative: antd-mobile's imperative Dialog.confirm renders outside
          React's tree, which React 19 no longer supports. */}
      <Dialog
        visible={asking !== null}
        title={asking?.kind === 'remove' ? t.removeTitle : t.withdrawTitle}
        content={asking?.kind === 'remove' ? t.removeConfirm : t.withdrawConfirm}
        closeOnAction
        closeOnMaskClick
        onClose={() => setAsking(null)}
        actions={[
          [
            { key: 'keep', text: t.keep },
            { key: 'confirm', text: asking?.kind === 'remove' ? t.remove : t.withdraw, bold: true, danger: true, onClick: confirm },
          ],
        ]}
      />
    </div>
  );
}

function FeedbackCard({ feedback, onAsk }: { feedback: FragmentType<typeof FeedbackCard_feedback>; onAsk: (a: Asking) => void }) {
  const f = getFragmentData(FeedbackCard_feedback, feedback);
  const [editing, setEditing] = useState<string | null>(null);
  const [edit, { loading: saving }] = useMutation(Edit);
  const fieldId = useId();
  const closed = f.state === 'CLOSED';
  const stateText = (closed && f.outcome && t.outcome[f.outcome]) || t.state[f.state] || f.state;
  const save = async () => {
    const content = editing?.trim();
    if (!content) return;
    const r = (await edit({ variables: { input: { id: f.id, content } } }).catch(() => null))?.data?.editFeedback;
    if (r && !showUserErrors(r.userErrors) && r.feedback) {
      setEditing(null);
      toast(t.edited, 0);
    }
  };
  return (
    <Card
      className="feedback-card"
      data-testid="feedback-item"
      title={<time className="feedback-time">{when(f.createdAt)}</time>}
      extra={
        <Tag className="feedback-state" color={closed ? 'default' : 'var(--lm-brand-text)'} fill="outline">
          {stateText}
        </Tag>
      }
    >
      {editing === null ? (
        <p className="feedback-content">{f.content}</p>
      ) : (
        <>
          <label className="feedback-label" htmlFor={fieldId}>
            {t.editLabel}
          </label>
          <TextArea
            className="feedback-text"
            id={fieldId}
            name="content"
            maxLength={500}
            rows={4}
            showCount
            value={editing}
            onChange={setEditing}
          />
        </>
      )}
      <Screenshots urls={f.imageUrls} />
      {f.reply && (
        <div className="feedback-reply" data-testid="feedback-reply">
          <p className="feedback-reply-head">
            <strong>{f.outcome === 'REJECTED' ? t.reasonTitle : t.replyTitle}</strong>
            {f.repliedAt && <time>{t.repliedAt(when(f.repliedAt))}</time>}
          </p>
          <p className="feedback-reply-text">{f.reply}</p>
        </div>
      )}
      {f.outcome === 'CANCELLED' ? (
        <p className="feedback-note">{t.cancelledNote}</p>
      ) : closed ? (
        !f.reply && <p className="feedback-note">{t.closedNote}</p>
      ) : (
        !f.reply && <p className="feedback-note">{t.waiting}</p>
      )}
      {editing !== null ? (
        <div className="feedback-actions">
          <Button size="small" onClick={() => setEditing(null)}>
            {t.keep}
          </Button>
          <Button
            size="small"
            color="primary"
            data-testid="feedback-save"
            loading={saving}
            disabled={saving || editing.trim() === '' || editing.trim() === f.content}
            onClick={() => void save()}
          >
            {t.save}
          </Button>
        </div>
      ) : (
        (f.flags.editable || f.flags.cancellable || f.flags.deletable) && (
          <div className="feedback-actions">
            {f.flags.editable && (
              <Button size="small" fill="outline" data-testid="feedback-edit" onClick={() => setEditing(f.content)}>
                {t.edit}
              </Button>
            )}
            {f.flags.cancellable && (
              <Button size="small" fill="outline" data-testid="feedback-withdraw" onClick={() => onAsk({ kind: 'withdraw', id: f.id })}>
                {t.withdraw}
              </Button>
            )}
            {f.flags.deletable && (
              <Button size="small" fill="outline" color="danger" data-testid="feedback-remove" onClick={() => onAsk({ kind: 'remove', id: f.id })}>
                {t.remove}
              </Button>
            )}
          </div>
        )
      )}
    </Card>
  );
}

/** The screenshots, three to a row; a tap opens the viewer there. */
function Screenshots({ urls }: { urls: readonly string[] }) {
  const [open, setOpen] = useState<number | null>(null);
  if (urls.length === 0) return null;
  return (
    <div className="feedback-shots" data-testid="feedback-shots" role="group" aria-label={t.screenshots}>
      {urls.map((url, i) => (
        <Button key={url} className="feedback-shot" fill="none" aria-label={t.screenshotOf(i + 1, urls.length)} onClick={() => setOpen(i)}>
          <FileImage src={url} sizes="30vw" loading="lazy" />
        </Button>
      ))}
      {open !== null && (
        <Suspense fallback={null}>
          {/* The viewer shows one at the screen's width: the 1080 copy. */}
          <ImageViewerMulti images={urls.map((u) => sizedUrl(u, 1080))} defaultIndex={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}
