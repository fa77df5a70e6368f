// pages/community/system-detail?id=…: a staff system post (官方公告): the
// official tag, the time, the body with its #话题# and the images. A
// member's post opened here goes to its own page.
import { useQuery } from '@apollo/client/react';
import { Navigate, useSearchParams } from 'react-router';
import { graphql, getFragmentData } from '../../gql';
import { linkTo } from '../../lib/paths';
import { MissingState, QueryState, Tag } from '../../ui';
import { relativeTime } from './format';
import { ImageGrid, PostBody, PostCard_post } from './PostCard';
import { communityText as t } from './strings';
import './community.css';

const SystemPost = graphql(`
  query SystemPost($id: ID!) {
    post(id: $id) {
      id
      ...PostCard_post
    }
  }
`);

export function SystemDetailPage() {
  const id = useSearchParams()[0].get('id');
  // Silent: the page shows a failed load itself (with a retry).
  const { data, loading, error, refetch } = useQuery(SystemPost, { variables: { id: id ?? '' }, skip: !id, context: { silent: true } });
  if (!id) return <MissingState what={t.postId} />;
  const p = getFragmentData(PostCard_post, data?.post);
  if (p && !p.isSystem) return <Navigate to={linkTo.post(p.id)} replace />;
  return (
    <div className="lm-community lm-system-post" data-testid="system-post">
      <QueryState loading={loading && !data} error={data ? null : error} empty={!!data && !p} emptyText={t.noPost} onRetry={() => void refetch()}>
        {p && (
          <article className="lm-post-card lm-post-full">
            <div className="lm-post-tags">
              <Tag color="var(--lm-brand-text)" fill="solid">
                {t.official}
              </Tag>
              <time className="lm-post-meta" dateTime={p.createdAt}>
                {relativeTime(p.createdAt)}
              </time>
            </div>
            <PostBody body={p.body} topics={p.topics} className="lm-post-body lm-system-body" />
            <ImageGrid images={p.images} />
          </article>
        )}
      </QueryState>
    </div>
  );
}
