import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The demo site (web/src/app) served by `npm start` at http://localhost:5173.
export default defineConfig({
  root: 'web/src/app',
  publicDir: 'public',
  plugins: [react()],
  server: { port: 5173, strictPort: true, fs: { allow: ['../../..'] } },
  preview: { port: 5173, strictPort: true },
  worker: { format: 'es' },
  build: { outDir: '../../../dist/app', emptyOutDir: true, target: 'es2022' },
});
