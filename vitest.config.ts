import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Debian's Chromium (Playwright cannot download browsers here); the flags keep it off the network.
export const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  plugins: [react()],
  worker: { format: 'es' },
  // The corpus and spec live beside the project, in ../shared (there in CI too).
  server: { fs: { allow: ['.', '../shared'] } },
  // Pre-bundled up front, so Vite never reloads the browser page mid-run on discovering one.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      'comlink',
      'zustand',
      'zustand/vanilla',
      'vitest-browser-react',
      'axe-core',
      'react-dom/server',
      // The streaming libraries, lazy chunks the players import on demand.
      'hls.js',
      'dashjs',
      // The lazy chunks of the text and 3D items.
      'dompurify',
      '@google/model-viewer',
      // The full-screen viewer's chunk.
      'focus-trap',
      // The map's lazy chunk.
      'leaflet',
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['{bindings,web,bench,bin,tests}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['{bindings,web,tests}/**/*.browser.test.{ts,tsx}'],
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromium }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
