// The sitemap's pages and patterns (@rove/contract, written by the server) are the route table's own paths.
import { sitemapPages, sitemapPatterns } from '@rove/contract';
import { describe, expect, it } from 'vitest';
import { type RouteName, routeByName } from '../routes/table.ts';

describe('sitemap pages match the route table', () => {
  it.each(sitemapPages)('$name', (page) => {
    const route = routeByName(page.name as RouteName);
    expect(route?.path).toEqual(page.fr ? { en: page.en, fr: page.fr } : { en: page.en });
    expect(route?.auth).toBeUndefined();
  });
  it.each(Object.entries(sitemapPatterns))('%s', (name, paths) => {
    expect(routeByName(name as RouteName)?.path).toEqual(paths);
  });
});
