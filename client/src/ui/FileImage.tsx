// Uploaded images in the size the page shows them (issue 58). The server
// keeps copies 320, 750 and 1080 pixels wide of every upload
// (`GET /api/Files/{fid}?w=`, the smallest copy at least that wide), so an
// <img> lists them in `srcset` with the width it is laid out at (`sizes`),
// and the browser fetches the smallest that fills it at the screen's
// density: a feed cell on a 2× phone gets the 320 copy, not the photo.
// Any other URL (an avatar from WeChat) is shown as it is.

import { fileUrl, sizedUrl, srcSetOf } from '../lib/fileUrl';

/**
 * An uploaded image (`src`: its file id or URL) fetched in the size it is
 * shown at: `sizes` is its laid-out width (CSS `sizes`, e.g. `30vw`, `48px`).
 */
export function FileImage({ src, sizes, alt = '', loading, className }: { src: string; sizes: string; alt?: string; loading?: 'lazy' | 'eager'; className?: string }) {
  const url = fileUrl(src);
  const srcSet = srcSetOf(url);
  return <img src={sizedUrl(url, 750)} srcSet={srcSet} sizes={srcSet ? sizes : undefined} alt={alt} loading={loading} className={className} />;
}
