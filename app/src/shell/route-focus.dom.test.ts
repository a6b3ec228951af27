import { describe, expect, it } from 'vitest';
import { focusPlace } from './route-focus.ts';

describe('where focus is after a page has rendered', () => {
  it('names the document, the shell, the main region, the page and a dialog', () => {
    document.body.innerHTML = `
      <header><a href="/fr" id="switch">English</a></header>
      <main id="main" tabindex="-1"><h1>Title</h1><input id="field" /></main>
      <div role="dialog"><button id="close">Close</button></div>`;
    const main = document.getElementById('main');
    const place = (id: string | null) => focusPlace(id ? document.getElementById(id) : null, main, document.body);
    expect(place(null)).toBe('nowhere');
    expect(focusPlace(document.body, main, document.body)).toBe('nowhere');
    expect(place('switch')).toBe('shell');
    expect(place('main')).toBe('main');
    expect(place('field')).toBe('page');
    expect(place('close')).toBe('dialog');
    // The link the reader followed, gone with the page it was on.
    const gone = document.getElementById('field');
    gone?.remove();
    expect(focusPlace(gone, main, document.body)).toBe('nowhere');
  });
});
