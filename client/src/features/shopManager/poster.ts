// The shop's invite poster (share info), drawn on a 750-wide canvas (the
// design width) like the quiz's poster: the shop's name and address, what
// the app offers (free tools only), and the shop's invite code and link —
// a member who registers with the code joins the shop's family.
import { POSTER_FONT, roundRect, wrapText } from '../../lib/canvas';
import { shopText as t } from './strings';

export interface ShopPoster {
  shopName: string;
  address: string;
  code: string;
  link: string;
}

export const POSTER_WIDTH = 750;
export const POSTER_HEIGHT = 1100;

/** Draws the poster; false when the browser gives no 2D context. */
export function drawShopPoster(canvas: HTMLCanvasElement, p: ShopPoster): boolean {
  canvas.width = POSTER_WIDTH;
  canvas.height = POSTER_HEIGHT;
  const c = canvas.getContext('2d');
  if (!c) return false;
  const W = POSTER_WIDTH;
  const measure = (s: string) => c.measureText(s).width;
  // The red top: the app, the shop's name and address, what it offers.
  const top = c.createLinearGradient(0, 0, 0, 560);
  top.addColorStop(0, '#e52d00');
  top.addColorStop(1, '#a81f00');
  c.fillStyle = '#fff6f2';
  c.fillRect(0, 0, W, POSTER_HEIGHT);
  c.fillStyle = top;
  c.fillRect(0, 0, W, 560);
  c.textAlign = 'center';
  c.fillStyle = 'rgba(255,255,255,0.85)';
  c.font = `28px ${POSTER_FONT}`;
  c.fillText(t.posterApp, W / 2, 70, W - 80);
  c.fillStyle = '#ffffff';
  c.font = `bold 60px ${POSTER_FONT}`;
  const name = wrapText(measure, p.shopName, W - 100).slice(0, 2);
  name.forEach((l, i) => c.fillText(l, W / 2, 210 + i * 76));
  // The address right under the name (one line of name or two).
  c.font = `28px ${POSTER_FONT}`;
  c.fillStyle = 'rgba(255,255,255,0.9)';
  wrapText(measure, p.address, W - 120)
    .slice(0, 2)
    .forEach((l, i) => c.fillText(l, W / 2, 210 + name.length * 76 + 10 + i * 40));
  c.font = `30px ${POSTER_FONT}`;
  c.fillStyle = '#ffffff';
  c.fillText(t.posterTip, W / 2, 490, W - 80);
  // The invite: code, a line of why, the link.
  c.fillStyle = '#ffffff';
  roundRect(c, 40, 620, W - 80, 400, 24);
  c.fill();
  c.strokeStyle = '#f3c7b8';
  c.lineWidth = 2;
  c.stroke();
  c.fillStyle = '#222222';
  c.font = `bold 56px ${POSTER_FONT}`;
  c.fillText(t.posterInvite(p.code), W / 2, 730, W - 120);
  c.fillStyle = '#666666';
  c.font = `30px ${POSTER_FONT}`;
  c.fillText(t.posterJoin, W / 2, 800, W - 120);
  c.font = `24px ${POSTER_FONT}`;
  c.fillStyle = '#1f6fd1';
  wrapText(measure, p.link, W - 140)
    .slice(0, 3)
    .forEach((l, i) => c.fillText(l, W / 2, 880 + i * 36));
  return true;
}
