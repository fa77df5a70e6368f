// The 传统足彩 issues (newest first) as a strip of tabs; until one is
// chosen the newest is shown.
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { graphql } from '../../gql';
import { QueryState, Tabs } from '../../ui';
import { sportsText as t } from './strings';

const Issues = graphql(`
  query SportsIssues {
    sportsIssues(game: CTZQ, first: 10) {
      issue
      closeDate
    }
  }
`);

export function IssuePicker({
  issue,
  onIssue,
  children,
}: {
  issue: string | null;
  onIssue: (issue: string) => void;
  children: (issue: string) => ReactNode;
}) {
  const { data, loading, error, refetch } = useQuery(Issues, { context: { silent: true } });
  const issues = data?.sportsIssues ?? [];
  const current = issues.find((i) => i.issue === issue)?.issue ?? issues[0]?.issue;
  return (
    <QueryState
      loading={loading && !data}
      error={error}
      empty={!issues.length}
      emptyText={t.noIssues}
      onRetry={() => void refetch().catch(() => undefined)}
    >
      {current && (
        <>
          <Tabs className="lm-sports-tabs" activeKey={current} onChange={onIssue} data-testid="issue-tabs">
            {issues.map((i) => (
              <Tabs.Tab key={i.issue} title={t.issueOf(i.issue)} />
            ))}
          </Tabs>
          {children(current)}
        </>
      )}
    </QueryState>
  );
}
