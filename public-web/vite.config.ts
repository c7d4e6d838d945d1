import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// Sent as written, less its comment lines and indentation: the page waits for nothing else this small.
const BOOT_SOURCE = readFileSync(fileURLToPath(new URL('./boot.js', import.meta.url)), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('//') && !line.startsWith('/*'))
  .join('\n');

/**
 * The built page starts its entry script from a tiny boot script after the first paint (boot.js):
 * on a slow phone the entry no longer shares the bandwidth that the server-rendered page's paint
 * needs. The boot script is written into the page itself: as a file of its own it was one more
 * request ahead of the paint, which put a page's LCP at 1.14 to 1.17 times its script-free copy's
 * (Lighthouse's mobile simulation) where inline it paints as the copy does. The server allows it in
 * the Content-Security-Policy by its hash (backend/src/web/inline-scripts.ts), so nothing else
 * written into a page can run.
 */
function startAfterPaint(): Plugin {
  if (BOOT_SOURCE.includes('</')) throw new Error('start-after-paint: boot.js must not contain "</", which would end its script element');
  return {
    name: 'start-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        if (!entry.test(html)) throw new Error('start-after-paint: the entry script tag was not found in index.html');
        // The server adds the page's chunks to data-chunks; boot.js requests them with the entry.
        return html.replace(entry, (_tag, src: string) => `<script type="module" data-entry="${src}">${BOOT_SOURCE}</script>`);
      },
    },
  };
}

/** A language's compiled texts (contracts/src/i18n/page-catalogues/<locale>.generated.ts). */
const PAGE_CATALOGUE = /contracts[\\/]src[\\/]i18n[\\/]page-catalogues[\\/]([\w-]+)\.generated\.ts$/;

export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  plugins: isSsrBuild ? [react()] : [react(), startAfterPaint()],
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
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
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
            // A language's chunk is named after the language alone (`ja-<hash>.js`), as a reader of
            // the built files and the delivery test look for it.
            chunkFileNames: ({ facadeModuleId }) => `assets/${PAGE_CATALOGUE.exec(facadeModuleId ?? '')?.[1] ?? '[name]'}-[hash].js`,
            // `/` loads three scripts, not six: each response costs a phone its headers and a round trip.
            codeSplitting: {
              groups: [
                // What the first render needs (React, the router, the messages) goes in the entry itself.
                { name: 'index', tags: ['$initial'], priority: 2 },
                // The helpers the reserve page shares with the other pages (API client, page title,
                // handle rules and alternatives) travel as one chunk; the email rule
                // loads with the reservation call, once the email step shows. The route chunks stay as
                // they are: the server names them by module in the manifest.
                {
                  name: 'shared',
                  test: /public-web[\\/]src[\\/](lib[\\/]apiClient|hooks[\\/]useDocumentTitle|api[\\/]resendVerification)\.ts$|contracts[\\/]src[\\/](handle|blocklists|suggestions)\.ts$/,
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
