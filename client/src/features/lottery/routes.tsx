// The lottery feature's pages and their routes (named as in the spec), and
// the tools the home page lists.
import { lazyPage } from '../../shell/lazyPage';
import { Page } from '../../shell/Shell';
import type { FeatureLink, FeatureRoute } from '../../shell/routing';
import { linkTo, paths } from '../../lib/paths';
import { lotteryText as t } from './strings';

// Each page is its own chunk (shell/lazyPage).
const CalculatorPage = lazyPage(() => import('./CalculatorPage'), 'CalculatorPage');
const CalculatorResultPage = lazyPage(() => import('./CalculatorResultPage'), 'CalculatorResultPage');
const HistoryPage = lazyPage(() => import('./HistoryPage'), 'HistoryPage');
const RecordPage = lazyPage(() => import('./RecordPage'), 'RecordPage');
const ReplayPage = lazyPage(() => import('./ReplayPage'), 'ReplayPage');
const RulePage = lazyPage(() => import('./RulePage'), 'RulePage');
const SelectionFilterPage = lazyPage(() => import('./SelectionFilterPage'), 'SelectionFilterPage');
const SelectionInfoPage = lazyPage(() => import('./SelectionInfoPage'), 'SelectionInfoPage');
const SelectionPage = lazyPage(() => import('./SelectionPage'), 'SelectionPage');
const SelectionResultPage = lazyPage(() => import('./SelectionResultPage'), 'SelectionResultPage');
const SplitInfoPage = lazyPage(() => import('./SplitInfoPage'), 'SplitInfoPage');
const SplitOrderPage = lazyPage(() => import('./SplitOrderPage'), 'SplitOrderPage');
const SplitRecordPage = lazyPage(() => import('./SplitRecordPage'), 'SplitRecordPage');

export const lotteryRoutes: FeatureRoute[] = [
  { path: paths.calculator, element: <Page title={t.calculatorTitle}><CalculatorPage /></Page> },
  { path: paths.calculatorResult, element: <Page title={t.checkPrize}><CalculatorResultPage /></Page> },
  { path: paths.history, element: <Page title={t.history}><HistoryPage /></Page> },
  { path: paths.replay, element: <Page title={t.replayTitle}><ReplayPage /></Page> },
  { path: paths.selection, element: <Page title={t.selectionTitle}><SelectionPage /></Page> },
  { path: paths.selectionFilter, element: <Page title={t.filterTitle}><SelectionFilterPage /></Page> },
  { path: paths.selectionResult, element: <Page title={t.selectResultTitle}><SelectionResultPage /></Page> },
  { path: paths.selectionRule, element: <Page title={t.ruleTitle}><RulePage /></Page> },
  { path: paths.selectionRecords, element: <Page title={t.records} auth><RecordPage /></Page> },
  { path: paths.selectionInfo, element: <Page title={t.infoTitle} auth><SelectionInfoPage /></Page> },
  { path: paths.splitOrder, element: <Page title={t.splitTitle}><SplitOrderPage /></Page> },
  { path: paths.splitRecords, element: <Page title={t.splitRecords} auth><SplitRecordPage /></Page> },
  { path: paths.splitInfo, element: <Page title={t.splitInfoTitle} auth><SplitInfoPage /></Page> },
];

/** Listed on the home page, in this order (App.tsx hands them to the home routes). */
export const lotteryTools: FeatureLink[] = [
  { to: linkTo.trend('ssq'), label: t.trendTitle, icon: 'HistogramOutline' },
  { to: paths.calculator, label: t.calculatorTitle, icon: 'CalculatorOutline' },
  { to: paths.history, label: t.history, icon: 'ClockCircleOutline' },
  { to: paths.parity, label: t.parityTitle, icon: 'PieOutline' },
  { to: paths.selection, label: t.selectionTitle, icon: 'StarOutline' },
  { to: paths.splitOrder, label: t.splitTitle, icon: 'BillOutline' },
  { to: paths.replay, label: t.replayTitle, icon: 'LoopOutline' },
];
