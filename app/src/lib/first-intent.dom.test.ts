import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferUntilFirstIntent, firstIntent, intentEvents, intentReached, intentWithin } from './first-intent.ts';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

let release: () => void = () => {};

function page() {
  document.body.innerHTML = `
    <header data-slot="site-header"><button id="menu">Menu</button></header>
    <div data-slot="guest-picker"><button id="guests">2 guests</button></div>
    <p id="text">Words</p>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return { menu: byId('menu'), guests: byId('guests'), text: byId('text') };
}

afterEach(() => {
  release();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the reader’s intent', () => {
  it('holds nothing back unless a page defers', async () => {
    expect(intentReached()).toBe(true);
    expect(await settled(firstIntent())).toBe(true);
    expect(await settled(intentWithin('[data-slot=guest-picker]'))).toBe(true);
  });

  it.each(intentEvents)('is reached anywhere at the first %s', async (type) => {
    page();
    release = deferUntilFirstIntent(window);
    expect(intentReached()).toBe(false);
    expect(await settled(firstIntent())).toBe(false);
    document.getElementById('text')?.dispatchEvent(new Event(type, { bubbles: true }));
    expect(intentReached()).toBe(true);
    expect(await settled(firstIntent())).toBe(true);
  });

  it.each(['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click'])(
    'lets a widget’s code load at a %s inside it, not at one elsewhere',
    async (type) => {
      const { guests, menu, text } = page();
      release = deferUntilFirstIntent(window);
      const picker = intentWithin('[data-slot=guest-picker]');
      text.dispatchEvent(new Event(type, { bubbles: true }));
      menu.dispatchEvent(new Event(type, { bubbles: true }));
      expect(await settled(picker)).toBe(false);
      guests.dispatchEvent(new Event(type, { bubbles: true }));
      expect(await settled(picker)).toBe(true);
    },
  );

  it('remembers an input that came before the widget asked', async () => {
    const { menu } = page();
    release = deferUntilFirstIntent(window);
    menu.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(await settled(intentWithin('[data-slot=site-header]'))).toBe(true);
    expect(await settled(intentWithin('[data-slot=guest-picker]'))).toBe(false);
  });

  it('counts the element a reader focused before the page deferred as their input there (a box typed in early)', async () => {
    const { guests } = page();
    guests.focus();
    release = deferUntilFirstIntent(window);
    expect(intentReached()).toBe(true);
    expect(await settled(intentWithin('[data-slot=guest-picker]'))).toBe(true);
    expect(await settled(intentWithin('[data-slot=site-header]'))).toBe(false);
  });

  it('has no fallback: a reader who does not act loads nothing more, however long they stay', async () => {
    vi.useFakeTimers();
    page();
    release = deferUntilFirstIntent(window);
    const picker = intentWithin('[data-slot=guest-picker]');
    vi.advanceTimersByTime(60_000);
    expect(intentReached()).toBe(false);
    vi.useRealTimers();
    expect(await settled(picker)).toBe(false);
    expect(await settled(firstIntent())).toBe(false);
  });

  it('can be released at once by the page (the function it returns)', async () => {
    page();
    release = deferUntilFirstIntent(window);
    const picker = intentWithin('[data-slot=guest-picker]');
    expect(intentReached()).toBe(false);
    release();
    expect(intentReached()).toBe(true);
    expect(await settled(picker)).toBe(true);
  });
});
