import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// 'sonner' resolves to a lazy stand-in; the stand-in loads the real library as 'sonner-real'.
const sonnerEntry = fileURLToPath(import.meta.resolve('sonner'));
const lazySonner = fileURLToPath(new URL('./src/lib/lazy-sonner.tsx', import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
