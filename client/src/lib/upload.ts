// Image uploads: `POST /api/Files/upload` (multipart, field `file`, the
// member's token), answering the stored file's id and URL. Shared by the
// settings page (the avatar) and the community (a post's images). A failure
// is toasted after 100 ms (spec §8: upload errors) with the server's own
// detail when it sent one, else the caller's text.
import { toast } from '../ui/toast';
import { currentToken } from './storage';

export interface Uploaded {
  fid: string;
  url: string;
}

/** Uploads an image; its file id and URL, or null (already toasted). */
export async function uploadImage(file: File, failedText: string): Promise<Uploaded | null> {
  const body = new FormData();
  body.append('file', file);
  const token = currentToken();
  const r = await fetch('/api/Files/upload', {
    method: 'POST',
    body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }).catch(() => null);
  if (!r) return (toast(failedText, 100), null);
  const json = (await r.json().catch(() => null)) as { fid?: string; url?: string; detail?: string; title?: string } | null;
  if (!r.ok || !json?.fid) {
    toast(json?.detail ?? json?.title ?? failedText, 100);
    return null;
  }
  return { fid: json.fid, url: json.url ?? `/api/Files/${json.fid}` };
}
