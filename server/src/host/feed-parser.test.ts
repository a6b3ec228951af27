// The feed parser's processes: a feed is parsed off the server's thread, a parser is reused from one feed to the
// next, and a feed over the time or memory budget kills only its parser (the next feed gets a new one). Shutdown
// stops a parse under way and refuses new ones (last: it is for the whole module).
import { describe, expect, inject, it } from 'vitest';
import { cpuMsOf, feedParserProcesses, FeedParserStopped, parseFeed, resumeFeedParsers, stopFeedParsers } from './feed-parser.ts';
import { IcalFormatError, IcalLimitError } from './ical-parse.ts';

const window = { from: '2027-01-01', until: '2027-12-31' };
const calendar = (...events: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events, 'END:VCALENDAR'].join('\r\n');
const stay = (uid: string, from: string, until: string) =>
  ['BEGIN:VEVENT', `UID:${uid}`, `DTSTART;VALUE=DATE:${from}`, `DTEND;VALUE=DATE:${until}`, 'SUMMARY:Booked', 'END:VEVENT'].join('\r\n');
/** `count` events repeating every day from 2000 on: with the limits lifted, millions of steps. */
const hostile = (count: number) =>
  calendar(
    ...Array.from({ length: count }, (_, i) => `BEGIN:VEVENT\r\nUID:h${i}\r\nDTSTART:20000101T000000Z\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT`),
  );
const noLimits = { events: 1e9, occurrences: 1e9, recurrenceSteps: 1e12 };

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('parseFeed', () => {
  it('answers a feed’s busy nights, and the next feeds reuse the same parser process', async () => {
    const events = await parseFeed(calendar(stay('a', '20270110', '20270113')), window);
    expect(events).toEqual([expect.objectContaining({ uid: 'a' })]);
    const first = feedParserProcesses();
    expect(first).toHaveLength(1);
    for (let i = 0; i < 20; i++) await parseFeed(calendar(stay(`b${i}`, '20270201', '20270203')), window);
    expect(feedParserProcesses()).toEqual(first);
  });

  it('refuses what is not iCal, and a feed over the event limit, as the parser says', async () => {
    await expect(parseFeed('hello', window)).rejects.toBeInstanceOf(IcalFormatError);
    await expect(parseFeed(hostile(50), window, { limits: { ...noLimits, events: 10 } })).rejects.toMatchObject({ limit: 'events' });
  });

  it('the time budget is the parser’s CPU time where Linux tells it: a process kept from the CPU is not refused', () => {
    const own = cpuMsOf(process.pid);
    if (own === undefined) return; // not Linux: the budget is wall time
    // 200 ms of this process's CPU, as Node counts it (however long that takes on a busy machine).
    const before = process.cpuUsage();
    while ((process.cpuUsage(before).user + process.cpuUsage(before).system) / 1000 < 200) {
      // spinning
    }
    const spent = (process.cpuUsage(before).user + process.cpuUsage(before).system) / 1000;
    expect(cpuMsOf(process.pid)! - own).toBeGreaterThanOrEqual(spent - 30);
    expect(cpuMsOf(process.pid)! - own).toBeLessThan(spent + 200);
    expect(cpuMsOf(2 ** 30)).toBeUndefined();
  });

  it('a feed over the time budget kills its parser and is refused as too big; the next feed gets a new parser', async () => {
    await parseFeed(calendar(stay('warm', '20270110', '20270111')), window);
    const [before] = feedParserProcesses();
    const started = performance.now();
    await expect(parseFeed(hostile(2000), window, { limits: noLimits, budget: { timeMs: 300, wallFactor: 20 } })).rejects.toMatchObject({
      name: 'IcalLimitError',
      limit: 'time',
    });
    expect(performance.now() - started).toBeLessThan(300 * 20 + 5000);
    await expect.poll(() => alive(before)).toBe(false);
    const events = await parseFeed(calendar(stay('c', '20270301', '20270302')), window);
    expect(events).toHaveLength(1);
    expect(feedParserProcesses()).not.toContain(before);
  });

  it(
    'a feed over the memory budget is refused as too big, and only its parser dies',
    async () => {
      // 20,000 events read into ical.js's objects: far more than 16 MB before any recurrence is expanded.
      const error = await parseFeed(hostile(20_000), window, {
        limits: noLimits,
        budget: { memoryMb: 16, timeMs: 60_000 },
      }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(IcalLimitError);
      expect((error as IcalLimitError).limit).toBe('memory');
      expect(await parseFeed(calendar(stay('d', '20270401', '20270402')), window)).toHaveLength(1);
      // V8 collects again and again near the limit before it gives up: seconds on a quiet machine, more on a busy one.
    },
    inject('timeBudgets').test * 3,
  );

  it('shutdown stops a parse under way and refuses new ones, leaving no parser process', async () => {
    const parsing = parseFeed(hostile(2000), window, { limits: noLimits, budget: { timeMs: 60_000 } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const pids = feedParserProcesses();
    expect(pids.length).toBeGreaterThan(0);
    const refused = expect(parsing).rejects.toBeInstanceOf(FeedParserStopped);
    await stopFeedParsers();
    await refused;
    await expect(parseFeed(calendar(stay('e', '20270501', '20270502')), window)).rejects.toBeInstanceOf(FeedParserStopped);
    expect(feedParserProcesses()).toEqual([]);
    for (const pid of pids) expect(alive(pid)).toBe(false);
    // The end of the server's close: the process parses again (the next file in this worker imports calendars).
    resumeFeedParsers();
    expect(await parseFeed(calendar(stay('f', '20270601', '20270602')), window)).toHaveLength(1);
  });
});
