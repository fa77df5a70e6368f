// A design-system control of its own module (see ui/index.ts).
export { default as ImageUploader } from 'antd-mobile/es/components/image-uploader';
export type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
