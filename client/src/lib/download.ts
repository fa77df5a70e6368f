// Saving a file the page made (a poster image) to the device: the data as a
// Blob behind a temporary object URL, clicked as a download link. The URL
// is kept for 40 s (spec §9) — long enough for a slow device or an in-app
// browser to read it — then revoked; any failure shows 下载失败 (spec §8).
import { toast } from '../ui/toast';
import { uiText } from '../ui/strings';

/** Spec §9: the download helper keeps its temporary link for 40 seconds. */
export const DOWNLOAD_LINK_MS = 40_000;

/** A canvas as a PNG Blob (rejects when the browser gives none, e.g. a tainted or zero-size canvas). */
export function canvasBlob(canvas: HTMLCanvasElement, type = 'image/png'): Promise<Blob> {
  return new Promise((resolve, reject) => {
    try {
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('the canvas gave no image'))), type);
    } catch (e) {
      reject(e instanceof Error ? e : new Error(String(e)));
    }
  });
}

/** Saves `data` as `fileName`; true when the download started, else shows 下载失败. */
/** Saves `blob` as `fileName` through a temporary link (no UI: the staff console uses it too). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_LINK_MS);
}

export async function download(data: Blob | Promise<Blob>, fileName: string): Promise<boolean> {
  try {
    saveBlob(await data, fileName);
    return true;
  } catch {
    toast(uiText.downloadFailed, 0);
    return false;
  }
}
