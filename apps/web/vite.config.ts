import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/api', '/comply', '/cj', '/admin-api', '/docs'].map((p) => [p, api])),
  },
  build: {
    chunkSizeWarningLimit: 1500,
  },
});
