// The label every page puts above generated sample fixtures: they are never
// real results (no real data source exists for the game).
import { NoticeBar } from '../../ui';
import { sportsText as t } from './strings';

export function SampleNotice({ show }: { show: boolean }) {
  if (!show) return null;
  return <NoticeBar className="lm-sports-sample" data-testid="sample-notice" content={t.sample} color="alert" wrap />;
}
