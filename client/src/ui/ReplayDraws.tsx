// Draws the demo's replay feed served again (Draw.replay, docs/feeds.md
// "Replay"): recorded real draws dated today, never today's real draw. Every
// page that shows draws says so above them, and tags the draw where it
// names one.
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import Tag from 'antd-mobile/es/components/tag';
import { uiText } from './strings';

/** The 回放数据 notice, when any draw shown is a replay. */
export function ReplayDrawsNotice({ show }: { show: boolean }) {
  return show ? <NoticeBar data-testid="replay-draws-notice" content={uiText.replayDraws} color="alert" wrap /> : null;
}

/** 回放 beside a replayed draw's issue. */
export function ReplayTag({ show }: { show: boolean | null | undefined }) {
  return show ? (
    <Tag color="warning" fill="outline" className="lm-replay-tag" data-testid="replay-draw">
      {uiText.replayTag}
    </Tag>
  ) : null;
}
