// The lottery feature's pages and their routes (named as in the spec).
import type { ReactElement } from 'react';
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

export type FeatureRoute = { path: string; title: string; auth?: boolean; element: ReactElement };

export const lotteryRoutes: FeatureRoute[] = [
  { path: '/pages/trend/ssq', title: t.trendTitle, element: <TrendChartPage /> },
  { path: '/pages/bonus-calculator/index', title: t.calculatorTitle, element: <CalculatorPage /> },
  { path: '/pages/bonus-calculator/result', title: t.checkPrize, element: <CalculatorResultPage /> },
  { path: '/pages/history/index', title: t.history, element: <HistoryPage /> },
  { path: '/pages/lotteryRePlay/index', title: t.replayTitle, element: <ReplayPage /> },
  { path: '/pages/statics/index', title: t.parityTitle, element: <ParityPage /> },
  { path: '/pages/selection/index', title: t.selectionTitle, element: <SelectionPage /> },
  { path: '/pages/selection/filter', title: t.filterTitle, element: <SelectionFilterPage /> },
  { path: '/pages/selection/select-result', title: t.selectResultTitle, element: <SelectionResultPage /> },
  { path: '/pages/selection/rule', title: t.ruleTitle, element: <RulePage /> },
  { path: '/pages/selection/record', title: t.records, auth: true, element: <RecordPage /> },
  { path: '/pages/selection/info', title: t.infoTitle, auth: true, element: <SelectionInfoPage /> },
  { path: '/pages/selection/split-order', title: t.splitTitle, element: <SplitOrderPage /> },
  { path: '/pages/selection/split-record', title: t.splitRecords, auth: true, element: <SplitRecordPage /> },
  { path: '/pages/selection/split-info', title: t.splitInfoTitle, auth: true, element: <SplitInfoPage /> },
];
