// A channel's invite poster and QR image (推广码), drawn on canvases like
// the quiz's and the shop's posters: the poster is 750 wide (the design
// width) with the channel's title, a line of invitation, the QR code, the
// operator's code and the link; the QR image is the code on a white square
// with a quiet zone, so it scans when printed. Where everything goes is
// `invitePosterLayout` (pure and tested); `drawInvitePoster` only paints it.
import { POSTER_FONT, roundRect, wrapText } from '../../lib/canvas';
import { channelText as t } from './strings';

export interface InvitePoster {
  /** The channel's shown name. */
  title: string;
  code: string;
  link: string;
}

/** A line of text, centred on the poster at baseline `y`. */
export interface PosterText {
  text: string;
  font: string;
  color: string;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PosterLayout {
  height: number;
  /** The red top's height. */
  band: number;
  /** The white card holding the QR code, the code and the link. */
  card: Box;
  /** Where the QR code goes (a square). */
  qr: Box;
  texts: PosterText[];
}

export const POSTER_WIDTH = 750;
/** The QR code's side on the poster. */
export const POSTER_QR = 360;
/** The downloaded QR image's side, and its white margin (the quiet zone). */
export const QR_IMAGE = 600;
export const QR_MARGIN = 48;
/** The side (CSS px) of the canvas the QR code is first drawn on: the downloaded image's code at one device pixel per pixel. */
export const QR_SOURCE = QR_IMAGE - 2 * QR_MARGIN;

const font = (px: number, bold = false) => `${bold ? 'bold ' : ''}${px}px ${POSTER_FONT}`;

/**
 * `text` broken into lines of `width`, at most `max` of them; text left over
 * ends the last line with an ellipsis.
 */
export function clampLines(measure: (s: string) => number, text: string, width: number, max: number): string[] {
  const lines = wrapText(measure, text, width);
  if (lines.length <= max) return lines;
  let last = lines[max - 1];
  while (last && measure(`${last}…`) > width) last = last.slice(0, -1);
  return [...lines.slice(0, max - 1), `${last}…`];
}

/** Where the poster's parts go; `measure` gives a text's width in a font. */
export function invitePosterLayout(p: InvitePoster, measure: (font: string, text: string) => number): PosterLayout {
  const W = POSTER_WIDTH;
  const texts: PosterText[] = [];
  const add = (text: string, f: string, color: string, y: number) => texts.push({ text, font: f, color, y });
  // The red top: the app, the channel's title (two lines at most), the invitation.
  add(t.posterApp, font(28), 'rgba(255,255,255,0.85)', 72);
  const titleFont = font(56, true);
  const title = clampLines((s) => measure(titleFont, s), p.title, W - 100, 2);
  title.forEach((l, i) => add(l, titleFont, '#ffffff', 170 + i * 72));
  const titleEnd = 170 + (title.length - 1) * 72;
  add(t.posterInvite, font(34), '#ffffff', titleEnd + 76);
  add(t.posterTip, font(26), 'rgba(255,255,255,0.9)', titleEnd + 126);
  const band = titleEnd + 216;
  // The card overlaps the red top: the QR code, the code, how to join, the link.
  const cardY = band - 40;
  const qr = { x: (W - POSTER_QR) / 2, y: cardY + 50, w: POSTER_QR, h: POSTER_QR };
  const codeY = qr.y + POSTER_QR + 76;
  add(t.posterCode(p.code), font(48, true), '#222222', codeY);
  add(t.posterScan, font(28), '#666666', codeY + 56);
  const linkFont = font(24);
  const link = clampLines((s) => measure(linkFont, s), p.link, W - 140, 3);
  link.forEach((l, i) => add(l, linkFont, '#1f6fd1', codeY + 110 + i * 34));
  const cardEnd = codeY + 110 + (link.length - 1) * 34 + 44;
  const card = { x: 40, y: cardY, w: W - 80, h: cardEnd - cardY };
  return { height: cardEnd + 50, band, card, qr, texts };
}

/** Draws the poster with the QR code from `qr` (a canvas it was drawn on); false when the browser gives no 2D context. */
export function drawInvitePoster(canvas: HTMLCanvasElement, p: InvitePoster, qr: CanvasImageSource): boolean {
  const c = canvas.getContext('2d');
  if (!c) return false;
  const measure = (f: string, s: string) => {
    c.font = f;
    return c.measureText(s).width;
  };
  const layout = invitePosterLayout(p, measure);
  const W = POSTER_WIDTH;
  // Sizing a canvas resets its context's state.
  canvas.width = W;
  canvas.height = layout.height;
  c.fillStyle = '#fff6f2';
  c.fillRect(0, 0, W, layout.height);
  const top = c.createLinearGradient(0, 0, 0, layout.band);
  top.addColorStop(0, '#e52d00');
  top.addColorStop(1, '#a81f00');
  c.fillStyle = top;
  c.fillRect(0, 0, W, layout.band);
  const { card } = layout;
  c.fillStyle = '#ffffff';
  roundRect(c, card.x, card.y, card.w, card.h, 24);
  c.fill();
  c.strokeStyle = '#f3c7b8';
  c.lineWidth = 2;
  c.stroke();
  c.drawImage(qr, layout.qr.x, layout.qr.y, layout.qr.w, layout.qr.h);
  c.textAlign = 'center';
  for (const line of layout.texts) {
    c.font = line.font;
    c.fillStyle = line.color;
    c.fillText(line.text, W / 2, line.y, W - 80);
  }
  return true;
}

/** Draws the QR code from `qr` on a white square with a quiet zone; false when the browser gives no 2D context. */
export function drawQrImage(canvas: HTMLCanvasElement, qr: CanvasImageSource): boolean {
  canvas.width = QR_IMAGE;
  canvas.height = QR_IMAGE;
  const c = canvas.getContext('2d');
  if (!c) return false;
  c.fillStyle = '#ffffff';
  c.fillRect(0, 0, QR_IMAGE, QR_IMAGE);
  c.drawImage(qr, QR_MARGIN, QR_MARGIN, QR_IMAGE - 2 * QR_MARGIN, QR_IMAGE - 2 * QR_MARGIN);
  return true;
}
