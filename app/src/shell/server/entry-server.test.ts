// The server render of a listing page (issue 35): one render that waits for its data, a key for visitors' pages,
// and a render that stops when its client has gone.
import type { Readable } from 'node:stream';
import { cookies } from '@rove/contract/cookies';
import { beforeAll, describe, expect, it } from 'vitest';
import { bootHeader, headFor, pageCacheKey, render } from './entry-server.tsx';
import { headerLogo, headerRow } from '../site-header.tsx';
import { listingFixture as fixture } from './listing-fixture.ts';

const origin = 'http://127.0.0.1:3000';
const listingPath = `/rv-rental/${fixture.Alias}`;
const datedPath = `${listingPath}?dateStart=2031-07-01&dateEnd=2031-07-05`;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API as the server answers a render in-process: the listing, and a refused estimate (no fixture needed). */
function fakeApi(hold?: Promise<void>) {
  const asked: string[] = [];
  const fetch = (async (input: string | URL | Request) => {
    const path = String(input);
    asked.push(path);
    if (path.startsWith(`/api/rvs/${fixture.Alias}`)) {
      await hold;
      return json(200, fixture);
    }
    if (path.includes('/estimate'))
      return json(422, { Status: 422, Message: 'Not bookable on these dates.', StatusMessage: 'TRIP_INVALID' });
    return json(404, { Status: 404, Message: 'Not found' });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

async function text(body: Readable): Promise<string> {
  let html = '';
  for await (const chunk of body) html += Buffer.from(chunk as Uint8Array).toString();
  return html;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the server render of a listing page', () => {
  // The first render loads the page's modules, compiled on demand here (20 s on a loaded machine): in a hook, whose
  // budget is a setup's, so each test's is only its render's.
  beforeAll(async () => {
    const page = await render(origin + datedPath, { fetch: fakeApi().fetch });
    if (page) await text(page.body);
  });

  it('renders once its data is in: the page, its data for hydration, its own head, kept for visitors', async () => {
    const api = fakeApi();
    const page = await render(origin + datedPath, { fetch: api.fetch });
    expect(page).toBeDefined();
    const html = await text(page!.body);
    expect(html).toContain(fixture.Name);
    // Data that needs data: the estimate is asked for once the listing is known (and its refusal shown).
    expect(api.asked).toEqual([`/api/rvs/${fixture.Alias}`, expect.stringContaining(`/api/rvs/${fixture.Id}/estimate?`)]);
    expect(page!.state).toContain(`"/api/rvs/${fixture.Alias}"`);
    // The address it was rendered for, as the browser writes it (main.tsx hydrates only there).
    expect(page!.state).toContain(`"location":"${datedPath}"`);
    expect(page!.head.html).toContain(`<title>${fixture.Name}`);
    expect(page!.status).toBe(200);
    expect(page!.cacheable).toBe(true);
    // Complete before the first byte: no part is left to an inline script (the content security policy has none).
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<template');
  });

  it('stops when its client has gone: no more data asked for, no page', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = fakeApi(held);
    const client = new AbortController();
    const rendering = render(origin + datedPath, { fetch: api.fetch, signal: client.signal });
    const outcome = rendering.then(
      () => 'rendered',
      (error: unknown) => error,
    );
    await expect.poll(() => api.asked.length).toBe(1);
    client.abort(new Error('The client went'));
    release();
    expect(await outcome).toEqual(new Error('The client went'));
    await settled();
    // Had it gone on, the listing's answer would have rendered the page and asked for the estimate.
    expect(api.asked).toEqual([`/api/rvs/${fixture.Alias}`]);
  });

  it('keeps each request its own when renders interleave: language, currency, words and data', async () => {
    const alone = async (path: string, cookieHeader: string) => {
      const page = await render(origin + path, { fetch: fakeApi().fetch, cookieHeader });
      return { html: await text(page!.body), state: page!.state, head: page!.head.html };
    };
    const english = [datedPath, `${cookies.currency.name}=USD`] as const;
    const french = [`/fr/location-vr/${fixture.Alias}`, `${cookies.currency.name}=CAD`] as const;
    const expected = [await alone(...english), await alone(...french)];
    expect(expected[0].html).not.toBe(expected[1].html);
    // Each in its language and currency (the header's currency select shows the request's).
    expect(expected[0].html).toContain('<option value="USD" selected="">');
    expect(expected[1].html).toContain('<option value="CAD" selected="">');
    expect(expected[1].html).toContain('Aller au contenu');
    // Both wait for their listing; the French one gets its answer first, the English one renders after it.
    const gates = [0, 1].map(() => {
      let open: () => void = () => {};
      const gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      return { gate, open };
    });
    const apis = gates.map(({ gate }) => fakeApi(gate));
    const pages = [english, french].map(([path, cookieHeader], i) => render(origin + path, { fetch: apis[i].fetch, cookieHeader }));
    await expect.poll(() => apis.every((api) => api.asked.length === 1)).toBe(true);
    gates[1].open();
    const frenchPage = await pages[1];
    gates[0].open();
    const englishPage = await pages[0];
    const got = [englishPage, frenchPage];
    for (const [i, page] of got.entries()) {
      expect({ html: await text(page!.body), state: page!.state, head: page!.head.html }).toEqual(expected[i]);
    }
  });

  it('answers 404 for a listing the API does not have', async () => {
    const page = await render(`${origin}/rv-rental/no-such-rv`, { fetch: fakeApi().fetch });
    await text(page!.body);
    expect(page!.status).toBe(404);
  });
});

describe("a visitor's page key", () => {
  const key = (cookieHeader?: string, userAgent?: string, path = listingPath) => pageCacheKey(origin + path, cookieHeader, userAgent);

  it('differs by what the HTML depends on: address, language, currency, platform, the cookies a page reads', () => {
    const plain = key();
    expect(plain).not.toBeNull();
    expect(key(undefined, undefined, datedPath)).not.toBe(plain);
    expect(key(`${cookies.currency.name}=CAD`)).not.toBe(plain);
    expect(key(`${cookies.locale.name}=fr`, undefined, '/rv-rental/request-to-book/x')).not.toBe(
      key(undefined, undefined, '/rv-rental/request-to-book/x'),
    );
    expect(key(undefined, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).not.toBe(plain);
    expect(key(`${cookies.dismissedAppDownload.name}=1`)).not.toBe(plain);
    expect(key(`${cookies.experimentOverrides.name}={"x":true}`)).not.toBe(plain);
  });

  it('is the same when only what the HTML does not depend on differs', () => {
    const plain = key();
    expect(key(`${cookies.currency.name}=USD`)).toBe(plain);
    expect(key(`${cookies.anonymousId.name}=abc; _ga=GA1.2.3`)).toBe(plain);
    // The listing's path speaks English whatever the cookie says.
    expect(key(`${cookies.locale.name}=fr`)).toBe(plain);
  });

  it('is none for a signed-in request or a page the server does not render', () => {
    expect(key(`${cookies.sessionHint.name}=1`)).toBeNull();
    expect(key(`${cookies.accessToken.name}=token`)).toBeNull();
    expect(key(undefined, undefined, '/no-such-page')).toBeNull();
    expect(key(undefined, undefined, '/dashboard')).toBeNull();
  });
});

describe("the first skeleton's header (a page the browser renders alone)", () => {
  it('draws the logo in the site header’s row at its size, hidden from assistive technology, with nothing to focus', () => {
    expect(bootHeader.startsWith(`<div class="${headerRow}"><svg`)).toBe(true);
    expect(bootHeader).toMatch(new RegExp(`<svg [^>]*data-slot="logo"[^>]*class="[^"]*\\b${headerLogo}\\b`));
    expect(bootHeader).toMatch(/<svg [^>]*aria-hidden="true"/);
    expect(bootHeader).not.toMatch(/<(a|button|input)\b/);
  });
});

describe("the first skeleton's heading (a page whose heading is fixed words, issue 35)", () => {
  const signedIn = `${cookies.sessionHint.name}=1`;

  it('is the page’s title and introduction in the page’s language', async () => {
    const english = await headFor(`${origin}/host/calendar`, signedIn);
    expect(english.bootHeading).toBe(
      '<div data-slot="boot-heading" data-path="/host/calendar"><div><h1 class="font-display text-3xl font-semibold">Calendar</h1><p class="text-sm text-muted-foreground">Your RVs’ bookings, blocked days, prices and minimum stays, month by month.</p></div></div>',
    );
    const french = await headFor(`${origin}/fr/host/insights/earnings`, signedIn);
    expect(french.bootHeading).toContain('<h1 class="font-display text-3xl font-semibold">Revenus</h1>');
  });

  it('is none for a reader without a session (sent to sign in) and for a page whose heading is not fixed words', async () => {
    expect((await headFor(`${origin}/host/calendar`, null)).bootHeading).toBeUndefined();
    expect((await headFor(`${origin}/dashboard`, signedIn)).bootHeading).toBeUndefined();
  });
});
