// The app's index.html as the build writes it (vite.config.ts, rove-first-paint): a server-rendered page paints from
// its HTML alone, and the app's code loads after that first paint to hydrate it.
// - The stylesheet is one cached file (hashed, immutable), linked at the end of the body and held (media="print": the
//   browser downloads it, but builds none of its rules for the screen). The server writes in the head only the rules
//   the page's own markup uses (app/src/shell/server/critical-css.ts), so the page paints at once; the file applies
//   when the page first shows a class its markup did not have (app/src/lib/build/held-stylesheet.ts), and the app
//   renders nothing new before the file has loaded: it never shows anything the rules in place do not style.
// - The entry module and its modulepreload links are replaced by one small classic script (startScript, its own file:
//   no inline script) that adds them once the first contentful paint is on screen, the entry's imports evaluated one
//   module script at a time before it (a task each, not one long task). The page is readable and its links work
//   before any of it runs; the scripts then no longer compete with the HTML, the styles, the fonts and the largest
//   image for the first paint. A hidden page (opened in the background) starts at once, and so does a page the server
//   did not render (nothing could paint before its code).

import { cookies, sessionRefresh } from '@rove/contract/cookies';
import { pageChunksMeta, pageReadsMeta, serverStateId } from '../app/src/shell/server/server-state.ts';
import { preloadsPerTask } from '../app/src/lib/preload-modules.ts';

/** The start script: `data-entry` is the app's entry module, `data-preload` its static imports (space-separated). */
export const startScript = `(() => {
  // Run as a worker (the page starts this same file as one, below): the first use of Intl in a page's process loads
  // ICU's locale data and builds its list of locales, 20 to 60 ms of one core. Those caches are the process's, so
  // done here, on a thread of its own, they make the page's own first use (react-aria, i18next, the prices' and
  // dates' formats as it hydrates) take under a millisecond: the main thread never pays it (issue 35).
  if (typeof document === 'undefined') {
    const lang = self.location.hash.slice(1) || 'en';
    try {
      new Intl.DateTimeFormat(lang);
      new Intl.PluralRules(lang);
      new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD' }).format(1);
    } catch {}
    self.postMessage(0);
    self.close();
    return;
  }
  const me = document.currentScript;
  const { entry, preload = '' } = me.dataset;
  const add = (tag, props) => document.head.append(Object.assign(document.createElement(tag), { crossOrigin: '' }, props));
  // Adds module preloads a few per task. Each starts a fetch, a few milliseconds of one core on a phone (40 at 4x CPU
  // slowdown: 130-270 ms), so a page's whole list at once was one long task (issue 35: total blocking time). A hidden
  // page runs its timers late: nobody is looking at it, and a module script fetches what was not preloaded yet.
  const preloadAll = (hrefs) => {
    for (const href of hrefs.slice(0, ${preloadsPerTask})) add('link', { rel: 'modulepreload', href });
    if (hrefs.length > ${preloadsPerTask}) setTimeout(() => preloadAll(hrefs.slice(${preloadsPerTask})), 0);
  };
  // Runs \`then\` once the first contentful paint is on screen (its entry is queued when the frame is presented).
  const onFirstContentfulPaint = (then) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: 'paint', buffered: true });
  };
  // The warm-up starts right after this script runs, beside the first paint; the entry module, whose evaluation makes
  // the first use of Intl, waits for it (half a second at most: a slow worker does not hold the page back; a browser
  // without workers, or a worker that fails, starts it at once). Starting a worker is a few milliseconds of the main
  // thread (up to 8 at 4x CPU slowdown): on a page on screen it has a task of its own, not the one that ends the
  // document's parse, runs this script and lays the whole page out. A hidden page starts it at once (its timers run
  // late, and its entry waits for the worker).
  let warm = false;
  let started = false;
  let go = () => {};
  const warmed = () => {
    if (warm) return;
    warm = true;
    go();
  };
  const warmUp = () => {
    try {
      const worker = new Worker(me.src + '#' + document.documentElement.lang);
      worker.onmessage = worker.onerror = warmed;
      setTimeout(warmed, 500);
    } catch {
      warmed();
    }
  };
  if (document.visibilityState === 'visible') setTimeout(warmUp, 0);
  else warmUp();
  const start = () => {
    if (started) return;
    started = true;
    const chunks = preload.split(' ').filter(Boolean);
    preloadAll(chunks);
    // The modules download meanwhile: the entry's evaluation is all that waits. Its imports are evaluated first, one
    // module script each, each after the one before has run: a task apiece, between which the page answers input and
    // paints, where the entry alone evaluated them all in one long task (issue 35: total blocking time). A chunk
    // that fails to load leaves the entry to fail alike, and the app to reload (its chunk-load handler).
    const evaluate = (i) => {
      const last = i === chunks.length;
      const next = last ? null : () => evaluate(i + 1);
      add('script', { type: 'module', src: last ? entry : chunks[i], onload: next, onerror: next });
    };
    go = () => evaluate(0);
    if (warm) go();
  };
  document.addEventListener('visibilitychange', start, { once: true });
  if (document.visibilityState !== 'visible') return start();
  // A page the server did not render (a signed-in page, the not-found page, /signin) has nothing to paint before its
  // code runs: it starts now (this script is deferred: the whole document, and the server's state if any, is parsed).
  // For a reader with a session (its hint cookie) the session's refresh starts now too, beside the code, not after
  // it: the app takes its answer (shell/session/session-client.ts). Its failure is the app's to handle, as its own.
  // No body (the cookie, sent to the same origin, carries the token) and no headers: the fewest bytes in every page.
  if (!document.getElementById('${serverStateId}')) {
    if (/(?:^|;\\s*)${cookies.sessionHint.name}=/.test(document.cookie)) {
      const refresh = (window.${sessionRefresh.early} = fetch('${sessionRefresh.path}', { method: 'POST' }));
      refresh.catch(() => {});
      // The page's first reads (the server names them, with the headers the app would send:
      // app/src/shell/server/browser-page-reads.ts) go out as soon as the refresh answers, with its token, beside the
      // code rather than after it; the app takes their answers (app/src/api/early-reads.ts). A read that fails is the
      // app's to make again; a list that cannot be read starts none.
      try {
        const reads = JSON.parse(document.querySelector('[name=${pageReadsMeta}]')?.content || '[]');
        if (reads.length) {
          const token = refresh.then((answer) => (answer.ok ? answer.clone().json() : {})).then((tokens) => tokens.AccessToken);
          const early = (window.${sessionRefresh.earlyReads} = {});
          for (const { path, headers, photo } of reads) {
            const answer = token.then((bearer) => bearer && fetch(path, { headers: { ...headers, Authorization: 'Bearer ' + bearer } }));
            early[path] = { headers, answer };
            // The page's top photo (its largest paint), where the page says it is in this answer: asked for as soon as
            // the answer is here, not once the page's code has run (as the <img> that shows it: no crossorigin), and
            // once (the app's loader, app/src/lib/preload-images.ts, may have preloaded it first). The chain's last
            // step leaves no failure of the read unhandled.
            answer
              .then((got) => photo && got && got.ok && got.clone().json())
              .then((data) => {
                const href = data && photo.lists.map((list) => data[list]?.[0]).find(Boolean)?.[photo.field];
                const preloaded = [...document.head.querySelectorAll('link[rel=preload][as=image]')].some((link) => link.getAttribute('href') === href);
                if (typeof href === 'string' && !preloaded)
                  add('link', { rel: 'preload', as: 'image', href, fetchPriority: 'high', crossOrigin: null });
              })
              .catch(() => {});
          }
        }
      } catch {}
    }
    // A signed-in page names the chunks its first render needs (app/src/shell/server/browser-page-chunks.ts): they
    // download once its skeleton has painted, beside the entry's imports, not one after another as the app finds them.
    const page = document.querySelector('[name=${pageChunksMeta}]')?.content;
    if (page) onFirstContentfulPaint(() => preloadAll(page.split(' ')));
    // The preloads and the entry in the next task, after the worker's start: each a task of its own, not this one
    // with its refresh and its cookie read (41-114 ms together at 4x CPU slowdown).
    return setTimeout(start, 0);
  }
  // The first contentful paint, once on screen, starts them; a page that paints nothing contentful starts a second
  // after this script ran. Every browser the app's code runs in (its build targets ES2022) has paint entries; one
  // without them would start at that second too.
  setTimeout(start, 1000);
  onFirstContentfulPaint(() => setTimeout(start, 0));
})();
`;

export interface FirstPaintAssets {
  /** The address of the start script the build wrote (/assets/start-abc.js). */
  startFile: string;
}

const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export function firstPaintHtml(html: string, assets: FirstPaintAssets): string {
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/.exec(html);
  const preload = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g)];
  // The stylesheets Vite linked in the head go to the end of the body (their address only: no crossorigin, which
  // would fetch them in a mode of their own).
  const sheets: string[] = [];
  let out = html.replace(/<link rel="stylesheet"[^>]*\shref="([^"]+\.css)"[^>]*>\s*/g, (_link, href: string) => {
    sheets.push(`<link rel="stylesheet" media="print" data-held href="${attr(href)}">`);
    return '';
  });
  if (sheets.length) out = out.replace('</body>', `  ${sheets.join('\n    ')}\n  </body>`);
  if (!entry) return out;
  for (const link of preload) out = out.replace(link[0], '');
  const start = `<script defer src="${attr(assets.startFile)}" data-entry="${attr(entry[1])}" data-preload="${attr(preload.map((link) => link[1]).join(' '))}"></script>\n    `;
  return out.replace(entry[0], start);
}
