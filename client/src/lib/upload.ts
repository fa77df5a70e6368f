// Image uploads: `POST /api/Files/upload` (multipart, field `file`, the
// member's token), answering the stored file's id and URL. Shared by the
// settings page (the avatar) and the community (a post's images). A failure
// is toasted after 100 ms (spec §8: upload errors) with the server's own
// detail when it sent one, else the caller's text.
import { toast } from '../ui/toast';
import { postImage, type Uploaded } from './postImage';
import { currentToken } from './storage';

export type { Uploaded };

/** Uploads an image as the member; its file id and URL, or null (already toasted). */
export async function uploadImage(file: File, failedText: string): Promise<Uploaded | null> {
  const r = await postImage(file, currentToken());
  if ('error' in r) return (toast(r.error ?? failedText, 100), null);
  return r;
}
