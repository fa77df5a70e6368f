// pages/community/detail?id=…: a post — author, IP属地, body with its
// #话题#, images, the attachment — the like button, the comments two levels
// deep (a reply shows "回复 @昵称"), the comment box, and a sheet with 举报,
// 拉黑 (others' posts), 编辑 (one's own, while the server's 10-minute edit
// window is open) and 删除 (one's own). The like and comment counts move
// live (`postActivity`). A held post shows its author "审核中".
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { graphql, getFragmentData } from '../../gql';
import { actionId } from '../../lib/actionId';
import { displayCount } from '../../lib/numbers';
import { linkTo, paths } from '../../lib/paths';
import { useIdle } from '../../lib/useIdle';
import { useSession } from '../../shell/session/SessionProvider';
import { Button, Dialog, LoadMore, MissingState, QueryState, Tag, TextArea, toast } from '../../ui';
import { ActionSheet } from '../../ui/ActionSheet';
import { COMMENT_MAX, editTimeLeft, showCommunityErrors } from './format';
import type { EditFrom } from './EditPage';
import { Attachment, AuthorLine, ImageGrid, PostBody, PostCard_post, StateNote } from './PostCard';
import { communityText as t } from './strings';
import { CommentThread, type ReplyTarget } from './CommentThread';
import './community.css';

const Detail = graphql(`
  query PostDetail($id: ID!, $after: String) {
    post(id: $id) {
      id
      deletable
      editable
      ...PostCard_post
      comments(first: 8, after: $after) {
        edges {
          cursor
          node {
            id
            replyCount
            ...CommentItem_comment
            replies(first: 2) {
              edges {
                cursor
                node {
                  id
                  ...CommentItem_comment
                }
              }
            }
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

const Activity = graphql(`
  subscription PostActivity($postId: ID!) {
    postActivity(postId: $postId) {
      postId
      likeCount
      commentCount
    }
  }
`);

const LikePost = graphql(`
  mutation LikePost($postId: ID!) {
    likePost(postId: $postId) {
      post {
        id
        likeCount
        likedByMe
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const UnlikePost = graphql(`
  mutation UnlikePost($postId: ID!) {
    unlikePost(postId: $postId) {
      post {
        id
        likeCount
        likedByMe
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const CreateComment = graphql(`
  mutation CreateComment($input: CreateCommentInput!) {
    createComment(input: $input) {
      comment {
        id
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const DeleteComment = graphql(`
  mutation DeleteComment($commentId: ID!) {
    deleteComment(commentId: $commentId) {
      done
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const DeletePost = graphql(`
  mutation DeletePost($postId: ID!) {
    deletePost(postId: $postId) {
      done
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const ReportPost = graphql(`
  mutation ReportPost($input: ReportPostInput!) {
    reportPost(input: $input) {
      done
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const BlockMember = graphql(`
  mutation BlockMember($memberId: ID!) {
    blockMember(memberId: $memberId) {
      done
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export function DetailPage() {
  const id = useSearchParams()[0].get('id');
  if (!id) return <MissingState what={t.postId} />;
  return <DetailView key={id} id={id} />;
}

/**
 * Whether to offer editing: the server said the caller may (`editable`, as
 * of the read) and the 10 minutes since `createdAt` have not run out since
 * — the entry goes when they do, the page staying open.
 */
function useEditWindowOpen(editable: boolean, createdAt: string | undefined): boolean {
  const [now, setNow] = useState(() => Date.now());
  const left = editable && createdAt ? editTimeLeft(createdAt, now) : 0;
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), left);
    return () => window.clearTimeout(timer);
  }, [left]);
  return left > 0;
}

/** Sign-in first: a visitor's action goes to the login page (and back here after). */
function useSignedIn() {
  const { session } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  return (): boolean => {
    if (session) return true;
    navigate(paths.login, { state: { from: location.pathname + location.search } });
    return false;
  };
}

function DetailView({ id }: { id: string }) {
  const navigate = useNavigate();
  const { session } = useSession();
  const signedIn = useSignedIn();
  // Silent: the page shows a failed load itself (with a retry).
  const { data, loading, error, refetch, fetchMore } = useQuery(Detail, { variables: { id }, context: { silent: true } });
  // Live counts once the page has settled: written into the cached post, so
  // the like button and the headings show them.
  const idle = useIdle();
  useSubscription(Activity, {
    variables: { postId: id },
    skip: !idle || !data?.post,
    onData: ({ client, data: live }) => {
      const a = live.data?.postActivity;
      if (!a) return;
      client.cache.modify({
        id: client.cache.identify({ __typename: 'Post', id }),
        fields: { likeCount: () => a.likeCount, commentCount: () => a.commentCount },
      });
    },
  });
  const [likePost] = useMutation(LikePost);
  const [unlikePost] = useMutation(UnlikePost);
  const [createComment] = useMutation(CreateComment);
  const [deletePost] = useMutation(DeletePost);
  const [reportPost] = useMutation(ReportPost);
  const [blockMember] = useMutation(BlockMember);
  const [deleteComment] = useMutation(DeleteComment);
  const [sheet, setSheet] = useState<'actions' | 'report' | null>(null);
  const [confirm, setConfirm] = useState<'block' | 'delete' | null>(null);
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  // One idempotency key per comment being written: a double tap sends it once.
  const key = useRef(actionId());
  const box = useRef<HTMLDivElement>(null);

  const post = data?.post;
  const p = getFragmentData(PostCard_post, post);
  const mine = !!p && p.author.id === session?.user.id;
  const canEdit = useEditWindowOpen(mine && !!post?.editable, p?.createdAt);

  const toggleLike = async () => {
    if (!p || !signedIn()) return;
    const liked = p.likedByMe;
    const optimistic = { __typename: 'Post' as const, id: p.id, likeCount: Math.max(0, p.likeCount + (liked ? -1 : 1)), likedByMe: !liked };
    const r = liked
      ? (await unlikePost({ variables: { postId: p.id }, optimisticResponse: { __typename: 'Mutation', unlikePost: { __typename: 'PostPayload', post: optimistic, userErrors: [] } } }).catch(() => null))?.data?.unlikePost
      : (await likePost({ variables: { postId: p.id }, optimisticResponse: { __typename: 'Mutation', likePost: { __typename: 'PostPayload', post: optimistic, userErrors: [] } } }).catch(() => null))?.data?.likePost;
    showCommunityErrors(r?.userErrors);
  };

  const startReply = (target: ReplyTarget | null) => {
    if (!signedIn()) return;
    setReplyTo(target);
    box.current?.querySelector('textarea')?.focus();
  };

  const send = async () => {
    const body = text.trim();
    if (!p || !body || sending || !signedIn()) return;
    setSending(true);
    const r = (
      await createComment({ variables: { input: { postId: p.id, replyToId: replyTo?.id, body, idempotencyKey: key.current } } }).catch(() => null)
    )?.data?.createComment;
    setSending(false);
    if (!r || showCommunityErrors(r.userErrors) || !r.comment) return;
    key.current = actionId();
    setText('');
    setReplyTo(null);
    toast(t.commented, 0);
    await refetch().catch(() => null);
  };

  const sheetActions = [
    ...(mine ? [] : [{ key: 'report', text: t.report }, { key: 'block', text: t.block, danger: true }]),
    ...(canEdit ? [{ key: 'edit', text: t.editPost }] : []),
    ...(post?.deletable ? [{ key: 'delete', text: t.deletePost, danger: true }] : []),
  ];

  return (
    <div className="lm-community lm-post-detail" data-testid="post-detail">
      <QueryState
        loading={loading && !data}
        error={data ? null : error}
        empty={!!data && !post}
        emptyText={t.noPost}
        onRetry={() => void refetch()}
      >
        {post && p && (
          <>
            <article className="lm-post-card lm-post-full" data-post={p.id} data-state={p.state}>
              <div className="lm-post-head">
                <AuthorLine author={p.author} createdAt={p.createdAt} ipRegion={p.ipRegion} />
                {sheetActions.length > 0 && session && (
                  <Button className="lm-post-more" fill="none" aria-label={t.actions} data-testid="post-actions" onClick={() => setSheet('actions')}>
                    ···
                  </Button>
                )}
              </div>
              {p.isSystem && (
                <div className="lm-post-tags">
                  <Tag color="var(--lm-brand-text)" fill="outline">
                    {t.official}
                  </Tag>
                </div>
              )}
              <StateNote state={p.state} />
              <PostBody body={p.body} topics={p.topics} />
              {p.editedAt && <p className="lm-post-edited">{t.edited}</p>}
              <ImageGrid images={p.images} />
              {p.attachment && <Attachment attachment={p.attachment} />}
              <div className="lm-post-actions">
                <Button
                  className={p.likedByMe ? 'lm-like liked' : 'lm-like'}
                  shape="rounded"
                  fill="outline"
                  data-testid="like-post"
                  aria-pressed={p.likedByMe}
                  onClick={() => void toggleLike()}
                >
                  {p.likedByMe ? t.liked : t.like} <span data-testid="like-count">{displayCount(p.likeCount)}</span>
                </Button>
              </div>
            </article>

            <section className="lm-comments" aria-labelledby="post-comments">
              <h2 id="post-comments" className="lm-community-heading">
                {t.commentsTitle(displayCount(p.commentCount))}
                <span hidden data-testid="comment-count">
                  {p.commentCount}
                </span>
              </h2>
              {post.comments.edges.length === 0 ? (
                <p className="lm-comments-empty">{t.noComments}</p>
              ) : (
                post.comments.edges.map((e) => (
                  <CommentThread
                    key={e.node.id}
                    comment={e.node}
                    replyCount={e.node.replyCount}
                    replies={e.node.replies.edges.map((r) => r.node)}
                    onReply={startReply}
                    onDelete={async (commentId) => {
                      const r = (await deleteComment({ variables: { commentId } }).catch(() => null))?.data?.deleteComment;
                      if (r && !showCommunityErrors(r.userErrors) && r.done) {
                        toast(t.deleted, 0);
                        await refetch().catch(() => null);
                      }
                    }}
                  />
                ))
              )}
              <LoadMore pageInfo={post.comments.pageInfo} onMore={(after) => fetchMore({ variables: { after } })} className="lm-community-more" />
            </section>

            <div className="lm-comment-box" ref={box} data-testid="comment-box">
              {replyTo && (
                <div className="lm-comment-replying">
                  <span>{t.replyTo(replyTo.nickname)}</span>
                  <Button fill="none" size="mini" onClick={() => setReplyTo(null)}>
                    {t.cancelReply}
                  </Button>
                </div>
              )}
              <div className="lm-comment-row">
                <TextArea
                  className="lm-comment-input"
                  data-testid="comment-input"
                  value={text}
                  onChange={setText}
                  onFocus={() => void signedIn()}
                  placeholder={replyTo ? t.replyPlaceholder(replyTo.nickname) : t.commentPlaceholder}
                  maxLength={COMMENT_MAX}
                  autoSize={{ minRows: 1, maxRows: 4 }}
                  rows={1}
                />
                <Button color="primary" size="small" data-testid="comment-send" disabled={!text.trim()} loading={sending} onClick={() => void send()}>
                  {t.send}
                </Button>
              </div>
            </div>

            <ActionSheet
              visible={sheet === 'actions'}
              actions={sheetActions}
              cancelText={t.cancel}
              onClose={() => setSheet(null)}
              onAction={(a) => {
                setSheet(null);
                if (a.key === 'report') setSheet('report');
                if (a.key === 'edit') navigate(linkTo.communityEdit(p.id), { state: { fromPost: true } satisfies EditFrom });
                if (a.key === 'block') setConfirm('block');
                if (a.key === 'delete') setConfirm('delete');
              }}
            />
            <ActionSheet
              visible={sheet === 'report'}
              extra={t.reportTitle}
              actions={t.reportReasons.map((reason) => ({ key: reason, text: reason }))}
              cancelText={t.cancel}
              onClose={() => setSheet(null)}
              onAction={async (a) => {
                setSheet(null);
                const r = (await reportPost({ variables: { input: { postId: p.id, reason: String(a.key) } } }).catch(() => null))?.data?.reportPost;
                if (r && !showCommunityErrors(r.userErrors) && r.done) toast(t.reported, 0);
              }}
            />
            <Dialog
              visible={confirm !== null}
              content={confirm === 'block' ? t.blockConfirm(p.author.nickname) : t.deleteConfirm}
              closeOnAction
              closeOnMaskClick
              onClose={() => setConfirm(null)}
              actions={[
                [
                  { key: 'cancel', text: t.cancel },
                  {
                    key: 'confirm',
                    text: t.confirm,
                    bold: true,
                    danger: true,
                    onClick: async () => {
                      if (confirm === 'block') {
                        const r = (await blockMember({ variables: { memberId: p.author.id } }).catch(() => null))?.data?.blockMember;
                        if (r && !showCommunityErrors(r.userErrors) && r.done) {
                          toast(t.blocked, 0);
                          navigate(paths.community, { replace: true });
                        }
                      } else if (confirm === 'delete') {
                        const r = (await deletePost({ variables: { postId: p.id } }).catch(() => null))?.data?.deletePost;
                        if (r && !showCommunityErrors(r.userErrors) && r.done) {
                          toast(t.deleted, 0);
                          navigate(paths.community, { replace: true });
                        }
                      }
                    },
                  },
                ],
              ]}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
