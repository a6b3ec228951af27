import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayClicksUntil, routerTakes } from './replay-click.ts';

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

function page() {
  document.body.innerHTML = `
    <div data-slot="guest-picker"><button type="button" id="guests">2 guests</button>
      <button type="button" id="calendar"><svg viewBox="0 0 24 24"><path id="calendar-icon" d="M3 3h18v18H3z"></path></svg></button><div role="spinbutton" tabindex="0" id="day">dd</div>
      <label id="pets-label"><input type="checkbox" id="pets"> Pets</label>
      <label id="total-label"><input type="checkbox" role="switch" id="total"><span id="total-text">Show the trip total</span></label>
      <label for="where" id="where-label">Where</label><input id="where"><a href="#help" id="help">Help</a>
      <a href="/how-it-works?from=header" id="own">How it works</a><a href="https://example.org/x" id="away">Elsewhere</a>
      <a href="/fr" hreflang="fr" id="french">Français</a></div>
    <button type="button" id="elsewhere">Elsewhere</button>`;
  return {
    guests: document.getElementById('guests') as HTMLButtonElement,
    day: document.getElementById('day') as HTMLElement,
    elsewhere: document.getElementById('elsewhere') as HTMLButtonElement,
    pets: document.getElementById('pets') as HTMLInputElement,
    petsLabel: document.getElementById('pets-label') as HTMLLabelElement,
    help: document.getElementById('help') as HTMLAnchorElement,
    own: document.getElementById('own') as HTMLAnchorElement,
    away: document.getElementById('away') as HTMLAnchorElement,
    french: document.getElementById('french') as HTMLAnchorElement,
    calendar: document.getElementById('calendar') as HTMLButtonElement,
    calendarIcon: document.getElementById('calendar-icon') as unknown as SVGPathElement,
    total: document.getElementById('total') as HTMLInputElement,
    totalLabel: document.getElementById('total-label') as HTMLLabelElement,
    totalText: document.getElementById('total-text') as HTMLElement,
    where: document.getElementById('where') as HTMLInputElement,
    whereLabel: document.getElementById('where-label') as HTMLLabelElement,
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a click on a widget still waiting for its code', () => {
  it('is replayed on the same element once the code has arrived', async () => {
    const { guests } = page();
    let arrive: () => void = () => {};
    const ready = new Promise<void>((resolve) => (arrive = resolve));
    replayClicksUntil(ready, () => '[data-slot=guest-picker]');
    guests.click();
    // The widget's handler exists only once its code has hydrated it.
    const opened = vi.fn<() => void>();
    guests.addEventListener('click', opened);
    arrive();
    await ready;
    await frame();
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('gives focus, not a click, to a date segment', async () => {
    const { day } = page();
    const ready = Promise.resolve();
    replayClicksUntil(ready, () => '[data-slot=guest-picker]');
    day.click();
    await ready;
    await frame();
    expect(document.activeElement).toBe(day);
  });

  it('is not replayed when the reader clicked elsewhere since, or when no widget waits', async () => {
    const { guests, elsewhere } = page();
    let ready = Promise.resolve();
    replayClicksUntil(ready, () => '[data-slot=guest-picker]');
    guests.click();
    elsewhere.click();
    const opened = vi.fn<() => void>();
    guests.addEventListener('click', opened);
    await ready;
    await frame();
    expect(opened).not.toHaveBeenCalled();

    ready = Promise.resolve();
    replayClicksUntil(ready, () => null);
    guests.click();
    opened.mockClear();
    await ready;
    await frame();
    expect(opened).not.toHaveBeenCalled();
  });

  it('holds a box’s tick until the widget can take it, then ticks it once', async () => {
    const { pets } = page();
    let arrive: () => void = () => {};
    const ready = new Promise<void>((resolve) => (arrive = resolve));
    replayClicksUntil(ready, () => '[data-slot=guest-picker]');
    pets.click();
    // Not ticked behind the (not yet hydrated) widget's back.
    expect(pets.checked).toBe(false);
    arrive();
    await ready;
    await frame();
    expect(pets.checked).toBe(true);
  });

  it('replays a click on a switch’s label on the switch: its hydrated label ignores a click without a pointer', async () => {
    const { total, totalLabel, totalText } = page();
    let arrive: () => void = () => {};
    const ready = new Promise<void>((resolve) => (arrive = resolve));
    replayClicksUntil(ready, () => '[data-slot=guest-picker]');
    totalText.click();
    expect(total.checked).toBe(false);
    // As React Aria's label does once hydrated: it handles a pointer's press itself and cancels the label's own click.
    totalLabel.addEventListener('click', (event) => {
      if (event.target !== total) event.preventDefault();
    });
    arrive();
    await ready;
    await frame();
    expect(total.checked).toBe(true);
  });

  it('replays a click on a button’s icon (SVG, which has no click()) on the button', async () => {
    const { calendar, calendarIcon } = page();
    let arrive: () => void = () => {};
    const ready = new Promise<void>((resolve) => (arrive = resolve));
    replayClicksUntil(ready, () => '[data-slot=guest-picker]');
    calendarIcon.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    const opened = vi.fn<() => void>();
    calendar.addEventListener('click', opened);
    const failures: unknown[] = [];
    const onError = (event: ErrorEvent) => failures.push(event.error);
    window.addEventListener('error', onError);
    arrive();
    await ready;
    await frame();
    window.removeEventListener('error', onError);
    expect(failures).toEqual([]);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('gives focus to the box a clicked label names', async () => {
    const { where, whereLabel } = page();
    const ready = Promise.resolve();
    replayClicksUntil(ready, () => '[data-slot=guest-picker]');
    whereLabel.click();
    await ready;
    await frame();
    expect(document.activeElement).toBe(where);
  });

  it('leaves a link to the browser', async () => {
    const { help } = page();
    const ready = Promise.resolve();
    replayClicksUntil(ready, () => '[data-slot=guest-picker]');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    help.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    const followed = vi.fn<() => void>();
    help.addEventListener('click', followed);
    await ready;
    await frame();
    expect(followed).not.toHaveBeenCalled();
  });

  it('follows one of our links through the router, in place: the page changes as if the link had its code', async () => {
    const { own, away } = page();
    const navigate = vi.fn<(to: string) => boolean>(() => true);
    replayClicksUntil(new Promise(() => {}), () => '[data-slot=guest-picker]', window, navigate);
    const click = (link: HTMLAnchorElement, init: MouseEventInit = {}) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      link.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(click(own)).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/how-it-works?from=header');
    // Another site, a new tab (a modifier key), or a router not ready yet: the browser's.
    navigate.mockClear();
    expect(click(away)).toBe(false);
    expect(click(own, { ctrlKey: true })).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    navigate.mockReturnValue(false);
    expect(click(own)).toBe(false);
  });

  it('holds a link to the other language and replays it once its code is there (it writes the language cookie)', async () => {
    const { french } = page();
    let arrive: () => void = () => {};
    const ready = new Promise<void>((resolve) => (arrive = resolve));
    const navigate = vi.fn<(to: string) => boolean>(() => true);
    replayClicksUntil(ready, () => '[data-slot=guest-picker]', window, navigate);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    french.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    const switched = vi.fn<(event: MouseEvent) => void>((replayed) => replayed.preventDefault());
    french.addEventListener('click', switched);
    arrive();
    await ready;
    await frame();
    expect(switched).toHaveBeenCalledTimes(1);
  });
});

describe('which links the router takes before their code is there', () => {
  const here = { href: 'https://rove.test/rv-search?SearchAddress=Denver' };
  const appPaths = (pathname: string) => !pathname.startsWith('/api/') && !pathname.endsWith('.ics');
  it('takes a path of the route table on another page', () => {
    expect(routerTakes('/how-it-works', here, appPaths)).toBe(true);
    expect(routerTakes('/rv-search?SearchAddress=Calgary', here, appPaths)).toBe(true);
  });
  it('leaves to the browser an anchor on this page, a file or an API document, another site', () => {
    expect(routerTakes('/rv-search?SearchAddress=Denver#results', here, appPaths)).toBe(false);
    expect(routerTakes('/api/docs', here, appPaths)).toBe(false);
    expect(routerTakes('/api/calendar/7.ics', here, appPaths)).toBe(false);
    expect(routerTakes('https://example.org/how-it-works', here, appPaths)).toBe(false);
  });
});
