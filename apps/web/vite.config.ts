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

export default defineConfig({
  plugins: [react(), tailwindcss(), eagerCommonJs()],
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
    manifest: true,
    rolldownOptions: {
      output: {
        // React DOM in a chunk of its own: the entry evaluates it, then the app, as two shorter
        // tasks instead of one long one (src/boot.ts).
        codeSplitting: {
          groups: [{ name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
