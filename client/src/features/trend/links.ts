// Where the trend pages link to, with the chart window carried in the query
// string (`last`), so a chart reloads, shares and rotates as it was.
import { linkTo } from '../../lib/paths';
import { DEFAULT_WINDOW } from './games';

/** The portrait chart of `code` over the last `last` issues. */
export const trendLink = (code: string, last: number) =>
  last === DEFAULT_WINDOW ? linkTo.trend(code) : `${linkTo.trend(code)}?last=${last}`;

/** The landscape chart of `code` over the last `last` issues. */
export const landscapeLink = (code: string, last: number) =>
  last === DEFAULT_WINDOW ? linkTo.trendLandscape(code) : `${linkTo.trendLandscape(code)}&last=${last}`;

/** The history state the portrait chart sets when it opens the landscape one: 竖屏查看 then just goes back. */
export const FROM_CHART = { fromChart: true } as const;

export const cameFromChart = (state: unknown) => typeof state === 'object' && state !== null && 'fromChart' in state;
