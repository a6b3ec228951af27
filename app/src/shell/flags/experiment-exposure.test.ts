import type { ExperimentTracking } from '@rove/contract';
import { describe, expect, it } from 'vitest';
import { tracksExposure } from './experiment-exposure.ts';

// Spec 000 section 9: "Exposure is tracked only if the experiment is tracked, not in a web view unless allowed, and
// when the variant differs from the default or default tracking is on."
const tracked: ExperimentTracking = { Default: false, Tracked: true, AllowedInWebView: false, TrackDefault: false };

describe('experiment exposure', () => {
  it('is tracked for a tracked experiment, outside a web view, when the variant differs from the default', () => {
    expect(tracksExposure({ experiment: tracked, variant: true, inWebView: false })).toBe(true);
    expect(tracksExposure({ experiment: { ...tracked, Default: 'blue' }, variant: 'green', inWebView: false })).toBe(true);
  });

  it('only if the experiment is tracked', () => {
    expect(tracksExposure({ experiment: { ...tracked, Tracked: false }, variant: true, inWebView: false })).toBe(false);
    expect(
      tracksExposure({
        experiment: { ...tracked, Tracked: false, TrackDefault: true, AllowedInWebView: true },
        variant: true,
        inWebView: true,
      }),
    ).toBe(false);
  });

  it('not in a web view unless allowed', () => {
    expect(tracksExposure({ experiment: tracked, variant: true, inWebView: true })).toBe(false);
    expect(tracksExposure({ experiment: { ...tracked, AllowedInWebView: true }, variant: true, inWebView: true })).toBe(true);
  });

  it('on the default only when default tracking is on', () => {
    expect(tracksExposure({ experiment: tracked, variant: false, inWebView: false })).toBe(false);
    expect(tracksExposure({ experiment: { ...tracked, Default: 'blue' }, variant: 'blue', inWebView: false })).toBe(false);
    expect(tracksExposure({ experiment: { ...tracked, TrackDefault: true }, variant: false, inWebView: false })).toBe(true);
  });

  it('every clause counts: each fact alone turns a tracked exposure off', () => {
    const base = { experiment: tracked, variant: true, inWebView: false } as const;
    expect(tracksExposure(base)).toBe(true);
    expect(tracksExposure({ ...base, experiment: { ...tracked, Tracked: false } })).toBe(false);
    expect(tracksExposure({ ...base, inWebView: true })).toBe(false);
    expect(tracksExposure({ ...base, variant: false })).toBe(false);
  });
});
