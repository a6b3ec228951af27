import { describe, expect, it } from 'vitest';
import { blockingTime } from './blocking-time.ts';

const thread = (pid: number, tid: number, name: string) => ({ name: 'thread_name', ph: 'M', pid, tid, ts: 0, args: { name } });
const task = (pid: number, tid: number, startMs: number, ms: number) => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts: startMs * 1000,
  dur: ms * 1000,
});

const origin = 'http://127.0.0.1:4000';
const parse = (pid: number, tid: number, url: string) => ({
  name: 'ParseHTML',
  ph: 'X',
  pid,
  tid,
  ts: 1000,
  dur: 1000,
  args: { beginData: { url } },
});

describe('total blocking time from a trace', () => {
  it('sums the time beyond 50 ms of the page main thread’s tasks in the first 10 s', () => {
    const events = [
      thread(1, 1, 'CrRendererMain'),
      thread(1, 2, 'Compositor'),
      thread(2, 1, 'CrRendererMain'),
      thread(3, 1, 'CrRendererMain'),
      parse(1, 1, `${origin}/rv-search`),
      parse(3, 1, 'chrome://omnibox-popup.top-chrome/'),
      task(1, 1, 0, 120),
      task(1, 1, 200, 50),
      task(1, 1, 300, 80),
      // Past the window: from 9,950 ms only 50 ms counts (not long); one starting after it, not at all.
      task(1, 1, 9950, 200),
      task(1, 1, 10_100, 500),
      // Another thread, a quieter renderer (about:blank) and a busier one that is not the page's (the browser's
      // address bar popup) count for nothing.
      task(1, 2, 0, 900),
      task(2, 1, 0, 60),
      task(3, 1, 0, 3000),
    ];
    expect(blockingTime(events, origin)).toEqual({ tbtMs: 70 + 30, longTasks: 2, longestMs: 120 });
  });

  it('fails when no renderer parsed the page, or its thread ran no task (a trace that did not record)', () => {
    expect(() => blockingTime([thread(1, 1, 'CrRendererMain'), task(1, 1, 0, 100)], origin)).toThrow(/0 renderer main threads/);
    expect(() => blockingTime([thread(1, 1, 'CrRendererMain'), parse(1, 1, `${origin}/`)], origin)).toThrow(/no task/);
  });
});
