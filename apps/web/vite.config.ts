import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The API server the dev server forwards to (`npm run dev` at the root starts it on port 3000). */
const api = process.env.DROPPORT_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Pages are lazy routes; these groups keep the framework out of the page chunks so that
        // a page loads only the antd components it uses on top of a shared, long-cached core.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            { name: 'data', test: /node_modules[\\/](@tanstack|axios|zustand|i18next|react-i18next)[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/v1': api, '/api': api, '/files': api, '/docs': api, '/openapi.json': api },
  },
});
