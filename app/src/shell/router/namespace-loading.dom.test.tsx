// The catalogue loads per page namespace (issue 22): a page starts with the words the server inlined (or its own
// namespaces), another namespace loads when a component first asks for it, and a language switch loads the other
// language of every namespace in use before switching.
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import enSearch from '../../../../locales/en/search.json';
import { routeNamespaces } from './route-namespaces.ts';
import { routeTable } from '../../routes/table.ts';
import { i18n, initI18n, loadNamespaces, namespaces, setLocale } from '../../i18n/i18n.ts';

beforeEach(() => localStorage.clear());

describe('loading the catalogue per namespace', () => {
  it('starts with the inlined words and fetches nothing else but the core', async () => {
    await initI18n('en', { preload: [], inlined: { common: { greeting: 'Inlined hello' } } });
    expect(i18n.t('greeting')).toBe('Inlined hello');
    expect(i18n.hasResourceBundle('en', 'search')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'bookings')).toBe(false);
  });

  it('loads a page’s namespaces on demand and keeps each one in the 24-hour cache', async () => {
    await initI18n('en', { preload: [] });
    expect(i18n.hasResourceBundle('en', 'search')).toBe(false);
    await loadNamespaces(['search']);
    expect(i18n.getResourceBundle('en', 'search')).toEqual(enSearch);
    expect(JSON.parse(localStorage.getItem('rove:messages:en:search') ?? '{}').messages).toEqual(enSearch);
  });

  it('suspends a component whose namespace is not loaded yet, then shows its words', async () => {
    await initI18n('en', { preload: [] });
    const words = enSearch as Record<string, unknown>;
    const key = Object.keys(words).find((k) => typeof words[k] === 'string');
    expect(key).toBeDefined();
    function Words() {
      const { t } = useTranslation('search');
      return <p>{t(key as string)}</p>;
    }
    render(
      <Suspense fallback={<p>loading</p>}>
        <Words />
      </Suspense>,
    );
    expect(await screen.findByText(words[key as string] as string)).toBeInTheDocument();
  });

  it('switches language with the other language of every namespace in use', async () => {
    await initI18n('en', { preload: ['search'] });
    await setLocale('fr');
    expect(i18n.language).toBe('fr');
    expect(i18n.hasResourceBundle('fr', 'search')).toBe(true);
    expect(i18n.hasResourceBundle('fr', 'common')).toBe(true);
    await setLocale('en');
  });
});

describe('the namespaces each page preloads', () => {
  it('are catalogue namespaces, and the key pages have their own', () => {
    for (const route of routeTable) for (const ns of routeNamespaces(route.name)) expect(namespaces).toContain(ns);
    expect(routeNamespaces('rv-search')).toContain('search');
    expect(routeNamespaces('rv-rental')).toContain('listing');
    expect(routeNamespaces('rv-rental-request-to-book')).toContain('booking');
    expect(routeNamespaces('dashboard-bookings-id')).toContain('bookings');
  });
});
