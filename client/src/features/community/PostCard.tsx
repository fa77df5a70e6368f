// A post in a list (every feed of the community, a topic's posts, search
// results, a member's posts, the home section): the author with the time
// and IP属地, the body with its #话题# as links, the image grid (1–9, tap
// for the viewer), the attachment, and the like and comment counts. Tapping
// the card opens the post (the time is the keyboard's link to it).
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { displayCount } from '../../lib/numbers';
import { linkTo } from '../../lib/paths';
import { FileImage, sizedUrl, Tag } from '../../ui';
import { ipRegionText, relativeTime, splitBody } from './format';
import { communityText as t } from './strings';
import './community.css';

// Fetched when an image is first opened (the gesture library comes with it).
const ImageViewerMulti = lazy(() => import('../../ui/ImageViewerMulti'));

export const PostCard_post = graphql(`
  fragment PostCard_post on Post {
    id
    body
    ipRegion
    isSystem
    pinned
    state
    likeCount
    commentCount
    likedByMe
    createdAt
    editedAt
    author {
      id
      nickname
      avatar
    }
    images {
      fid
      url
    }
    topics {
      id
      name
    }
    attachment {
      kind
      title
      lines
      planId
    }
  }
`);

/** A member's avatar: their image, else the first character of the nickname. */
export function Avatar({ nickname, avatar, size = 'm' }: { nickname: string; avatar?: string | null; size?: 's' | 'm' }) {
  return (
    <span className={`lm-community-avatar lm-community-avatar-${size}`}>
      {avatar ? <FileImage src={avatar} sizes="48px" alt={t.avatarOf(nickname)} /> : <span aria-hidden>{nickname.slice(0, 1)}</span>}
    </span>
  );
}

/** A body with its #话题# as links to the topic (by id when the post names it, else by name). */
export function PostBody({ body, topics, className }: { body: string; topics: readonly { id: string; name: string }[]; className?: string }) {
  const ids = new Map(topics.map((x) => [x.name, x.id]));
  return (
    <p className={className ?? 'lm-post-body'}>
      {splitBody(body).map((part, i) => {
        if (part.kind === 'text') return <span key={i}>{part.text}</span>;
        const id = ids.get(part.name);
        return (
          <Link key={i} className="lm-post-topic" to={id ? linkTo.topicPosts(id) : linkTo.topicPostsByName(part.name)} data-testid="post-topic">
            #{part.name}#
          </Link>
        );
      })}
    </p>
  );
}

/** The images: one large, else a grid of three columns; a tap opens the viewer there. */
export function ImageGrid({ images }: { images: readonly { fid: string; url: string }[] }) {
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  // The viewer shows one at the screen's width: the 1080 copy.
  const urls = images.map((i) => sizedUrl(i.url, 1080));
  return (
    <div className={`lm-post-images lm-post-images-${Math.min(images.length, 3)}`} data-testid="post-images">
      {images.map((img, i) => (
        <button
          key={img.fid}
          type="button"
          className="lm-post-image"
          aria-label={t.imageOf(i + 1, images.length)}
          onClick={(e) => {
            e.stopPropagation();
            setOpen(i);
          }}
        >
          <FileImage src={img.url} sizes={images.length === 1 ? '66vw' : '33vw'} loading="lazy" />
        </button>
      ))}
      {open !== null && (
        <Suspense fallback={null}>
          <ImageViewerMulti images={urls} defaultIndex={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}

/** The snapshot a post carries (a saved selection, a sports selection, an expert plan). */
export function Attachment({ attachment }: { attachment: { kind: string; title: string; lines: readonly string[]; planId?: string | null } }) {
  return (
    <div className="lm-post-attachment" data-testid="post-attachment" onClick={(e) => e.stopPropagation()}>
      <div className="lm-post-attachment-head">
        <Tag color="var(--lm-brand-text)" fill="outline">
          {t.attachment[attachment.kind] ?? attachment.kind}
        </Tag>
        <b>{attachment.title}</b>
        {attachment.kind === 'PLAN' && attachment.planId && (
          <Link className="lm-post-attachment-link" to={linkTo.quizPlan(attachment.planId)}>
            {t.openPlan}
          </Link>
        )}
      </div>
      {attachment.lines.map((line, i) => (
        <div key={i} className="lm-post-attachment-line">
          {line}
        </div>
      ))}
    </div>
  );
}

/** The author's line: avatar, nickname (to their page), time, IP属地. */
export function AuthorLine({
  author,
  createdAt,
  ipRegion,
  to,
}: {
  author: { id: string; nickname: string; avatar?: string | null };
  createdAt: string;
  ipRegion: string;
  /** Where the time links (the post), if anywhere. */
  to?: string;
}) {
  const region = ipRegionText(ipRegion);
  const when = relativeTime(createdAt);
  return (
    <div className="lm-post-author">
      {/* The same link as the nickname's, named by it for screen readers (an avatar without an image has no text). */}
      <Link to={linkTo.member(author.id)} className="lm-post-author-link" aria-label={author.nickname} onClick={(e) => e.stopPropagation()}>
        <Avatar nickname={author.nickname} avatar={author.avatar} />
      </Link>
      <div className="lm-post-author-text">
        <Link to={linkTo.member(author.id)} className="lm-post-nickname" onClick={(e) => e.stopPropagation()} data-testid="post-author">
          {author.nickname}
        </Link>
        <span className="lm-post-meta">
          {to ? (
            <Link to={to} className="lm-post-time">
              <time dateTime={createdAt}>{when}</time>
            </Link>
          ) : (
            <time dateTime={createdAt}>{when}</time>
          )}
          {region && (
            <span className="lm-post-region" data-testid="ip-region">
              {region}
            </span>
          )}
        </span>
      </div>
    </div>
  );
}

/** The post's address: a staff system post has a page of its own. */
export const postLink = (p: { id: string; isSystem: boolean }) => (p.isSystem ? linkTo.systemPost(p.id) : linkTo.post(p.id));

/** The state line an author sees on a post not (or no longer) shown to others. */
export function StateNote({ state }: { state: string }) {
  if (state === 'HELD')
    return (
      <p className="lm-post-state" data-testid="post-held" role="status">
        {t.held}
      </p>
    );
  if (state === 'REJECTED') return <p className="lm-post-state">{t.rejected}</p>;
  return null;
}

export function PostCard({ post, compact }: { post: FragmentType<typeof PostCard_post>; compact?: boolean }) {
  const p = getFragmentData(PostCard_post, post);
  const navigate = useNavigate();
  const to = postLink(p);
  // The card opens the post, except where a link or button inside was tapped.
  const open = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest('a, button')) return;
    navigate(to);
  };
  return (
    <article className={compact ? 'lm-post-card compact' : 'lm-post-card'} data-testid="post-card" data-post={p.id} data-state={p.state} onClick={open}>
      <AuthorLine author={p.author} createdAt={p.createdAt} ipRegion={p.ipRegion} to={to} />
      {(p.pinned || p.isSystem) && (
        <div className="lm-post-tags">
          {p.pinned && (
            <Tag color="var(--lm-brand-text)" fill="solid">
              {t.pinned}
            </Tag>
          )}
          {p.isSystem && (
            <Tag color="var(--lm-brand-text)" fill="outline">
              {t.official}
            </Tag>
          )}
        </div>
      )}
      <StateNote state={p.state} />
      <PostBody body={p.body} topics={p.topics} className={compact ? 'lm-post-body clamp' : 'lm-post-body'} />
      <ImageGrid images={compact ? p.images.slice(0, 3) : p.images} />
      {p.attachment && !compact && <Attachment attachment={p.attachment} />}
      <div className="lm-post-counts">
        <span className={p.likedByMe ? 'lm-post-count liked' : 'lm-post-count'} data-testid="post-likes">
          {t.likes(displayCount(p.likeCount))}
        </span>
        <span className="lm-post-count" data-testid="post-comments">
          {t.comments(displayCount(p.commentCount))}
        </span>
      </div>
    </article>
  );
}
