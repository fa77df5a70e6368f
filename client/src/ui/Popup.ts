// A design-system control of its own module (see ui/index.ts).
export { default as Popup } from 'antd-mobile/es/components/popup';
