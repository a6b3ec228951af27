import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import enCommon from '../../../locales/en/common.json';
import enHome from '../../../locales/en/home.json';
import enMeta from '../../../locales/en/meta.json';
import { initI18n } from '../i18n/i18n.ts';
import { buildRoutes } from './router/build-routes.tsx';

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
}

// English sentences of the app's catalogues (short words such as "Blog" or "Menu" are the same in both languages).
const englishSentences = [...strings(enCommon), ...strings(enHome), ...strings(enMeta)]
  .map((s) => s.replace(/\{\{\w+\}\}/g, '').trim())
  .filter((s) => s.split(/\s+/).length >= 3);

beforeAll(async () => {
  await initI18n('fr');
});

describe('French pages', () => {
  it.each(['/fr', '/fr/a-propos', '/fr/recherche-vr', '/fr/connexion', '/fr/nulle-part', '/fr/locations-vr/camping/algonquin'])(
    '%s shows no English sentence',
    async (path) => {
      const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
      render(<RouterProvider router={router} />);
      await screen.findAllByRole('heading', { level: 1, hidden: true });
      const text = document.body.textContent ?? '';
      expect(englishSentences.filter((sentence) => text.includes(sentence))).toEqual([]);
      expect(document.title).not.toMatch(/^(RV|About|Search|Sign|Page not)/);
    },
  );
});
