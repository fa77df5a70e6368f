// antd-mobile's image viewer as a module of its own, for `React.lazy`: it
// brings the gesture library (pinch and swipe), which a feed needs only
// once someone taps an image — not on every first load of a page with posts.
import ImageViewer from 'antd-mobile/es/components/image-viewer';

export default function ImageViewerMulti(props: {
  images: string[];
  defaultIndex: number;
  onClose: () => void;
}) {
  return <ImageViewer.Multi images={props.images} defaultIndex={props.defaultIndex} visible onClose={props.onClose} />;
}
