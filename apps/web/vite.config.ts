import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

// 'sonner' resolves to a lazy stand-in; the stand-in loads the real library as 'sonner-real'.
const sonnerEntry = fileURLToPath(import.meta.resolve('sonner'));
const lazySonner = fileURLToPath(new URL('./src/lib/lazy-sonner.tsx', import.meta.url));

/**
 * CommonJS packages (React DOM above all) are wrapped by the bundler in an arrow function that runs
 * on first require. V8 compiles such a function only when it is called, on the main thread: 7-8 ms
 * of parsing inside React DOM's evaluation on a fast desktop, four times that on a phone. Written
 * as a parenthesized `function` expression, V8 compiles it with the rest of the script instead
 * (its "possibly invoked function" heuristic), which cut that task by a third (issue 24, record
 * 035). Same semantics: module code is strict, the wrappers use neither `this` nor `arguments`.
 */
const eagerCommonJs = (): Plugin => ({
  name: 'eager-commonjs-wrappers',
  apply: 'build',
  renderChunk(code) {
    if (!code.includes('__commonJSMin(((exports')) return null;
    return {
      code: code.replace(
        /__commonJSMin\(\(\((exports(?:, module)?)\) => \{/g,
        '__commonJSMin((function($1) {',
      ),
      map: null,
    };
  },
});

/**
 * V8's explicit compile hint, as the first line of the storefront's large chunks (React DOM, the
 * router, the app, the bigger pages): their functions are compiled with the script (off the main
 * thread while it streams in) instead of one by one on first call, in the middle of hydration.
 * Small chunks gain nothing for the bytes; the back office's chunks (charts and all) go without.
 * Added once the chunks are final (after minification, which drops comments).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const HINTED_MIN_CHARS = 20_000;
const isBackOffice = (moduleIds: string[]) =>
  moduleIds.some((id) =>
    /[\\/]features[\\/]admin[\\/]|[\\/]node_modules[\\/]recharts[\\/]/.test(id),
  );
const compileHint = (): Plugin => ({
  name: 'v8-compile-hint',
  apply: (config) => !config.build?.ssr,
  generateBundle: {
    // Last, after Vite's own generateBundle has written its preload map on the first line.
    order: 'post',
    handler(_, bundle) {
      for (const chunk of Object.values(bundle))
        if (
          chunk.type === 'chunk' &&
          chunk.code.length >= HINTED_MIN_CHARS &&
          !isBackOffice(chunk.moduleIds)
        )
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    },
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), eagerCommonJs(), compileHint()],
  resolve: {
    alias: [
      { find: /^sonner$/, replacement: lazySonner },
      { find: /^sonner-real$/, replacement: sonnerEntry },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/image': 'http://localhost:3000',
      '/proxy-profile-image': 'http://localhost:3000',
    },
  },
  // The manifest lets the server preload each page's chunk in the HTML it serves.
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
    // Every browser the es2022 target runs in but Safari before 17 preloads modules natively;
    // there the polyfill's fetches only warmed a cache the imports fill anyway (record 047).
    modulePreload: { polyfill: false },
    manifest: true,
    rolldownOptions: {
      output: {
        // React DOM in a chunk of its own: the entry evaluates it, then the app, as two shorter
        // tasks instead of one long one (src/boot.ts).
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
            // How prices read (record 036) and what they read the rates with (TanStack Query's
            // useQuery, the API client): small modules nearly every page needs, in one chunk
            // instead of a dozen, each with its own imports and exports (home JS: -2 KB gzip).
            // The variant rules the cards and the cart read join them (record 043).
            {
              name: 'shop-core',
              test: /(packages[\\/]shared[\\/]src[\\/](money|money-text|currency|pricing|shop-money|variants|variant-limits)\.ts|src[\\/](lib[\\/]shop-pricing\.ts|components[\\/]ui[\\/]price\.tsx|components[\\/]product[\\/](product-price\.tsx|product-stock\.ts)))$/,
            },
          ],
        },
      },
    },
  },
});
