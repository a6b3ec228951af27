// Total blocking time from a 10 s trace with the CPU slowed 4× (issue 35): Lighthouse's window ends at the page's
// interactivity, so code deferred past it (at idle, on a timer) escapes its TBT; this trace counts every long task of
// the page's main thread in the first 10 s without input. Chromium (as a phone) opens each page in a fresh context,
// the Chrome DevTools Protocol slows its CPU (Emulation.setCPUThrottlingRate) and records a trace (Tracing); each task
// over 50 ms blocks for its time beyond 50 ms.
import { type BrowserPage, eachPageAsPhone, type SignInAs } from './first-load-browser.ts';

export const traceWindowMs = 10_000;
export const cpuSlowdown = 4;
const longTaskMs = 50;

export interface BlockingTime {
  page: string;
  path: string;
  /** Sum over the main thread's tasks of their time beyond 50 ms, in the first 10 s (ms). */
  tbtMs: number;
  longTasks: number;
  longestMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { frame?: string; url?: string }; beginData?: { url?: string } };
}

/**
 * The blocking time of a trace's page: its main thread (the renderer's CrRendererMain that parsed the page's
 * document, from `origin`) and its top-level tasks (RunTask) from the first of them to `windowMs` later. Not the
 * busiest renderer: the whole browser's headless mode ran its address bar's popup in one of its own, busier than some
 * pages (scripts/chromium.ts). Pure, for the test.
 */
export function blockingTime(events: TraceEvent[], origin: string, windowMs = traceWindowMs): Omit<BlockingTime, 'page' | 'path'> {
  const mains = new Set(
    events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const parsers = new Set(
    events
      .filter((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(origin) && mains.has(`${e.pid}:${e.tid}`))
      .map((e) => `${e.pid}:${e.tid}`),
  );
  if (parsers.size !== 1)
    throw new Error(`the trace holds ${parsers.size} renderer main threads that parsed a page of ${origin} (one expected)`);
  const [main] = parsers;
  const own = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && `${e.pid}:${e.tid}` === main).sort((a, b) => a.ts - b.ts);
  if (!own.length) throw new Error('the trace holds no task of the page main thread (RunTask on CrRendererMain)');
  const end = own[0].ts + windowMs * 1000;
  let tbtMs = 0;
  let longTasks = 0;
  let longestMs = 0;
  for (const task of own) {
    if (task.ts > end) break;
    const ms = (Math.min(task.ts + (task.dur ?? 0), end) - task.ts) / 1000;
    longestMs = Math.max(longestMs, ms);
    if (ms > longTaskMs) {
      longTasks += 1;
      tbtMs += ms - longTaskMs;
    }
  }
  return { tbtMs: Math.round(tbtMs), longTasks, longestMs: Math.round(longestMs) };
}

/** Traces each page for 10 s at 4× CPU slowdown in a fresh context (signed in when the page says who). */
export function blockingTimes(origin: string, pages: BrowserPage[], signIn?: SignInAs): Promise<BlockingTime[]> {
  return eachPageAsPhone(pages, signIn, async (page, context, { name, path }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: { includedCategories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', '__metadata'] },
    });
    await page.goto(origin + path, { waitUntil: 'commit' });
    // Nobody touches the page: the window is timed from the navigation (the trace's own tasks bound it afterwards).
    await page.waitForTimeout(traceWindowMs + 500);
    await cdp.send('Tracing.end');
    await complete;
    await context.close();
    return { page: name, path, ...blockingTime(events, origin) };
  });
}
