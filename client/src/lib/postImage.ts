// The upload itself, `POST /api/Files/upload` (multipart, field `file`),
// with whichever token the app holds: the member app's (lib/upload adds
// its toasts) or the console's staff session. No UI here, so the console
// takes it without the member app's toast.

export interface Uploaded {
  fid: string;
  url: string;
}

/**
 * Uploads an image with `token` (a member's, or the console's staff
 * session): its file id and URL, or what the server said went wrong (null
 * when it said nothing: the network, or no JSON).
 */
export async function postImage(file: File, token: string | null): Promise<Uploaded | { error: string | null }> {
  const body = new FormData();
  body.append('file', file);
  const r = await fetch('/api/Files/upload', {
    method: 'POST',
    body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }).catch(() => null);
  if (!r) return { error: null };
  const json = (await r.json().catch(() => null)) as { fid?: string; url?: string; detail?: string; title?: string } | null;
  if (!r.ok || !json?.fid) return { error: json?.detail ?? json?.title ?? null };
  return { fid: json.fid, url: json.url ?? `/api/Files/${json.fid}` };
}
