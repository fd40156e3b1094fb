import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `.br` and `.gz` beside each script and stylesheet of the build; the server sends them to browsers
 * that accept them (`preCompressed`), so pages load a fraction of the bytes with no compression work per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'dropport-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await fs.readdir(path.join(outDir, 'assets'))).filter((f) => /\.(js|css)$/.test(f));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, 'assets', name);
          const body = await fs.readFile(file);
          if (body.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzip(body, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/** The API server the dev server forwards to (`npm run dev` at the root starts it on port 3000). */
const api = process.env.DROPPORT_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  // '@/lib/http' rather than '../../../lib/http': imports across folders name the folder from src; inside a feature
  // they stay relative.
  resolve: { alias: { '@/': `${path.resolve(import.meta.dirname, 'src')}/` } },
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
