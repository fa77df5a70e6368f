// The label every page puts above generated sample fixtures (never real
// results: no real data source exists for the game) and above recorded real
// matches a demo replays (回放数据: never today's fixtures).
import { NoticeBar } from '../../ui';
import { sportsText as t } from './strings';

export function SampleNotice({ show, replay = false }: { show: boolean; replay?: boolean }) {
  return (
    <>
      {show ? <NoticeBar className="lm-sports-sample" data-testid="sample-notice" content={t.sample} color="alert" wrap /> : null}
      {replay ? <NoticeBar className="lm-sports-sample" data-testid="replay-notice" content={t.replay} color="alert" wrap /> : null}
    </>
  );
}
