// What writing a post (AddPage) and editing one (EditPage) share: the body
// (a counter to 2000), up to nine images uploaded through /api/Files/upload
// (previews, remove, a post's stored images shown as already uploaded), and
// the check before sending (a body, no upload still running).
import type { Ref } from 'react';
import { uploadImage } from '../../lib/upload';
import { TextArea, toast, type TextAreaRef } from '../../ui';
import { ImageUploader, type ImageUploadItem } from '../../ui/ImageUploader';
import { BODY_MAX, IMAGES_MAX } from './format';
import { communityText as t } from './strings';
import './community.css';

export type { ImageUploadItem };

/** The body: a text area with its counter to the server's limit. */
export function PostBodyField({ value, onChange, ref }: { value: string; onChange: (value: string) => void; ref?: Ref<TextAreaRef> }) {
  return (
    <TextArea
      ref={ref}
      className="lm-post-add-body"
      data-testid="post-body"
      value={value}
      onChange={onChange}
      placeholder={t.bodyPlaceholder}
      maxLength={BODY_MAX}
      showCount
      autoSize={{ minRows: 6, maxRows: 14 }}
    />
  );
}

/**
 * The images: each picked one is uploaded at once (its fid kept as the
 * item's `extra`); `onUploadingChange` hears how many are still uploading.
 */
export function PostImagesField({
  value,
  onChange,
  uploading,
  onUploadingChange,
}: {
  value: ImageUploadItem[];
  onChange: (items: ImageUploadItem[]) => void;
  uploading: number;
  onUploadingChange: (n: number) => void;
}) {
  return (
    <ImageUploader
      className="lm-post-add-images"
      data-testid="post-images-input"
      value={value}
      onChange={onChange}
      accept="image/*"
      multiple
      maxCount={IMAGES_MAX}
      showFailed={false}
      onCountExceed={() => toast(t.tooManyImages(Math.max(0, IMAGES_MAX - value.length - uploading)), 0)}
      onUploadQueueChange={(tasks) => onUploadingChange(tasks.filter((x) => x.status === 'pending').length)}
      upload={async (file) => {
        const up = await uploadImage(file, t.uploadFailed);
        if (!up) throw new Error(t.uploadFailed);
        return { key: up.fid, url: up.url, extra: up.fid };
      }}
    />
  );
}

/** A post's stored images as the uploader's items (already uploaded: their fid is the `extra`). */
export const storedImages = (images: readonly { fid: string; url: string }[]): ImageUploadItem[] =>
  images.map((i) => ({ key: i.fid, url: i.url, extra: i.fid }));

/** The fids to send, in the order shown. */
export const imageFids = (items: readonly ImageUploadItem[]): string[] => items.map((i) => String(i.extra));

/** The body to send, trimmed; null (the member told why) when it is empty or an image is still uploading. */
export function readyBody(body: string, uploading: number): string | null {
  const text = body.trim();
  if (!text) return (toast(t.bodyRequired, 0), null);
  if (uploading > 0) return (toast(t.uploading, 0), null);
  return text;
}
