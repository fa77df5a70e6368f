// A page of posts (a connection's edges) with the next page loading when
// its end comes into view, and a "加载更多" button doing the same for
// keyboards and old browsers. Pages are merged by the cache's relay-style
// field policies (shell/apollo.ts).
import { useEffect, useRef, type ReactNode } from 'react';
import type { FragmentType } from '../../gql';
import { Button, EmptyState } from '../../ui';
import { PostCard, type PostCard_post } from './PostCard';
import { communityText as t } from './strings';

export type PostEdges = readonly { node: { id: string } & FragmentType<typeof PostCard_post> }[];

export function PostList({
  edges,
  pageInfo,
  onMore,
  emptyText,
  emptyAction,
  compact,
  before,
}: {
  edges: PostEdges;
  pageInfo?: { hasNextPage: boolean; endCursor?: string | null } | null;
  /** Loads the page after `after`. */
  onMore?: (after: string) => Promise<unknown>;
  emptyText?: string;
  emptyAction?: ReactNode;
  compact?: boolean;
  /** Shown above the posts (pinned posts), which also keeps the empty state away. */
  before?: ReactNode;
}) {
  const end = useRef<HTMLDivElement>(null);
  const busy = useRef(false);
  const more = async () => {
    const after = pageInfo?.endCursor;
    if (!onMore || !pageInfo?.hasNextPage || !after || busy.current) return;
    busy.current = true;
    await onMore(after).catch(() => null);
    busy.current = false;
  };
  // Infinite scroll: the next page when the end comes into view.
  useEffect(() => {
    const el = end.current;
    if (!el || !onMore || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => entries[0]?.isIntersecting && void more());
    io.observe(el);
    return () => io.disconnect();
  });
  return (
    <div className="lm-post-list" data-testid="post-list">
      {before}
      {edges.length === 0 && !before ? (
        <EmptyState title={emptyText ?? t.empty}>{emptyAction}</EmptyState>
      ) : (
        edges.map((e) => <PostCard key={e.node.id} post={e.node} compact={compact} />)
      )}
      {onMore && pageInfo?.hasNextPage && (
        <Button className="lm-community-more" block fill="none" loading="auto" onClick={more}>
          {t.more}
        </Button>
      )}
      <div ref={end} />
    </div>
  );
}
