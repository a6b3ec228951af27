import { describe, expect, it } from 'vitest';
import { beforeLargestPaint, medianRun } from './lighthouse.ts';

const run = (performance: number, tbtMs: number) => ({ performance, lcpMs: 1500, tbtMs, seo: 100 });

describe("a page's Lighthouse figures are its median run's", () => {
  it('takes the run with the median score, whole, with the lowest and highest scores beside it', () => {
    expect(medianRun([run(74, 1567), run(87, 508), run(82, 731)])).toEqual({ ...run(82, 731), runs: 3, lowest: 74, highest: 87 });
  });

  it('takes the lower middle run of an even count, and a single run as it is', () => {
    expect(medianRun([run(90, 300), run(80, 600)])).toEqual({ ...run(80, 600), runs: 2, lowest: 80, highest: 90 });
    expect(medianRun([run(96, 120)])).toEqual(run(96, 120));
  });

  it('fails with no run', () => {
    expect(() => medianRun([])).toThrow(/no Lighthouse run/);
  });
});

describe('what a page downloads before its largest paint', () => {
  const report = (observedLargestContentfulPaint: number | undefined, requests: [number, number][]) => ({
    audits: {
      metrics: { details: { items: [{ observedLargestContentfulPaint }] } },
      'network-requests': { details: { items: requests.map(([networkEndTime, transferSize]) => ({ networkEndTime, transferSize })) } },
    },
  });

  it('counts the requests that ended by the observed largest paint, and their bytes on the wire (none still open)', () => {
    expect(
      beforeLargestPaint(
        report(663, [
          [21, 7336],
          [452, 6621],
          [663, 1024],
          [664, 2033],
          [45_000, 961],
          [-1, 961],
        ]),
      ),
    ).toEqual({
      requestsBeforeLcp: 3,
      kibBeforeLcp: 14.6,
    });
  });

  it('counts none when the report has no largest paint', () => {
    expect(beforeLargestPaint(report(undefined, [[21, 7336]]))).toEqual({ requestsBeforeLcp: 0, kibBeforeLcp: 0 });
    expect(beforeLargestPaint({ audits: {} })).toEqual({ requestsBeforeLcp: 0, kibBeforeLcp: 0 });
  });
});
