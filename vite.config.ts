import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';
// The issuer must equal the origin the browser uses: forward without rewriting Host.
const proxy = { target: apiOrigin, changeOrigin: false };

/**
 * The code is written against React's API and types and runs on Preact's compatibility layer
 * (docs/decisions/008-preact-runtime.md): React and React DOM would be 57 KB gzip more on every
 * page. Dev, build and the component tests (vitest.config.ts extends this file) resolve the same
 * runtime. Back to React: delete these entries, put @vitejs/plugin-react's react() in place of
 * preact() below and drop src/web/lib/preact-effects.ts.
 */
export const reactOnPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

export default defineConfig({
  // Preact's own plugin: JSX for Preact, Prefresh for hot reload (React's Fast Refresh reports
  // updates but re-renders nothing under Preact), preact/debug in dev. Its aliases stay off:
  // the list above is the one place that says what resolves to Preact.
  plugins: [preact({ reactAliasesEnabled: false }), tailwindcss(), precompress()],
  resolve: {
    alias: [
      { find: '@shared', replacement: fileURLToPath(new URL('./src/shared', import.meta.url)) },
      { find: '@web', replacement: fileURLToPath(new URL('./src/web', import.meta.url)) },
      ...reactOnPreact,
    ],
  },
  define: {
    __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)),
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      // React Router reads React.useOptimistic and falls back when it is missing, as in Preact.
      onLog(level, log, handler) {
        const missingOptimistic =
          log.code === 'IMPORT_IS_UNDEFINED' && /useOptimistic/.test(log.message);
        if (!missingOptimistic) handler(level, log);
      },
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        silentRenew: fileURLToPath(new URL('./silent-renew.html', import.meta.url)),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': proxy, '/oidc': proxy, '/interaction': proxy, '/interaction-assets': proxy },
  },
});
