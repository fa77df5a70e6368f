// pages/community/topic-rank: 热门话题, hottest first, each with its rank
// (the top three marked), its post count and an official tag; a topic
// opens its posts.
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { displayCount } from '../../lib/numbers';
import { linkTo } from '../../lib/paths';
import { List, QueryState, Tag } from '../../ui';
import { communityText as t } from './strings';
import './community.css';

const Rank = graphql(`
  query TopicRank {
    topicRank(first: 50) {
      id
      name
      description
      postCount
      isOfficial
    }
  }
`);

export function TopicRankPage() {
  const navigate = useNavigate();
  // Silent: the page shows a failed load itself (with a retry).
  const { data, loading, error, refetch } = useQuery(Rank, { context: { silent: true } });
  const topics = data?.topicRank ?? [];
  return (
    <div className="lm-community lm-topic-rank" data-testid="topic-rank">
      <QueryState loading={loading && !data} error={data ? null : error} empty={!!data && topics.length === 0} emptyText={t.noTopics} onRetry={() => void refetch()}>
        <List>
          {topics.map((x, i) => (
            <List.Item
              key={x.id}
              data-testid="topic-rank-item"
              prefix={<span className={i < 3 ? `lm-rank lm-rank-${i + 1}` : 'lm-rank'}>{t.rank(i + 1)}</span>}
              description={x.description || undefined}
              extra={t.postCount(displayCount(x.postCount))}
              onClick={() => navigate(linkTo.topicPosts(x.id))}
            >
              <span className="lm-topic-name">#{x.name}#</span>
              {x.isOfficial && (
                <Tag className="lm-topic-official" color="var(--lm-brand-text)" fill="outline">
                  {t.official}
                </Tag>
              )}
            </List.Item>
          ))}
        </List>
      </QueryState>
    </div>
  );
}
