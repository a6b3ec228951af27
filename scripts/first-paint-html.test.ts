import { describe, expect, it } from 'vitest';
import { cookies, sessionRefresh } from '@rove/contract/cookies';
import { preloadsPerTask } from '../app/src/lib/preload-modules.ts';
import { firstPaintHtml, startScript } from './first-paint-html.ts';

const built = `<!doctype html>
<html lang="en">
  <head>
    <title>Rove</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="modulepreload" crossorigin href="/assets/lib-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('the built page paints from its HTML, then starts the app', () => {
  const html = firstPaintHtml(built, { startFile: '/assets/start-xyz.js' });

  it('links the stylesheet at the end of the body, where it does not hold the paint back, and inlines none of it', () => {
    expect(html).not.toContain('<style>');
    expect(html).toMatch(
      /<div id="root"><\/div>\s*<link rel="stylesheet" media="print" data-held href="\/assets\/index-jkl.css">\s*<\/body>/,
    );
    expect(html.slice(0, html.indexOf('<body>'))).not.toContain('stylesheet');
  });

  it('loads no module before the first paint: one deferred start script names the entry and its imports', () => {
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script defer src="/assets/start-xyz.js" data-entry="/assets/index-abc.js" data-preload="/assets/react-def.js /assets/lib-ghi.js"></script>',
    );
  });

  it('leaves a page without an entry module or a stylesheet as it is', () => {
    const plain = '<head><title>x</title></head><body></body>';
    expect(firstPaintHtml(plain, { startFile: '/assets/start-xyz.js' })).toBe(plain);
  });
});

/** Runs the start script against a page double: what it appends to the head, its timers and the paint observer. */
/** The worker's answer: after `ms`, an error after `ms`, never, or no Worker in the browser at all. */
type WorkerAnswer = { ms: number; error?: boolean } | 'never' | 'no worker';

function startPage(
  visibility: 'visible' | 'hidden',
  paintEntries = true,
  serverRendered = true,
  answer: WorkerAnswer = { ms: 0 },
  cookie = '',
  /** Whether each module script runs (its load event) as it is added; otherwise `run()` runs the last one added. */
  scriptsRun = true,
  /** The content of the page's <meta name="rove-chunks"> (a signed-in page's chunks), if it has one. */
  pageChunks?: string,
  /** The content of its <meta name="rove-reads"> (its first reads), and the refresh's answer (status and body). */
  pageReads?: string,
  refreshAnswer: { status: number; body: unknown } = { status: 200, body: { AccessToken: 'token-1' } },
  /** The answers of the page's reads by address (status and body); otherwise 200 and `{ url }`. */
  readAnswers: Record<string, { status: number; body: unknown }> = {},
) {
  /** The calls the script makes (fetch), and what it leaves on the window. */
  const fetched: { url: string; init: RequestInit }[] = [];
  const win: Record<string, unknown> = {};
  const fetch = (url: string, init: RequestInit) => {
    fetched.push({ url, init });
    const reply = url === sessionRefresh.path ? refreshAnswer : (readAnswers[url] ?? { status: 200, body: { url } });
    return Promise.resolve(new Response(JSON.stringify(reply.body), { status: reply.status }));
  };
  const appended: {
    rel?: string;
    href?: string;
    as?: string;
    fetchPriority?: string;
    crossOrigin?: string | null;
    type?: string;
    src?: string;
    onload?: () => void;
    onerror?: () => void;
  }[] = [];
  let timers: { at: number; run: () => void }[] = [];
  let now = 0;
  let paintObserved: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  const workersStarted: string[] = [];
  class Worker {
    onmessage: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(url: string) {
      workersStarted.push(url);
      if (typeof answer === 'object') setTimeout(() => (answer.error ? this.onerror : this.onmessage)?.(), answer.ms);
    }
  }
  const document = {
    currentScript: {
      src: 'http://rove.test/assets/start-xyz.js',
      dataset: { entry: '/assets/index-abc.js', preload: '/assets/react-def.js /assets/lib-ghi.js' },
    },
    visibilityState: visibility,
    cookie,
    documentElement: { lang: 'fr' },
    createElement: () => ({}),
    head: {
      append: (node: (typeof appended)[number]) => {
        appended.push(node);
        if (scriptsRun && node.type === 'module') node.onload?.();
      },
      // The image preloads in the head (the app may add one too: preload-images.ts).
      querySelectorAll: (selector: string) =>
        selector === 'link[rel=preload][as=image]'
          ? appended.filter((node) => node.rel === 'preload' && node.as === 'image').map((node) => ({ getAttribute: () => node.href }))
          : [],
    },
    addEventListener: () => {},
    // The server's state (#rove-server-state) comes with a page it rendered.
    getElementById: (id: string) => (serverRendered && id === 'rove-server-state' ? {} : null),
    querySelector: (selector: string) =>
      pageChunks !== undefined && selector === '[name=rove-chunks]'
        ? { content: pageChunks }
        : pageReads !== undefined && selector === '[name=rove-reads]'
          ? { content: pageReads }
          : null,
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintEntries ? ['paint', 'navigation'] : ['navigation'];
    constructor(callback: NonNullable<typeof paintObserved>) {
      paintObserved = callback;
    }
    observe() {}
    disconnect() {}
  }
  const setTimeout = (run: () => void, ms = 0) => timers.push({ at: now + ms, run });
  // The main thread's own uses of Intl, counted.
  const mainThreadIntl: string[] = [];
  const Intl = { DateTimeFormat: { supportedLocalesOf: (locales: string[]) => mainThreadIntl.push(locales.join()) } };
  new Function('document', 'PerformanceObserver', 'setTimeout', 'Worker', 'Intl', 'fetch', 'window', startScript)(
    document,
    PerformanceObserver,
    setTimeout,
    answer === 'no worker' ? undefined : Worker,
    Intl,
    fetch,
    win,
  );
  /** Runs the timers due by `ms` from the start. */
  const advance = (ms: number) => {
    for (;;) {
      const due = timers.filter((t) => t.at <= ms).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((t) => t !== due);
      now = due.at;
      due.run();
    }
    now = ms;
  };
  const scripts = () => appended.filter((node) => node.type === 'module').map((node) => node.src);
  /** Delivers paint entries by name (first-paint, first-contentful-paint) to the observer. */
  const paint = (...names: string[]) => paintObserved?.({ getEntriesByName: (name) => names.filter((n) => n === name) });
  /** The last module script added runs (its load event), or fails to load (its error event). */
  const run = (outcome: 'load' | 'error' = 'load') => {
    const last = appended.filter((node) => node.type === 'module').at(-1);
    (outcome === 'load' ? last?.onload : last?.onerror)?.();
  };
  return { appended, scripts, advance, paint, run, workersStarted, mainThreadIntl, fetched, win, head: document.head };
}

/** The module scripts a start adds: the entry's imports, then the entry (each after the one before has run). */
const started = ['/assets/react-def.js', '/assets/lib-ghi.js', '/assets/index-abc.js'];

describe('the start script adds the app once the first contentful paint is on screen', () => {
  it('adds nothing before the paint, then the preloads and the entry once', () => {
    const page = startPage('visible');
    page.advance(500);
    expect(page.appended).toEqual([]);
    // A first paint that is not contentful (the background alone) is not the one.
    page.paint('first-paint');
    page.advance(501);
    expect(page.appended).toEqual([]);
    page.paint('first-contentful-paint');
    page.advance(502);
    expect(page.appended.filter((node) => node.rel === 'modulepreload').map((node) => node.href)).toEqual([
      '/assets/react-def.js',
      '/assets/lib-ghi.js',
    ]);
    expect(page.scripts()).toEqual(started);
    page.advance(5000);
    expect(page.scripts()).toEqual(started);
  });

  it('starts after a second when nothing contentful paints', () => {
    const page = startPage('visible');
    page.advance(999);
    expect(page.scripts()).toEqual([]);
    page.advance(1000);
    expect(page.scripts()).toEqual(started);
  });

  it('starts a second after it runs in a browser without paint entries (none that runs the app’s ES2022 code)', () => {
    const page = startPage('visible', false);
    page.advance(999);
    expect(page.scripts()).toEqual([]);
    page.advance(1000);
    expect(page.scripts()).toEqual(started);
  });

  it('starts at once in a hidden page (opened in the background, it never paints)', () => {
    const page = startPage('hidden');
    page.advance(0);
    expect(page.scripts()).toEqual(started);
  });

  it('starts at once on a page the server did not render (a signed-in page, the not-found page): no paint can come first', () => {
    const page = startPage('visible', true, false);
    // In the next task, not the one that runs the script (with its refresh and cookie read).
    expect(page.appended).toEqual([]);
    page.advance(0);
    expect(page.scripts()).toEqual(started);
    page.paint('first-contentful-paint');
    page.advance(2000);
    expect(page.scripts()).toEqual(started);
  });
});

describe('the start script fetches the chunks a signed-in page names, once its skeleton has painted (issue 35)', () => {
  it('preloads them at the first contentful paint, after the entry’s imports, and evaluates only the imports and the entry', () => {
    const page = startPage(
      'visible',
      true,
      false,
      { ms: 0 },
      '',
      true,
      '/assets/index-abc.js /assets/bookings-jkl.js /assets/dashboard-mno.js',
    );
    page.advance(0);
    const preloaded = () => page.appended.filter((node) => node.rel === 'modulepreload').map((node) => node.href);
    expect(preloaded()).toEqual(['/assets/react-def.js', '/assets/lib-ghi.js']);
    page.paint('first-paint');
    expect(preloaded()).toHaveLength(2);
    page.paint('first-contentful-paint');
    expect(preloaded()).toEqual([
      '/assets/react-def.js',
      '/assets/lib-ghi.js',
      '/assets/index-abc.js',
      '/assets/bookings-jkl.js',
      '/assets/dashboard-mno.js',
    ]);
    // The page's modules run when the app imports them, after the entry, as without the list.
    expect(page.scripts()).toEqual(started);
  });

  it('adds a long list a few preloads per task, in its order: no one long task of fetches (issue 35)', () => {
    const chunks = Array.from({ length: 2 * preloadsPerTask + 2 }, (_, i) => `/assets/page-${i}.js`);
    const page = startPage('visible', true, false, { ms: 0 }, '', true, chunks.join(' '));
    page.advance(0);
    const preloaded = () =>
      page.appended
        .filter((node) => node.rel === 'modulepreload')
        .map((node) => node.href)
        .slice(2);
    page.paint('first-contentful-paint');
    expect(preloaded()).toEqual(chunks.slice(0, preloadsPerTask));
    page.advance(1);
    expect(preloaded()).toEqual(chunks);
  });

  it('preloads the entry’s imports alone for a page without the list, or with an empty one', () => {
    for (const chunks of [undefined, '']) {
      const page = startPage('visible', true, false, { ms: 0 }, '', true, chunks);
      page.advance(0);
      page.paint('first-contentful-paint');
      expect(page.appended.filter((node) => node.rel === 'modulepreload').map((node) => node.href)).toEqual([
        '/assets/react-def.js',
        '/assets/lib-ghi.js',
      ]);
    }
  });
});

describe("the start script evaluates the entry's imports one task each, then the entry (issue 35)", () => {
  it('adds each module script once the one before has run, the entry last', () => {
    const page = startPage('visible', true, true, { ms: 0 }, '', false);
    page.paint('first-contentful-paint');
    page.advance(10);
    // All of them download at once; one evaluates at a time.
    expect(page.appended.filter((node) => node.rel === 'modulepreload')).toHaveLength(2);
    expect(page.scripts()).toEqual(['/assets/react-def.js']);
    page.advance(2000);
    expect(page.scripts()).toEqual(['/assets/react-def.js']);
    page.run();
    expect(page.scripts()).toEqual(['/assets/react-def.js', '/assets/lib-ghi.js']);
    page.run();
    expect(page.scripts()).toEqual(started);
    // The entry running adds nothing more.
    page.run();
    expect(page.scripts()).toEqual(started);
  });

  it('goes on to the entry when an import fails to load (the app then handles the failed chunk)', () => {
    const page = startPage('hidden', true, true, { ms: 0 }, '', false);
    page.advance(0);
    page.run('error');
    page.run('error');
    expect(page.scripts()).toEqual(started);
  });
});

describe('the start script asks for a signed-in reader’s session beside the code (issue 35)', () => {
  const hint = `rove_locale=fr; ${cookies.sessionHint.name}=1`;

  it('on a page the server did not render, with the session hint: one refresh, left for the app', () => {
    const page = startPage('visible', true, false, { ms: 0 }, hint);
    expect(page.fetched).toHaveLength(1);
    expect(page.fetched[0].url).toBe(sessionRefresh.path);
    expect(page.fetched[0].init).toEqual({ method: 'POST' });
    expect(page.win[sessionRefresh.early]).toBeInstanceOf(Promise);
    page.advance(0);
    expect(page.scripts()).toEqual(started);
  });

  const reads = JSON.stringify([
    { path: '/api/dashboard?mode=renter', headers: { Accept: 'application/json', 'Accept-Language': 'fr-CA,fr' } },
    { path: '/api/hosts/rvs', headers: { Accept: 'application/json' } },
  ]);
  type Early = Record<string, { headers: Record<string, string>; answer: Promise<Response | undefined> }>;

  it('asks the page’s first reads with the refresh’s token once it answers, each with its headers, left for the app', async () => {
    const page = startPage('visible', true, false, { ms: 0 }, hint, true, undefined, reads);
    const early = page.win[sessionRefresh.earlyReads] as Early;
    expect(Object.keys(early)).toEqual(['/api/dashboard?mode=renter', '/api/hosts/rvs']);
    expect(page.fetched).toHaveLength(1);
    const answer = await early['/api/hosts/rvs'].answer;
    expect(await answer?.json()).toEqual({ url: '/api/hosts/rvs' });
    await early['/api/dashboard?mode=renter'].answer;
    expect(page.fetched.slice(1)).toEqual([
      {
        url: '/api/dashboard?mode=renter',
        init: { headers: { Accept: 'application/json', 'Accept-Language': 'fr-CA,fr', Authorization: 'Bearer token-1' } },
      },
      { url: '/api/hosts/rvs', init: { headers: { Accept: 'application/json', Authorization: 'Bearer token-1' } } },
    ]);
    expect(early['/api/hosts/rvs'].headers).toEqual({ Accept: 'application/json' });
    // The app still reads the refresh's own answer (the script read a copy).
    expect(await ((await page.win[sessionRefresh.early]) as Response).json()).toEqual({ AccessToken: 'token-1' });
  });

  it('leaves no failure unhandled when the refresh fails, with reads or without', async () => {
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', note);
    try {
      const withReads = startPage('visible', true, false, { ms: 0 }, hint, true, undefined, reads, { status: 200, body: null });
      const early = withReads.win[sessionRefresh.earlyReads] as Early;
      expect(await early['/api/hosts/rvs'].answer.catch(() => 'failed')).toBe('failed');
      startPage('visible', true, false, { ms: 0 }, hint, true, undefined, undefined, { status: 200, body: null });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', note);
    }
  });

  it('asks no read when the refresh is refused, and starts none from a list it cannot read', async () => {
    const refused = startPage('visible', true, false, { ms: 0 }, hint, true, undefined, reads, { status: 401, body: {} });
    const early = refused.win[sessionRefresh.earlyReads] as Early;
    expect(await early['/api/hosts/rvs'].answer).toBeUndefined();
    expect(refused.fetched.map((f) => f.url)).toEqual([sessionRefresh.path]);
    const garbled = startPage('visible', true, false, { ms: 0 }, hint, true, undefined, '[{"path":');
    expect(garbled.fetched.map((f) => f.url)).toEqual([sessionRefresh.path]);
    garbled.advance(0);
    expect(garbled.scripts()).toEqual(started);
    expect(startPage('visible', true, false, { ms: 0 }, hint).win[sessionRefresh.earlyReads]).toBeUndefined();
  });

  const photoReads = JSON.stringify([
    {
      path: '/api/dashboard?mode=renter',
      headers: { Accept: 'application/json' },
      photo: { lists: ['ToDo', 'Current', 'Upcoming'], field: 'RvPhotoUrl' },
    },
    { path: '/api/hosts/rvs', headers: { Accept: 'application/json' } },
  ]);
  const dashboard = (body: unknown, status = 200) => ({ '/api/dashboard?mode=renter': { status, body } });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
  const imagePreloads = (page: ReturnType<typeof startPage>) => page.appended.filter((node) => node.as === 'image');

  it('preloads the top photo a read names as soon as its answer is here: the first item of its first list with any', async () => {
    const page = startPage('visible', true, false, { ms: 0 }, hint, true, undefined, photoReads, undefined, {
      ...dashboard({
        ToDo: [],
        Current: [{ RvPhotoUrl: '/api/rvs/4/photos/0.webp' }, { RvPhotoUrl: '/api/rvs/5/photos/0.webp' }],
        Upcoming: [{ RvPhotoUrl: '/api/rvs/6/photos/0.webp' }],
      }),
    });
    await settle();
    expect(imagePreloads(page)).toEqual([
      { crossOrigin: null, rel: 'preload', as: 'image', href: '/api/rvs/4/photos/0.webp', fetchPriority: 'high' },
    ]);
    // The app still takes the read's answer whole (the script read a copy).
    const early = page.win[sessionRefresh.earlyReads] as Early;
    const answer = await early['/api/dashboard?mode=renter'].answer;
    expect(((await answer?.json()) as { Current: unknown[] } | undefined)?.Current).toHaveLength(2);
  });

  it('adds no second link for a photo the app preloaded first', async () => {
    const page = startPage('visible', true, false, { ms: 0 }, hint, true, undefined, photoReads, undefined, {
      ...dashboard({ ToDo: [{ RvPhotoUrl: '/api/rvs/4/photos/0.webp' }] }),
    });
    page.head.append({ rel: 'preload', as: 'image', href: '/api/rvs/4/photos/0.webp' });
    await settle();
    expect(imagePreloads(page)).toEqual([{ rel: 'preload', as: 'image', href: '/api/rvs/4/photos/0.webp' }]);
  });

  it('preloads no photo when the top item has none, the answer has no item, failed or is not JSON, or no read names one', async () => {
    /** A signed-in page the server did not render, with these reads, the refresh's answer and the reads' answers. */
    const signedInPage = (named: string, answers: Parameters<typeof dashboard>, refresh?: { status: number; body: unknown }) =>
      startPage('visible', true, false, { ms: 0 }, hint, true, undefined, named, refresh, dashboard(...answers));
    const pages = [
      signedInPage(photoReads, [{ ToDo: [{ RvPhotoUrl: null }], Current: [{ RvPhotoUrl: '/a.webp' }] }]),
      signedInPage(photoReads, [{ ToDo: [], Current: [] }]),
      signedInPage(photoReads, [{ ToDo: [{ RvPhotoUrl: '/a.webp' }] }, 500]),
      signedInPage(photoReads, [null]),
      signedInPage(photoReads, [{ ToDo: [{ RvPhotoUrl: '/a.webp' }] }], { status: 401, body: {} }),
      signedInPage(reads, [{ ToDo: [{ RvPhotoUrl: '/a.webp' }] }]),
    ];
    await settle();
    for (const page of pages) expect(imagePreloads(page)).toEqual([]);
  });

  it('asks nothing for a visitor (no hint), on a page the server rendered, or with a cookie whose name only ends alike', () => {
    for (const page of [
      startPage('visible', true, false),
      startPage('visible', true, true, { ms: 0 }, hint),
      startPage('visible', true, false, { ms: 0 }, `x${cookies.sessionHint.name}=1`),
    ]) {
      expect(page.fetched).toEqual([]);
      expect(page.win[sessionRefresh.early]).toBeUndefined();
      expect(page.win[sessionRefresh.earlyReads]).toBeUndefined();
    }
  });
});

describe('the start script warms Intl off the main thread', () => {
  it("starts itself as a worker with the page's language in the next task, before the first paint", () => {
    const page = startPage('visible');
    // Not in the task that runs the script (the one that ends the parse and lays the page out).
    expect(page.workersStarted).toEqual([]);
    page.advance(0);
    expect(page.workersStarted).toEqual(['http://rove.test/assets/start-xyz.js#fr']);
    // A hidden page's timers run late: it starts the worker as the script runs.
    expect(startPage('hidden').workersStarted).toEqual(['http://rove.test/assets/start-xyz.js#fr']);
    page.paint('first-contentful-paint');
    page.advance(5000);
    expect(page.scripts()).toEqual(started);
    expect(page.mainThreadIntl).toEqual([]);
  });

  it('holds the entry, not its imports, until the worker is done', () => {
    const page = startPage('visible', true, true, { ms: 200 });
    page.paint('first-contentful-paint');
    page.advance(10);
    expect(page.appended.filter((node) => node.rel === 'modulepreload')).toHaveLength(2);
    expect(page.scripts()).toEqual([]);
    page.advance(200);
    expect(page.scripts()).toEqual(started);
  });

  it('starts the entry at once when the worker was done before the paint', () => {
    const page = startPage('visible', true, true, { ms: 50 });
    page.advance(60);
    page.paint('first-contentful-paint');
    page.advance(61);
    expect(page.scripts()).toEqual(started);
  });

  it('waits half a second at most for a worker that does not answer', () => {
    const page = startPage('hidden', true, true, 'never');
    page.advance(499);
    expect(page.scripts()).toEqual([]);
    page.advance(500);
    expect(page.scripts()).toEqual(started);
  });

  it('starts the entry at once when the worker fails or there is none', () => {
    for (const answer of [{ ms: 5, error: true }, 'no worker'] as const) {
      const page = startPage('hidden', true, true, answer);
      page.advance(5);
      expect(page.scripts()).toEqual(started);
    }
  });

  it('as the worker, uses the Intl formats a page hydrates with once, for the language in its address, then says so and closes', () => {
    const used: string[] = [];
    const kind = (name: string) =>
      class {
        constructor(locale: string, options?: { style?: string }) {
          used.push(`${name} ${locale}${options?.style ? ` ${options.style}` : ''}`);
        }
        format() {}
      };
    const Intl = Object.fromEntries(['DateTimeFormat', 'NumberFormat', 'PluralRules'].map((name) => [name, kind(name)]));
    const said: unknown[] = [];
    let closed = false;
    const self = { location: { hash: '#fr' }, postMessage: (message: unknown) => said.push(message), close: () => (closed = true) };
    new Function('document', 'self', 'Intl', startScript)(undefined, self, Intl);
    expect(used).toEqual(['DateTimeFormat fr', 'PluralRules fr', 'NumberFormat fr currency']);
    expect(said).toHaveLength(1);
    expect(closed).toBe(true);
  });
});
