import { describe, expect, it } from 'vitest';
import { announcesNavigation, movesFocusToMain, titleToAnnounce } from './route-focus.ts';

describe('a navigation announces the new page', () => {
  it('after a link to another path, and back or forward', () => {
    expect(announcesNavigation('/rv-search', '/rv-rental/a-1', 'PUSH')).toBe(true);
    expect(announcesNavigation('/rv-rental/a-1', '/rv-search', 'POP')).toBe(true);
  });
  it('for a language switch (the same page at its other path)', () => {
    expect(announcesNavigation('/how-it-works', '/fr/comment-ca-fonctionne', 'PUSH')).toBe(true);
  });
  it('not at the first page, for a change of the query or hash alone, nor for a replaced entry', () => {
    expect(announcesNavigation(undefined, '/rv-search', 'POP')).toBe(false);
    expect(announcesNavigation('/rv-search', '/rv-search', 'PUSH')).toBe(false);
    expect(announcesNavigation('/rv-rental/a-1', '/dashboard/trips/7', 'REPLACE')).toBe(false);
  });
});

describe('focus moves to the main region', () => {
  it('when the followed link is gone, from the header or footer, or from the main region itself', () => {
    expect(movesFocusToMain('nowhere')).toBe(true);
    expect(movesFocusToMain('shell')).toBe(true);
    expect(movesFocusToMain('main')).toBe(true);
  });
  it('not when the page placed it (a field, its heading) or a dialog holds it', () => {
    expect(movesFocusToMain('page')).toBe(false);
    expect(movesFocusToMain('dialog')).toBe(false);
  });
});

describe('the title said', () => {
  const shown = (title: string, busy = false) => ({ title, busy });
  it('is the new page’s once it has held still and nothing loads', () => {
    expect(titleToAnnounce(shown('About Rove | Rove'), 'How it works | Rove', 300, 300)).toBe('About Rove | Rove');
  });
  it('waits while the title is the previous page’s, while it just changed, or while the page loads', () => {
    expect(titleToAnnounce(shown('How it works | Rove'), 'How it works | Rove', 900, 900)).toBeUndefined();
    expect(titleToAnnounce(shown('RV rental | Rove'), 'Search | Rove', 100, 400)).toBeUndefined();
    expect(titleToAnnounce(shown('RV rental | Rove', true), 'Search | Rove', 900, 900)).toBeUndefined();
  });
  it('is whatever the title is after 5 s (a page of the same title, a page still loading)', () => {
    expect(titleToAnnounce(shown('Blog | Rove', true), 'Blog | Rove', 5000, 5000)).toBe('Blog | Rove');
  });
});
