// The app's build: app/ is the Vite root, output in app/dist with a manifest (read by `npm run bench`).
// The rove-build-id plugin writes build-id.json (the app polls it to notice a new deploy, spec 001 section 7).
// In development /api and the geocoding paths are proxied to the server (ROVE_API_URL, default http://localhost:3000).
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

function buildIdPlugin(): Plugin {
  const buildId = process.env.ROVE_BUILD_ID ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: 'rove-build-id',
    config: (_config, { command }) => ({
      define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(command === 'build' ? buildId : 'dev') },
    }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build-id.json', source: `${JSON.stringify({ buildId })}\n` });
    },
  };
}

const apiTarget = process.env.ROVE_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: `${root}app`,
  publicDir: `${root}app/public`,
  plugins: [react(), tailwindcss(), buildIdPlugin()],
  resolve: { alias: { '@rove/ui': `${root}ui/src/index.ts` } },
  build: {
    outDir: `${root}app/dist`,
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: true,
    proxy: Object.fromEntries(
      ['/api', '/Geocoding', '/Place', '/oidc', '/photos'].map((path) => [path, { target: apiTarget, changeOrigin: true }]),
    ),
  },
});
