// The staff console's build (issue 56): a second pass over the same
// project, after the member app's (`npm run build` runs both). A second
// input of the member build would share chunks with it — measured: the
// member's base chunk grew 164.7 → 182.2 KiB — so the console builds
// apart: its page at dist/admin/index.html, its chunks under
// assets/admin/, the member app's files untouched (emptyOutDir: false).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const server = process.env.API_ORIGIN ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  publicDir: false,
  resolve: {
    alias: {
      'resize-observer-polyfill': fileURLToPath(new URL('./src/lib/shims/resize-observer.ts', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    assetsDir: 'assets/admin',
    rolldownOptions: {
      input: fileURLToPath(new URL('./admin/index.html', import.meta.url)),
      output: {
        // The framework in chunks of its own (fetched once, cached across
        // deployments of the pages); antd's components are left to the
        // automatic split, shared by the pages that use them.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'apollo', test: /node_modules[\\/](@apollo[\\/]client|optimism|@wry|rxjs|graphql|tslib)[\\/]/ },
            // ECharts (概览's trend), a library chunk fetched only by the
            // page that charts, not part of that page's own chunk.
            { name: 'echarts', test: /node_modules[\\/](echarts|zrender)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': { target: server, ws: true },
      '/api': server,
      '/export': server,
    },
  },
});
