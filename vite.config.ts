// The app's build: app/ is the Vite root, output in app/dist with a manifest (read by `npm run bench`).
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: `${root}app`,
  publicDir: `${root}app/public`,
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@rove/ui': `${root}ui/src/index.ts` } },
  build: {
    outDir: `${root}app/dist`,
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    target: 'es2022',
  },
  server: { port: Number(process.env.VITE_PORT ?? 5173), strictPort: true },
});
