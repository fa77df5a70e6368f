// What antd-mobile's image uploader gets when it imports the image viewer
// (vite.config.ts points its `../image-viewer` here): the same imperative
// `Multi.show`, with the viewer fetched when it is first called. The viewer
// brings the gesture library (~10 KB gzip), which otherwise sat in the post
// editor's first load. ui/ImageUploader.tsx turns the uploader's own preview
// off and renders the viewer itself (imperative rendering needs antd-mobile's
// deprecated render hook on React 19), so this is the uploader's fallback.
import type { ImageViewerShowHandler, MultiImageViewerProps } from 'antd-mobile/es/components/image-viewer';

function showMulti(props: Omit<MultiImageViewerProps, 'visible'>): ImageViewerShowHandler {
  let shown: ImageViewerShowHandler | null = null;
  let closed = false;
  void import('antd-mobile/es/components/image-viewer').then(({ default: viewer }) => {
    // Closed (the uploader unmounted) before the viewer arrived: show nothing.
    if (!closed) shown = viewer.Multi.show(props);
  });
  return {
    close: () => {
      closed = true;
      shown?.close();
    },
  };
}

export default { Multi: { show: showMulti } };
