// pages/quiz/professor/index?id=: an expert's page: follow button (the
// follow feature's mutations), records of their picks and plans, the red /
// black bars per play type (ECharts, a chunk of its own loaded only here),
// their plans a page at a time, and the record's poster.
import { lazy, Suspense, useMemo } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { getFragmentData, graphql } from '../../gql';
import { displayCount } from '../../lib/numbers';
import { linkTo, paths } from '../../lib/paths';
import { useSession } from '../../shell/session/SessionProvider';
import { Button, Card, EmptyState, LoadingState, LoadMore, MissingState, QueryState, Tag } from '../../ui';
import { showQuizErrors } from './errors';
import { scopeName } from './format';
import { PlanItem } from './PlanItem';
import { RecordFigures_record } from './RecordFigures';
import { RecordsCard } from './RecordsCard';
import { quizText as t } from './strings';
import './quiz.css';

const ExpertChart = lazy(() => import('./ExpertChart').then((m) => ({ default: m.ExpertChart })));

const Expert = graphql(`
  query QuizExpertPage($id: ID!) {
    member(id: $id) {
      id
      nickname
      isExpert
      isFollowedByMe
      followerCount
    }
    quizRecords(memberId: $id) {
      scope
      ...RecordFigures_record
    }
  }
`);

const Plans = graphql(`
  query QuizExpertPlans($id: ID!, $after: String) {
    expertPlans(expertId: $id, first: 10, after: $after) {
      edges {
        cursor
        node {
          id
          ...PlanItem_plan
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const Follow = graphql(`
  mutation QuizFollowExpert($id: ID!) {
    followMember(input: { memberId: $id }) {
      member {
        id
        isFollowedByMe
        followerCount
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const Unfollow = graphql(`
  mutation QuizUnfollowExpert($id: ID!) {
    unfollowMember(input: { memberId: $id }) {
      member {
        id
        isFollowedByMe
        followerCount
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** The play-type scopes the bars show, in this order. */
const PLAY_SCOPES = ['play:spf', 'play:rqspf', 'play:sf', 'play:rfsf', 'play:dxf', 'play:2x1'];

export function ExpertPage() {
  const id = useSearchParams()[0].get('id');
  if (!id) return <MissingState what={t.memberId} />;
  return <ExpertView id={id} />;
}

function ExpertView({ id }: { id: string }) {
  const { session } = useSession();
  const { data, loading, error, refetch } = useQuery(Expert, { variables: { id }, context: { silent: true } });
  const [follow, { loading: following }] = useMutation(Follow);
  const [unfollow, { loading: unfollowing }] = useMutation(Unfollow);
  const m = data?.member;
  const records = useMemo(() => data?.quizRecords ?? [], [data]);
  // Kept between renders (a follow re-renders the page): the chart draws again only when the records change.
  const bars = useMemo(
    () =>
      records
        .map((r) => getFragmentData(RecordFigures_record, r))
        .filter((r) => PLAY_SCOPES.includes(r.scope) && r.settled > 0)
        .sort((a, b) => PLAY_SCOPES.indexOf(a.scope) - PLAY_SCOPES.indexOf(b.scope))
        .map((r) => ({ name: scopeName(r.scope), red: r.red, black: r.black })),
    [records],
  );
  const self = session?.user.id === id;
  const toggle = async () => {
    if (!m) return;
    const r = m.isFollowedByMe
      ? (await unfollow({ variables: { id } }).catch(() => null))?.data?.unfollowMember
      : (await follow({ variables: { id } }).catch(() => null))?.data?.followMember;
    showQuizErrors(r?.userErrors);
  };
  return (
    <div className="lm-quiz" data-testid="quiz-expert">
      <QueryState
        loading={loading && !data}
        error={data ? null : error}
        empty={!!data && !m}
        emptyText={t.noMember}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        {m && (
          <>
            <section className="lm-quiz-profile">
              <span className="lm-quiz-avatar big" aria-hidden>
                {m.nickname.slice(0, 1)}
              </span>
              <div className="lm-quiz-row-main">
                <h2 className="lm-quiz-name" data-testid="expert-name">
                  {m.nickname}
                  {m.isExpert && (
                    <Tag color="var(--lm-brand-text)" fill="outline">
                      {t.expertTag}
                    </Tag>
                  )}
                </h2>
                <span className="lm-quiz-muted">{t.fans(displayCount(m.followerCount))}</span>
              </div>
              {!self && (
                <Button
                  size="small"
                  color="primary"
                  fill={m.isFollowedByMe ? 'outline' : 'solid'}
                  aria-pressed={m.isFollowedByMe}
                  loading={following || unfollowing}
                  onClick={() => void toggle()}
                  data-testid="follow-expert"
                >
                  {m.isFollowedByMe ? t.following : t.follow}
                </Button>
              )}
            </section>
            <div className="lm-quiz-links">
              <Link to={linkTo.expertPoster(id)} data-testid="expert-poster">
                {t.expertPoster}
              </Link>
              <Link to={linkTo.quizHistory(id)}>{t.picks}</Link>
              {self && m.isExpert && <Link to={paths.quizPublishPlan}>{t.publishEntry}</Link>}
            </div>
            <RecordsCard title={t.planRecord} records={records} scope="plans" />
            <RecordsCard title={t.pickRecord} records={records} />
            <Card className="lm-quiz-card" title={t.statsChart}>
              {bars.length ? (
                <Suspense fallback={<LoadingState rows={5} />}>
                  <ExpertChart bars={bars} />
                </Suspense>
              ) : (
                <p className="lm-quiz-muted">{t.noStats}</p>
              )}
            </Card>
            <PlanList id={id} />
          </>
        )}
      </QueryState>
    </div>
  );
}

function PlanList({ id }: { id: string }) {
  const { data, loading, error, refetch, fetchMore } = useQuery(Plans, { variables: { id }, context: { silent: true }, notifyOnNetworkStatusChange: true });
  const plans = data?.expertPlans;
  return (
    <section>
      <h2 className="lm-quiz-heading">{t.plans}</h2>
      <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch().catch(() => undefined)}>
        {plans &&
          (plans.edges.length === 0 ? (
            <EmptyState title={t.noPlans} />
          ) : (
            <ul className="lm-quiz-plans">
              {plans.edges.map((e) => (
                <PlanItem key={e.node.id} plan={e.node} />
              ))}
            </ul>
          ))}
        <LoadMore pageInfo={plans?.pageInfo} onMore={(after) => fetchMore({ variables: { after } })} />
      </QueryState>
    </section>
  );
}
