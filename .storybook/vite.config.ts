// Storybook's Vite config (`storybook dev` and `storybook build`; the Vitest project uses vitest.config.ts): what the
// stories need of the app's (React, Tailwind, @rove/ui from its sources, the page loaders' sources), none of what
// only the app's server needs (build id, precompression, font preloads at absolute paths, first-paint HTML, the
// app's public folder). Storybook adds its own plugins, root and base to it.
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pageSourcesPlugin } from '../scripts/page-sources-plugin.ts';
import { answerGuardsPlugin } from '../scripts/answer-guards.ts';
import { uiSourceAliases } from '../scripts/ui-source-aliases.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss(), pageSourcesPlugin(`${root}app/`), answerGuardsPlugin()],
  resolve: { alias: uiSourceAliases(root) },
  publicDir: false,
});
