// pages/search/index?q=…&tab=posts|topics|members: search the community —
// 动态, 话题, 用户 — one request for the three tabs. The query lives in the
// URL, so a result page reloads and shares as it was.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { displayCount } from '../../lib/numbers';
import { linkTo } from '../../lib/paths';
import { EmptyState, List, QueryState, Tabs } from '../../ui';
import { SearchBar } from '../../ui/SearchBar';
import { Avatar, PostCard } from './PostCard';
import { communityText as t } from './strings';
import './community.css';

const Search = graphql(`
  query CommunitySearch($query: String!) {
    search(query: $query, type: ALL, first: 10) {
      posts {
        id
        ...PostCard_post
      }
      topics {
        id
        name
        postCount
      }
      members {
        id
        nickname
        avatar
      }
    }
  }
`);

const TABS = ['posts', 'topics', 'members'] as const;

export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const q = (params.get('q') ?? '').trim();
  const tab = TABS.find((x) => x === params.get('tab')) ?? 'posts';
  const [typed, setTyped] = useState(q);
  // Silent: the page shows a failed load itself (with a retry).
  const { data, loading, error, refetch } = useQuery(Search, { variables: { query: q }, skip: !q, context: { silent: true } });
  const found = data?.search;
  const go = (query: string, nextTab: string = tab) => setParams({ q: query.trim(), tab: nextTab }, { replace: true });
  const count = found ? { posts: found.posts.length, topics: found.topics.length, members: found.members.length }[tab] : 0;
  return (
    <div className="lm-community lm-search" data-testid="search-page">
      <SearchBar
        className="lm-search-bar"
        data-testid="search-input"
        placeholder={t.searchPlaceholder}
        value={typed}
        onChange={setTyped}
        onSearch={(v) => go(v)}
        onClear={() => go('')}
        showCancelButton={() => false}
      />
      <Tabs className="lm-community-tabs" activeKey={tab} onChange={(key) => go(q, key)}>
        {TABS.map((x) => (
          <Tabs.Tab key={x} title={t.searchTabs[x]} />
        ))}
      </Tabs>
      {!q ? (
        <EmptyState title={t.searchHint} />
      ) : (
        <QueryState loading={loading && !data} error={data ? null : error} empty={!!found && count === 0} emptyText={t.noResults} onRetry={() => void refetch()}>
          {found && tab === 'posts' && (
            <div className="lm-post-list" data-testid="search-posts">
              {found.posts.map((p) => (
                <PostCard key={p.id} post={p} />
              ))}
            </div>
          )}
          {found && tab === 'topics' && (
            <List data-testid="search-topics">
              {found.topics.map((x) => (
                <List.Item key={x.id} extra={t.postCount(displayCount(x.postCount))} onClick={() => navigate(linkTo.topicPosts(x.id))}>
                  <span className="lm-topic-name">#{x.name}#</span>
                </List.Item>
              ))}
            </List>
          )}
          {found && tab === 'members' && (
            <List data-testid="search-members">
              {found.members.map((m) => (
                <List.Item key={m.id} prefix={<Avatar nickname={m.nickname} avatar={m.avatar} size="s" />} onClick={() => navigate(linkTo.member(m.id))}>
                  {m.nickname}
                </List.Item>
              ))}
            </List>
          )}
        </QueryState>
      )}
    </div>
  );
}
