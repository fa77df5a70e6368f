// The lottery feature's pages and their routes (named as in the spec), and
// the tools the home page lists.
import { Page } from '../../app/Shell';
import type { FeatureLink, FeatureRoute } from '../../app/routing';
import { paths } from '../../lib/paths';
import { CalculatorPage } from './CalculatorPage';
import { CalculatorResultPage } from './CalculatorResultPage';
import { HistoryPage } from './HistoryPage';
import { ParityPage } from './ParityPage';
import { RecordPage } from './RecordPage';
import { ReplayPage } from './ReplayPage';
import { RulePage } from './RulePage';
import { SelectionFilterPage } from './SelectionFilterPage';
import { SelectionInfoPage } from './SelectionInfoPage';
import { SelectionPage } from './SelectionPage';
import { SelectionResultPage } from './SelectionResultPage';
import { SplitInfoPage } from './SplitInfoPage';
import { SplitOrderPage } from './SplitOrderPage';
import { SplitRecordPage } from './SplitRecordPage';
import { TrendChartPage } from './TrendChartPage';
import { lotteryText as t } from './strings';

export const lotteryRoutes: FeatureRoute[] = [
  { path: paths.trend, element: <Page title={t.trendTitle}><TrendChartPage /></Page> },
  { path: paths.calculator, element: <Page title={t.calculatorTitle}><CalculatorPage /></Page> },
  { path: paths.calculatorResult, element: <Page title={t.checkPrize}><CalculatorResultPage /></Page> },
  { path: paths.history, element: <Page title={t.history}><HistoryPage /></Page> },
  { path: paths.replay, element: <Page title={t.replayTitle}><ReplayPage /></Page> },
  { path: paths.parity, element: <Page title={t.parityTitle}><ParityPage /></Page> },
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
  { to: paths.trend, label: t.trendTitle },
  { to: paths.calculator, label: t.calculatorTitle },
  { to: paths.history, label: t.history },
  { to: paths.parity, label: t.parityTitle },
  { to: paths.selection, label: t.selectionTitle },
  { to: paths.splitOrder, label: t.splitTitle },
  { to: paths.replay, label: t.replayTitle },
];
