import { afterEach, describe, expect, it } from 'vitest';
import { applyHeldStylesheetWhenNeeded } from './held-stylesheet.ts';

/** A page as the server sends it: its markup, then the full stylesheet held at the end of the body (no address: nothing loads). */
function servedPage(held = true) {
  document.body.innerHTML = `
    <div id="root"><main class="mx-auto px-4"><p class="text-sm text-muted-foreground">Words</p><ul id="list" class="grid"></ul></main></div>
    <link rel="stylesheet" ${held ? 'media="print" data-held' : ''}>`;
  return document.body.querySelector('link') as HTMLLinkElement;
}

/** MutationObserver callbacks run as microtasks: let them. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the full stylesheet stays held until the page shows a class its rules in place may not hold', () => {
  it('stays held while the page shows only classes its markup had (hydration, a class list changing among them)', async () => {
    const link = servedPage();
    void applyHeldStylesheetWhenNeeded(document);
    const item = document.createElement('li');
    item.className = 'px-4 text-sm';
    document.getElementById('list')?.append(item);
    (document.querySelector('p') as HTMLElement).className = 'grid mx-auto';
    await observed();
    expect(link.media).toBe('print');
  });

  it('applies when an element with a new class arrives, however deep inside what was added', async () => {
    const link = servedPage();
    void applyHeldStylesheetWhenNeeded(document);
    const dialog = document.createElement('div');
    dialog.className = 'grid';
    dialog.innerHTML = '<div class="px-4"><button class="rounded-full bg-primary">Close</button></div>';
    document.body.append(dialog);
    await observed();
    expect(link.media).toBe('all');
  });

  it('applies when an element already there takes a new class', async () => {
    const link = servedPage();
    void applyHeldStylesheetWhenNeeded(document);
    document.querySelector('p')?.classList.add('line-through');
    await observed();
    expect(link.media).toBe('all');
  });

  it('counts the classes the server inlined for parts drawn later as known', async () => {
    const link = servedPage();
    void applyHeldStylesheetWhenNeeded(document, ['table-fixed', 'border-collapse']);
    const table = document.createElement('table');
    table.className = 'table-fixed border-collapse text-sm';
    document.getElementById('root')?.append(table);
    await observed();
    expect(link.media).toBe('print');
    table.classList.add('capitalize');
    await observed();
    expect(link.media).toBe('all');
  });

  it('once applied, stops watching', async () => {
    const link = servedPage();
    void applyHeldStylesheetWhenNeeded(document);
    document.querySelector('p')?.classList.add('underline');
    await observed();
    link.media = 'print';
    document.querySelector('p')?.classList.add('italic');
    await observed();
    expect(link.media).toBe('print');
  });

  it('resolves once the file has loaded, or failed (the rules in place stay)', async () => {
    let link = servedPage();
    let done = false;
    void applyHeldStylesheetWhenNeeded(document).then(() => {
      done = true;
    });
    await observed();
    expect(done).toBe(false);
    link.dispatchEvent(new Event('load'));
    await observed();
    expect(done).toBe(true);

    link = servedPage();
    done = false;
    void applyHeldStylesheetWhenNeeded(document).then(() => {
      done = true;
    });
    link.dispatchEvent(new Event('error'));
    await observed();
    expect(done).toBe(true);
  });

  it('does nothing on a page without a held stylesheet', async () => {
    const link = servedPage(false);
    await applyHeldStylesheetWhenNeeded(document);
    document.querySelector('p')?.classList.add('underline');
    await observed();
    expect(link.getAttribute('media')).toBeNull();
  });
});
