import { describe, expect, it } from 'vitest';
import { movesFocusToMain, type RouteChange } from './route-focus.ts';

const change = (over: Partial<RouteChange>): RouteChange => ({
  fromPath: '/rv-search',
  toPath: '/rv-rental/2017-heartland-fuel-305-calgary-317',
  kind: 'PUSH',
  focus: 'nowhere',
  ...over,
});

describe('focus after a navigation', () => {
  it('moves to the main region after a link to another page, whose element is gone', () => {
    expect(movesFocusToMain(change({}))).toBe(true);
  });
  it('moves there from the header or footer link that led there, and back or forward too', () => {
    expect(movesFocusToMain(change({ focus: 'shell' }))).toBe(true);
    expect(movesFocusToMain(change({ kind: 'POP' }))).toBe(true);
    expect(movesFocusToMain(change({ focus: 'main' }))).toBe(true);
  });
  it('leaves focus a page placed itself: a field, its heading, a dialog', () => {
    expect(movesFocusToMain(change({ focus: 'page' }))).toBe(false);
    expect(movesFocusToMain(change({ focus: 'dialog' }))).toBe(false);
  });
  it('moves nothing at the first page, for a change of the query or hash alone, or for a replaced entry', () => {
    expect(movesFocusToMain(change({ fromPath: undefined }))).toBe(false);
    expect(movesFocusToMain(change({ toPath: '/rv-search' }))).toBe(false);
    expect(movesFocusToMain(change({ kind: 'REPLACE' }))).toBe(false);
  });
  it('moves for a language switch (the same page at its other path)', () => {
    expect(movesFocusToMain(change({ fromPath: '/how-it-works', toPath: '/fr/comment-ca-fonctionne', focus: 'shell' }))).toBe(true);
  });
});
