import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  plugins: [react()],
  resolve: {
    alias: {
      // The shared rules are compiled from source, so the SPA never waits for a contracts build.
      '@gameshift/contracts': fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)),
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  // The server renderer is one self-contained CommonJS file the backend requires as it is.
  ssr: { noExternal: true, target: 'node' },
  // The bundled React takes its production build whatever NODE_ENV the server runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs' } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Inlined data: URLs for small assets are allowed by the CSP (img-src data:), scripts are never inlined.
        assetsInlineLimit: 4096,
        // Lets the server name the chunks and stylesheets of each rendered page, so its HTML is
        // styled before any page chunk runs and the chunks download at once.
        manifest: true,
      },
}));
