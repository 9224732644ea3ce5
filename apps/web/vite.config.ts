import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/image': 'http://localhost:3000',
      '/proxy-profile-image': 'http://localhost:3000',
    },
  },
  // The manifest lets the server preload each page's chunk in the HTML it serves.
  build: { target: 'es2022', sourcemap: false, assetsInlineLimit: 2048, manifest: true },
});
