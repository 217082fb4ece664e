import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { DEFAULT_LOCALE } from './domain/locale';
import { brandIcons } from './scripts/brand-icons';
import { appManifest, localizedHead } from './scripts/localized-head';
import { staticSplash } from './scripts/static-splash';

const API_PORT = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  root: 'web',
  // No public folder: every file served is built (boot.js minified, icons drawn: scripts/).
  publicDir: false,
  plugins: [
    react(),
    tailwindcss(),
    brandIcons(),
    staticSplash(),
    localizedHead(),
    VitePWA({
      // A new release waits until the customer taps Reload (web/src/app/UpdatePrompt.tsx): never
      // swapped under someone half-way through a transfer.
      registerType: 'prompt',
      // Registered from the app's own bundle: the CSP allows no inline script.
      injectRegister: false,
      manifest: appManifest(DEFAULT_LOCALE),
      workbox: {
        // The app shell and its static files only. Nothing from /api is ever cached: answers are
        // personal (and money), so they always come from the server or not at all.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Every page the worker serves is a returning visit: the page without the splash (issue 34;
        // scripts/static-splash.ts), / included.
        navigateFallback: '/app.html',
        directoryIndex: 'app.html',
        // The API and the health probes are the server's own answers, never the app shell.
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/(healthz|readyz)(\/|$)/],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        sourcemap: false,
      },
    }),
  ],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // The page's own modules (index.html, read by boot.js) and what they load lazily keep their
    // preloads. Imports made from lazy chunks (a screen's own imports, the send screen's many)
    // get none: Vite's helper adds a <link rel=modulepreload> per dependency at run time, and
    // inserting ~40 of them cost the send screen ~170 ms of main-thread work (decision 027); the
    // browser fetches a chunk's imports itself as it parses it. The signed-in app's own chunk is
    // loaded the same way although the 'app' chunk imports it: its 13 links were inserted in one task
    // while the splash was up, 74 ms on this machine against 19 ms for the browser's own 13 requests
    // (docs/PERFORMANCE.md § Lighthouse on the send screen, fifteenth session).
    modulePreload: {
      resolveDependencies: (file, dependencies, { hostId, hostType }) =>
        hostType === 'html' || (/(^|[\\/])(app|index|startup)-[\w-]+\.js$/.test(hostId) && !/SignedInApp-/.test(file)) ? dependencies : [],
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is needed before the first screen shows: one
          // chunk compresses better than the dozen small shared chunks Rolldown otherwise makes
          // (~4 KB gzipped less on the sign-in screen). Lazy screens still get chunks of their own.
          groups: [
            { name: 'startup', test: /node_modules[\\/]/, tags: ['$initial'] },
            // Our own modules the first screen needs, likewise in one chunk: shared with lazy screens
            // (the API client, the live texts), Rolldown would otherwise split them into many small ones.
            { name: 'app', test: /[\\/](web[\\/]src|domain)[\\/]/, tags: ['$initial'] },
            // The icons lazy screens use, in one chunk (~6 KB gzipped) instead of one per icon (~250 B
            // each): a mailed link's details page needed 13 of them, each a request of its own
            // (docs/PERFORMANCE.md § A mailed link). Icons the first screen uses stay in 'startup'.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 3000,
    // `npm run dev`: the API runs on its own port behind this proxy, so the browser sees one origin.
    proxy: Object.fromEntries(
      ['/api', '/healthz', '/readyz'].map((prefix) => [prefix, { target: `http://127.0.0.1:${API_PORT}`, changeOrigin: false }]),
    ),
  },
});
