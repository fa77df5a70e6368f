import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { graphqlDocuments } from './codegen/vite-documents.ts';

// In development the Rust server runs on :8080; the client proxies to it.
const server = process.env.API_ORIGIN ?? 'http://127.0.0.1:8080';

// antd-mobile's image uploader imports the image viewer (and with it the
// gesture library) for its preview; this hands it ui/uploaderViewer.ts,
// which fetches the viewer when a picture is first previewed.
const uploaderViewer = fileURLToPath(new URL('./src/ui/uploaderViewer.ts', import.meta.url));
function lazyUploaderViewer(): Plugin {
  return {
    name: 'lazy-uploader-viewer',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../image-viewer' && importer && /antd-mobile[\\/]es[\\/]components[\\/]image-uploader[\\/]/.test(importer)) {
        return uploaderViewer;
      }
      return null;
    },
  };
}

export default defineConfig({
  plugins: [
    lazyUploaderViewer(),
    graphqlDocuments(),
    react(),
    // Installable, and readable offline: the web app manifest, and a
    // service worker (Workbox) that precaches the app's files so the shell
    // opens without a network (the home page then shows the last draws it
    // saw, from local storage). A new deployment waits for the member to
    // accept the restart prompt (app/UpdatePrompt), never a broken page.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: '彩友会员中心',
        short_name: '彩友',
        description: '开奖结果、走势图、奖金计算与选号工具',
        lang: 'zh-CN',
        id: '/',
        start_url: '/pages/index/index',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#E52D00',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
        // ECharts (~140 KB brotli, a chunk of its own) and the charts on it
        // are fetched only by the analysis page's odds tab, an expert's page
        // and a channel's detail; precaching them would make every visitor
        // download them.
        globIgnores: ['**/OddsChart-*.js', '**/ExpertChart-*.js', '**/ChannelChart-*.js', '**/echarts-*.js', 'admin/**', 'assets/admin/**'],
        // Every page URL is the app shell; the API is never served from cache.
        navigateFallback: '/index.html',
        // (nor is the staff console, an app of its own at /admin/)
        navigateFallbackDenylist: [/^\/api\//, /^\/graphql/, /^\/healthz/, /^\/metrics/, /^\/docs/, /^\/admin(\/|$)/],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  resolve: {
    alias: {
      // The platform's own ResizeObserver (see src/lib/shims/resize-observer.ts).
      'resize-observer-polyfill': fileURLToPath(new URL('./src/lib/shims/resize-observer.ts', import.meta.url)),
    },
  },
  build: {
    rolldownOptions: {
      output: {
        // Chunks, in priority order (a module goes to the first group that
        // takes it; a group also takes what its modules import). Left to the
        // default, the shell's modules shared a chunk with antd-mobile
        // components, and every first load paid for them.
        codeSplitting: {
          groups: [
            // The framework every page needs.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'apollo', test: /node_modules[\\/](@apollo[\\/]client|optimism|@wry|rxjs|graphql|tslib)[\\/]/ },
            // (Not the shell's lazily loaded dialog and socket; not App.tsx,
            // which imports the features' routes: they import the shell, and
            // two chunks importing each other run in the wrong order. Of lib/
            // only what the shell itself imports: a helper only some pages use
            // — the poster canvas, ECharts' LinesChart, Beijing days, file
            // URLs, uploads, downloads, odds — comes with those pages, not in
            // the base every route loads.)
            {
              name: 'shell',
              test: /client[\\/]src[\\/](shell[\\/](?!AlertDialog|socket)|app[\\/](?!App\.)|lib[\\/](events|paths|storage|userErrors|persisted|tracking|actionId)\.|ui[\\/](toast|strings))/,
            },
            // ECharts, shared by the charts (the odds movement, an expert's
            // bars, a channel's days): one chunk, fetched only with one.
            { name: 'echarts', test: /node_modules[\\/](echarts|zrender)[\\/]/ },
            // The gesture library, with the one antd-mobile utility that uses
            // it: only the popup, the image viewer and the swiper need them;
            // in the shared chunk below, every page with a dialog fetched them.
            {
              name: 'gesture',
              test: /node_modules[\\/](@use-gesture[\\/]|antd-mobile[\\/]es[\\/]utils[\\/]use-drag-and-pinch)/,
            },
            // What antd-mobile's components share (its utilities, hooks,
            // config, mask, the popups' defaults, the animation library),
            // once. Not its global styles: main.tsx imports them, and their
            // chunk would then join index.html's scripts (+40 KB on every page).
            {
              name: 'antd-core',
              test: /node_modules[\\/](antd-mobile[\\/]es[\\/](utils|locales|hooks|components[\\/](config-provider|mask|safe-area))[\\/]|antd-mobile[\\/]es[\\/]components[\\/]popup[\\/]popup-base-props|(@react-spring|rc-util|classnames|staged-components|runes2|use-sync-external-store|lodash|dayjs|@babel[\\/]runtime)[\\/])/,
            },
            // Each antd-mobile component in a chunk of its own, so a page
            // fetches the components it uses, not every one some two pages
            // share. Without their dependencies: a component's chunk taking
            // what it imports put the space in the uploader's chunk and the
            // popup in the action sheet's, and every page with a selector or
            // a dialog fetched those (and the gesture library). Its icons are
            // left to the automatic split, which shares each by the pages
            // that use it.
            {
              name: (id: string) => /antd-mobile[\\/]es[\\/]components[\\/]([^\\/]+)/.exec(id)?.[1] ?? null,
              test: /antd-mobile[\\/]es[\\/]components[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': { target: server, ws: true },
      '/api': server,
    },
  },
  test: {
    environment: 'jsdom',
    // (and the codegen plugins' own tests)
    include: ['src/**/*.test.{ts,tsx}', 'codegen/**/*.test.mjs'],
    setupFiles: ['src/test-setup.ts'],
  },
});
