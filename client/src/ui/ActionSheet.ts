// A design-system control of its own module (see ui/index.ts).
export { default as ActionSheet } from 'antd-mobile/es/components/action-sheet';
