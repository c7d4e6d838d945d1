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
        rolldownOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs' } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Inlined data: URLs for small assets are allowed by the CSP (img-src data:), scripts are never inlined.
        assetsInlineLimit: 4096,
        // Lets the server name the chunks and stylesheets of each rendered page, so its HTML is
        // styled before any page chunk runs and the chunks download at once.
        manifest: true,
        // Every browser the site supports preloads modules itself.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            // `/` loads three scripts, not six: each response costs a phone its headers and a round trip.
            codeSplitting: {
              groups: [
                // What the first render needs (React, the router, the messages) goes in the entry itself.
                { name: 'index', tags: ['$initial'], priority: 2 },
                // The helpers the reserve page shares with the other pages (API client, page title,
                // countdown, handle and email rules) travel as one chunk. The route chunks stay as
                // they are: the server names them by module in the manifest.
                {
                  name: 'shared',
                  test: /public-web[\\/]src[\\/](lib[\\/]apiClient|hooks[\\/]use(Countdown|DocumentTitle)|api[\\/]resendVerification)\.ts$|contracts[\\/]src[\\/](handle|blocklists|email)\.ts$/,
                  priority: 1,
                },
                // Likewise the small helpers the article shares with its lazily loaded parts.
                {
                  name: 'news',
                  test: /public-web[\\/]src[\\/]hooks[\\/]useIsClient\.ts$|contracts[\\/]src[\\/]news-posts\.ts$/,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
}));
