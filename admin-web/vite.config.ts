import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // The backend serves the portal under /admin, and the router uses the same basename.
  base: '/admin/',
  plugins: [react()],
  resolve: {
    alias: {
      // The shared rules are compiled from source, so the portal never waits for a contracts build.
      '@gameshift/contracts': fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)),
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Inlined data: URLs for small assets are allowed by the CSP (img-src data:), scripts are never inlined.
    assetsInlineLimit: 4096,
    // The sign-in chunk (react-admin's core with MUI, about 600 kB minified, 160 kB brotli) and the
    // portal chunk loaded after sign-in are both above Vite's 500 kB warning.
    chunkSizeWarningLimit: 700,
  },
});
