// A post's comments (pages/community/detail): a level-1 comment with its
// first replies and the rest on demand, and one comment with its like,
// reply and delete. The post page (DetailPage) holds the comment box and
// the list; this file holds what each comment shows and does.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { displayCount } from '../../lib/numbers';
import { useSession } from '../../shell/session/SessionProvider';
import { Button, Dialog } from '../../ui';
import { ipRegionText, relativeTime, showCommunityErrors } from './format';
import { Avatar } from './PostCard';
import { communityText as t } from './strings';

/** Whom a new comment answers: a comment and its author's nickname. */
export type ReplyTarget = { id: string; nickname: string };

export const CommentItem_comment = graphql(`
  fragment CommentItem_comment on Comment {
    id
    body
    ipRegion
    likeCount
    likedByMe
    deletable
    createdAt
    author {
      id
      nickname
      avatar
    }
    replyTo {
      id
      nickname
    }
  }
`);

const Replies = graphql(`
  query CommentReplies($id: ID!, $after: String) {
    comment(id: $id) {
      id
      replyCount
      replies(first: 20, after: $after) {
        edges {
          cursor
          node {
            id
            ...CommentItem_comment
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

const LikeComment = graphql(`
  mutation LikeComment($commentId: ID!) {
    likeComment(commentId: $commentId) {
      comment {
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

const UnlikeComment = graphql(`
  mutation UnlikeComment($commentId: ID!) {
    unlikeComment(commentId: $commentId) {
      comment {
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

/** A level-1 comment with its first replies, the rest on demand. */
export function CommentThread({
  comment,
  replyCount,
  replies,
  onReply,
  onDelete,
}: {
  comment: FragmentType<typeof CommentItem_comment>;
  replyCount: number;
  replies: FragmentType<typeof CommentItem_comment>[];
  onReply: (target: ReplyTarget) => void;
  onDelete: (id: string) => Promise<void>;
}) {
  const c = getFragmentData(CommentItem_comment, comment);
  // All the replies, read when the member expands them.
  const [expanded, setExpanded] = useState(false);
  const all = useQuery(Replies, { variables: { id: c.id }, skip: !expanded, context: { silent: true } });
  const loaded = all.data?.comment?.replies;
  const shown = loaded ? loaded.edges.map((e) => e.node) : replies;
  const hidden = Math.max(0, replyCount - shown.length);
  return (
    <div className="lm-comment-thread" data-testid="comment">
      <CommentItem comment={comment} onReply={onReply} onDelete={onDelete} />
      {(shown.length > 0 || hidden > 0) && (
        <div className="lm-comment-replies">
          {shown.map((r) => {
            const reply = getFragmentData(CommentItem_comment, r);
            return <CommentItem key={reply.id} comment={r} reply onReply={onReply} onDelete={onDelete} />;
          })}
          {!loaded && hidden > 0 && (
            <Button className="lm-comment-expand" fill="none" size="small" loading={all.loading} onClick={() => setExpanded(true)}>
              {t.replies(hidden)}
            </Button>
          )}
          {loaded?.pageInfo.hasNextPage && (
            <Button
              className="lm-comment-expand"
              fill="none"
              size="small"
              loading="auto"
              onClick={() => all.fetchMore({ variables: { after: loaded.pageInfo.endCursor } }).then(() => undefined, () => undefined)}
            >
              {t.moreReplies}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

/** One comment: author, "回复 @昵称" for a reply, body, time, IP属地, like, reply, delete. */
function CommentItem({
  comment,
  reply,
  onReply,
  onDelete,
}: {
  comment: FragmentType<typeof CommentItem_comment>;
  reply?: boolean;
  onReply: (target: ReplyTarget) => void;
  onDelete: (id: string) => Promise<void>;
}) {
  const c = getFragmentData(CommentItem_comment, comment);
  const [like] = useMutation(LikeComment);
  const [unlike] = useMutation(UnlikeComment);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { session } = useSession();
  const region = ipRegionText(c.ipRegion);
  const toggle = async () => {
    if (!session) return onReply({ id: c.id, nickname: c.author.nickname });
    const liked = c.likedByMe;
    const optimistic = { __typename: 'Comment' as const, id: c.id, likeCount: Math.max(0, c.likeCount + (liked ? -1 : 1)), likedByMe: !liked };
    const r = liked
      ? (await unlike({ variables: { commentId: c.id }, optimisticResponse: { __typename: 'Mutation', unlikeComment: { __typename: 'CommentPayload', comment: optimistic, userErrors: [] } } }).catch(() => null))?.data?.unlikeComment
      : (await like({ variables: { commentId: c.id }, optimisticResponse: { __typename: 'Mutation', likeComment: { __typename: 'CommentPayload', comment: optimistic, userErrors: [] } } }).catch(() => null))?.data?.likeComment;
    showCommunityErrors(r?.userErrors);
  };
  return (
    <div className={reply ? 'lm-comment reply' : 'lm-comment'} data-testid={reply ? 'reply' : 'comment-item'}>
      <Avatar nickname={c.author.nickname} avatar={c.author.avatar} size="s" />
      <div className="lm-comment-main">
        <div className="lm-comment-name">{c.author.nickname}</div>
        <p className="lm-comment-body">
          {reply && c.replyTo && (
            <span className="lm-comment-reply-to" data-testid="reply-to">
              {t.replyTo(c.replyTo.nickname)}：
            </span>
          )}
          {c.body}
        </p>
        <div className="lm-comment-meta">
          <time dateTime={c.createdAt}>{relativeTime(c.createdAt)}</time>
          {region && <span>{region}</span>}
          <Button className="lm-comment-action" fill="none" size="mini" onClick={() => onReply({ id: c.id, nickname: c.author.nickname })}>
            {t.replyPrefix}
          </Button>
          {c.deletable && (
            <Button className="lm-comment-action" fill="none" size="mini" onClick={() => setConfirmDelete(true)}>
              {t.deleteComment}
            </Button>
          )}
          <Button
            className={c.likedByMe ? 'lm-comment-like liked' : 'lm-comment-like'}
            fill="none"
            size="mini"
            aria-pressed={c.likedByMe}
            aria-label={t.like}
            onClick={() => void toggle()}
          >
            ♥ {displayCount(c.likeCount)}
          </Button>
        </div>
      </div>
      <Dialog
        visible={confirmDelete}
        content={t.deleteConfirm}
        closeOnAction
        closeOnMaskClick
        onClose={() => setConfirmDelete(false)}
        actions={[
          [
            { key: 'cancel', text: t.cancel },
            { key: 'delete', text: t.deleteComment, bold: true, danger: true, onClick: () => onDelete(c.id) },
          ],
        ]}
      />
    </div>
  );
}
