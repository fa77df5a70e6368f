// A design-system control of its own module (see ui/index.ts).
export { default as SearchBar } from 'antd-mobile/es/components/search-bar';
