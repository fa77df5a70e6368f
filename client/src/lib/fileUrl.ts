// The URLs of uploaded images in phone sizes (issue 58): the server keeps
// copies 320, 750 and 1080 pixels wide of every upload (`GET
// /api/Files/{fid}?w=`, the smallest copy at least that wide). Shared by the
// member app (ui/FileImage) and the staff console's thumbnails.

/** The widths the server makes. */
export const FILE_WIDTHS = [320, 750, 1080] as const;

const isUpload = (url: string) => url.startsWith('/api/Files/');

/** A file id or a URL as a URL (the server gives avatars either way). */
export const fileUrl = (fidOrUrl: string) => (/^(https?:)?\//.test(fidOrUrl) ? fidOrUrl : `/api/Files/${fidOrUrl}`);

/** An upload's URL asking for the copy at least `width` wide (a signed URL keeps its query). */
export const sizedUrl = (url: string, width: number) => (isUpload(url) ? `${url}${url.includes('?') ? '&' : '?'}w=${width}` : url);

/** The `srcset` of an upload's copies; undefined for any other URL. */
export const srcSetOf = (url: string) => (isUpload(url) ? FILE_WIDTHS.map((w) => `${sizedUrl(url, w)} ${w}w`).join(', ') : undefined);
