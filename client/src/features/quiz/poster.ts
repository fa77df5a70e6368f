// The poster of a board place or an expert's record: what it says
// (`posterContent`, pure and tested) and how it is drawn on a 750-wide
// canvas (the design width; `drawPoster`), with the sharer's invite code
// and link so whoever sees it can join under them.
import { rateText } from './format';
import { quizText as t } from './strings';
import { POSTER_FONT, roundRect, wrapText } from '../../lib/canvas';

export interface PosterRecord {
  settled: number;
  red: number;
  black: number;
  hitRate?: string | null;
  currentStreak: number;
  longestStreak: number;
  returnRate?: string | null;
  recent: { played: number; red: number };
}

export interface PosterContent {
  title: string;
  headline: string;
  name: string;
  figures: { label: string; value: string }[];
  summary: string;
  code: string;
  link: string;
}

export function posterContent({
  title,
  place,
  name,
  record,
  periodName,
  code,
  link,
}: {
  title: string;
  /** A board's period (本周): the record is the period's. */
  periodName?: string;
  /** A board place; null below the board's minimum; undefined for an expert's record. */
  place?: number | null;
  name: string;
  record: PosterRecord;
  code: string;
  link: string;
}): PosterContent {
  return {
    title,
    headline: place === undefined ? t.posterTitleExpert : place === null ? t.posterUnranked : t.placeOf(place),
    name,
    figures: [
      { label: t.hitRate, value: rateText(record.hitRate) },
      periodName && record.recent.played === 0
        ? { label: periodName, value: `${record.settled}中${record.red}` }
        : { label: t.recentLabel, value: t.recent(record.recent.played, record.recent.red) },
      { label: t.longestStreak, value: String(record.longestStreak) },
      { label: t.returnRate, value: rateText(record.returnRate) },
    ],
    summary: `${t.settledOf(record.settled)} · ${t.redBlackVoid(record.red, record.black, 0)} · ${t.currentStreak} ${record.currentStreak}`,
    code,
    link,
  };
}

export const POSTER_WIDTH = 750;
export const POSTER_HEIGHT = 1200;

/** Draws the poster; false when the browser gives no 2D context. */
export function drawPoster(canvas: HTMLCanvasElement, p: PosterContent): boolean {
  canvas.width = POSTER_WIDTH;
  canvas.height = POSTER_HEIGHT;
  const c = canvas.getContext('2d');
  if (!c) return false;
  const W = POSTER_WIDTH;
  // The red top with the title, the place and the name.
  const top = c.createLinearGradient(0, 0, 0, 520);
  top.addColorStop(0, '#e52d00');
  top.addColorStop(1, '#a81f00');
  c.fillStyle = '#fff6f2';
  c.fillRect(0, 0, W, POSTER_HEIGHT);
  c.fillStyle = top;
  c.fillRect(0, 0, W, 520);
  c.textAlign = 'center';
  c.fillStyle = 'rgba(255,255,255,0.85)';
  c.font = `28px ${POSTER_FONT}`;
  c.fillText(t.posterApp, W / 2, 64, W - 80);
  c.fillStyle = '#ffffff';
  c.font = `bold 44px ${POSTER_FONT}`;
  c.fillText(p.title, W / 2, 150, W - 80);
  c.font = `bold 104px ${POSTER_FONT}`;
  c.fillText(p.headline, W / 2, 290, W - 80);
  c.font = `36px ${POSTER_FONT}`;
  c.fillText(p.name, W / 2, 380, W - 80);
  c.font = `26px ${POSTER_FONT}`;
  c.fillStyle = 'rgba(255,255,255,0.9)';
  c.fillText(p.summary, W / 2, 440, W - 80);
  // The figures card.
  c.fillStyle = '#ffffff';
  roundRect(c, 40, 480, W - 80, 300, 24);
  c.fill();
  const cellW = (W - 80) / 2;
  p.figures.forEach((f, i) => {
    const x = 40 + cellW * (i % 2) + cellW / 2;
    const y = 480 + 60 + Math.floor(i / 2) * 140;
    c.fillStyle = '#666666';
    c.font = `28px ${POSTER_FONT}`;
    c.fillText(f.label, x, y, cellW - 20);
    c.fillStyle = '#d42a00';
    c.font = `bold 52px ${POSTER_FONT}`;
    c.fillText(f.value, x, y + 66, cellW - 20);
  });
  // The invite: code, a line of why, the link.
  c.fillStyle = '#ffffff';
  roundRect(c, 40, 820, W - 80, 300, 24);
  c.fill();
  c.strokeStyle = '#f3c7b8';
  c.lineWidth = 2;
  c.stroke();
  c.fillStyle = '#222222';
  c.font = `bold 48px ${POSTER_FONT}`;
  c.fillText(t.posterInvite(p.code), W / 2, 900, W - 120);
  c.fillStyle = '#666666';
  c.font = `28px ${POSTER_FONT}`;
  c.fillText(t.posterJoin, W / 2, 960, W - 120);
  c.font = `24px ${POSTER_FONT}`;
  c.fillStyle = '#1f6fd1';
  wrapText((x) => c.measureText(x).width, p.link, W - 140)
    .slice(0, 3)
    .forEach((l, i) => c.fillText(l, W / 2, 1020 + i * 34));
  return true;
}
