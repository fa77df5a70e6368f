// A design-system control of its own module (see ui/index.ts): antd-mobile's
// image uploader, previewing a picked picture in the image viewer rendered
// here (fetched on the first tap). The uploader's own preview shows the
// viewer imperatively, which renders nothing on React 19 without antd-mobile's
// deprecated render hook; vite.config.ts also keeps that viewer (and the
// gesture library) out of the uploader's chunk (ui/uploaderViewer.ts).
import { lazy, Suspense, useState } from 'react';
import Uploader, { type ImageUploaderProps } from 'antd-mobile/es/components/image-uploader';

export type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';

const ImageViewerMulti = lazy(() => import('./ImageViewerMulti'));

export function ImageUploader(props: ImageUploaderProps) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <Uploader
        {...props}
        preview={false}
        onPreview={(index, item) => {
          setOpen(index);
          props.onPreview?.(index, item);
        }}
      />
      {open !== null && (
        <Suspense fallback={null}>
          <ImageViewerMulti images={(props.value ?? []).map((i) => i.url)} defaultIndex={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
