import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// In development the Rust server runs on :8080; the client proxies to it.
const server = process.env.API_ORIGIN ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/graphql': { target: server, ws: true },
      '/api': server,
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
