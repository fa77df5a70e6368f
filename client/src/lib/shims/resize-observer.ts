// Stands in for `resize-observer-polyfill`, which ahooks' useSize imports (the
// image uploader and viewer use it): every browser the app supports has
// ResizeObserver (Chrome 64, Safari 13.1, WeChat's X5 on Chromium), and the
// polyfill added ~7 KB gzip to the post editor's first load. vite.config.ts
// points the package's name here.
export default globalThis.ResizeObserver;
