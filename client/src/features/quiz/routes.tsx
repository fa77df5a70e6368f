// The quiz feature's pages (the 排行 tab and what it leads to) and their
// routes: boards, picking, records and histories, experts and their plans,
// recruitment, the rules, the poster, the past boards (往期榜单) and a
// member's places on them (排名记录), and the guessing competitions.
import { lazyPage } from '../../shell/lazyPage';
import { Page } from '../../shell/Shell';
import type { FeatureRoute } from '../../shell/routing';
import { shellText } from '../../shell/strings';
import { paths } from '../../lib/paths';
import { quizTitles as t } from './strings';

// Each page is its own chunk (shell/lazyPage).
const QuizTabPage = lazyPage(() => import('./QuizTabPage'), 'QuizTabPage');
const PickPage = lazyPage(() => import('./PickPage'), 'PickPage');
const MinePage = lazyPage(() => import('./MinePage'), 'MinePage');
const HistoryPage = lazyPage(() => import('./HistoryPage'), 'HistoryPage');
const ExpertsPage = lazyPage(() => import('./ExpertsPage'), 'ExpertsPage');
const ExpertPage = lazyPage(() => import('./ExpertPage'), 'ExpertPage');
const PlanPage = lazyPage(() => import('./PlanPage'), 'PlanPage');
const PublishPlanPage = lazyPage(() => import('./PublishPlanPage'), 'PublishPlanPage');
const RecruitPage = lazyPage(() => import('./RulesPages'), 'RecruitPage');
const QuizRulesPage = lazyPage(() => import('./RulesPages'), 'QuizRulesPage');
const ApplyPage = lazyPage(() => import('./ApplyPage'), 'ApplyPage');
const PosterPage = lazyPage(() => import('./PosterPage'), 'PosterPage');
const RankingDetailPage = lazyPage(() => import('./RankingDetailPage'), 'RankingDetailPage');
const MemberRankingPage = lazyPage(() => import('./MemberRankingPage'), 'MemberRankingPage');
const CompetitionsPage = lazyPage(() => import('./CompetitionsPage'), 'CompetitionsPage');
const CompetitionPage = lazyPage(() => import('./CompetitionPage'), 'CompetitionPage');

export const quizRoutes: FeatureRoute[] = [
  { path: paths.rankTab, element: <Page title={shellText.tabs.jc} auth><QuizTabPage /></Page> },
  { path: paths.quizPick, element: <Page title={t.pick} auth><PickPage /></Page> },
  { path: paths.quizMine, element: <Page title={t.mine} auth><MinePage /></Page> },
  { path: paths.quizHistory, element: <Page title={t.history} auth><HistoryPage /></Page> },
  { path: paths.quizExperts, element: <Page title={t.experts}><ExpertsPage /></Page> },
  { path: paths.quizExpert, element: <Page title={t.expert} auth><ExpertPage /></Page> },
  { path: paths.quizPlan, element: <Page title={t.plan} auth><PlanPage /></Page> },
  { path: paths.quizPublishPlan, element: <Page title={t.publishPlan} auth><PublishPlanPage /></Page> },
  { path: paths.quizRecruit, element: <Page title={t.recruit}><RecruitPage /></Page> },
  { path: paths.quizApply, element: <Page title={t.apply} auth><ApplyPage /></Page> },
  { path: paths.quizRules, element: <Page title={t.rules}><QuizRulesPage /></Page> },
  { path: paths.rankingPoster, element: <Page title={t.poster} auth><PosterPage /></Page> },
  { path: paths.rankingDetail, element: <Page title={t.rankingDetail}><RankingDetailPage /></Page> },
  { path: paths.rankingMember, element: <Page title={t.memberPlaces} auth><MemberRankingPage /></Page> },
  { path: paths.competitions, element: <Page title={t.competitions}><CompetitionsPage /></Page> },
  { path: paths.competition, element: <Page title={t.competition} auth><CompetitionPage /></Page> },
];
