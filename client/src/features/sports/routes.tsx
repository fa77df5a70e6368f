// The sports feature's pages and their routes (named as in the spec), and
// the entries it offers other features' menus (the category page's 竞彩).
import { lazyPage } from '../../shell/lazyPage';
import { Page } from '../../shell/Shell';
import type { FeatureLink, FeatureRoute } from '../../shell/routing';
import { linkTo, paths } from '../../lib/paths';
import { sportsTitles as t } from './strings';

// Each page is its own chunk (shell/lazyPage).
const FootballPage = lazyPage(() => import('./CalculatorPage'), 'FootballPage');
const BasketballPage = lazyPage(() => import('./CalculatorPage'), 'BasketballPage');
const BeidanPage = lazyPage(() => import('./CalculatorPage'), 'BeidanPage');
const TraditionalPage = lazyPage(() => import('./TraditionalPage'), 'TraditionalPage');
const ResultsPage = lazyPage(() => import('./ResultsPage'), 'ResultsPage');
const ChooseResultPage = lazyPage(() => import('./ChooseResultPage'), 'ChooseResultPage');
const SplitResultPage = lazyPage(() => import('./SplitResultPage'), 'SplitResultPage');
const ResultSharePage = lazyPage(() => import('./ResultSharePage'), 'ResultSharePage');
const AnalysePage = lazyPage(() => import('./AnalysePage'), 'AnalysePage');
const StaticsPage = lazyPage(() => import('./StaticsPage'), 'StaticsPage');
const RecordsPage = lazyPage(() => import('./RecordsPage'), 'RecordsPage');

export const sportsRoutes: FeatureRoute[] = [
  { path: paths.sportsFootball, element: <Page title={t.footballCalc}><FootballPage /></Page> },
  { path: paths.sportsBasketball, element: <Page title={t.basketballCalc}><BasketballPage /></Page> },
  { path: paths.sportsBeidan, element: <Page title={t.beidanCalc}><BeidanPage /></Page> },
  { path: paths.sportsTraditional, element: <Page title={t.traditionalCalc}><TraditionalPage /></Page> },
  { path: paths.sportsResults, element: <Page title={t.resultsTitle}><ResultsPage /></Page> },
  { path: paths.sportsChooseResult, element: <Page title={t.chooseResult}><ChooseResultPage /></Page> },
  { path: paths.sportsSplitResult, element: <Page title={t.splitResult}><SplitResultPage /></Page> },
  { path: paths.sportsResultShare, element: <Page title={t.share}><ResultSharePage /></Page> },
  { path: paths.sportsAnalyse, element: <Page title={t.analyse}><AnalysePage /></Page> },
  { path: paths.sportsStatics, element: <Page title={t.statics}><StaticsPage /></Page> },
  { path: paths.sportsRecords, element: <Page title={t.records} auth><RecordsPage /></Page> },
];

/** The 竞彩 entries of the category page, in this order (`glyph`: the tile's mark). */
export const sportsLinks: (FeatureLink & { glyph: string })[] = [
  { to: paths.sportsFootball, label: t.football, glyph: '足' },
  { to: paths.sportsBasketball, label: t.basketball, glyph: '篮' },
  { to: paths.sportsBeidan, label: t.beidan, glyph: '单' },
  { to: paths.sportsTraditional, label: t.traditional, glyph: '传' },
  { to: linkTo.sportsResults('jczq'), label: t.results, glyph: '果' },
  { to: paths.sportsAnalyse, label: t.analyse, glyph: '析' },
];
