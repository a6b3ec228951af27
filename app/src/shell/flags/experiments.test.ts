// The experiments call (spec 000 sections 4, 7, 9): the request body, device types, when to re-evaluate, and the
// assignment stored under the overrides, against a small local server speaking POST /api/experiments.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ExperimentsAnswer, experimentsPath } from '@rove/contract';
import { onEvent, type TrackedEvent } from '../analytics/analytics.ts';
import { setErrorReporter } from '../../lib/report-error.ts';
import type { AuthStatus } from '../../routes/auth-guard.ts';
import { startSessionEffects } from '../session/session-effects.ts';
import { clearSession, type SessionUser, sessionStore, setSession, setSessionLoading } from '../../api/session-store.ts';
import { sessionActions, shouldReevaluate } from '../session/session-transitions.ts';
import {
  assignmentFlags,
  deviceTypeOf,
  evaluateExperiments,
  type ExperimentsSubject,
  experimentsRequest,
  exposuresOf,
  startExperiments,
  stopExperiments,
} from './experiments.ts';
import { mergeFlags, setExperimentAssignment, setFlagOverrides } from './flag-overrides.ts';
import { defaultFlags, flagsStore } from './flags-store.ts';

const user: SessionUser = { id: 12, email: 'ada@example.com', isOwner: true, hasRv: true };
const subject: ExperimentsSubject = {
  user,
  sessionId: 'anon-1',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
  language: 'fr',
  environment: 'development',
  country: 'ca',
  region: 'QC',
};

describe('device type from the user agent', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1', 'mobile'],
    ['Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36', 'mobile'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', 'tablet'],
    ['Mozilla/5.0 (Linux; U; Android 4.0.3; en-us; KFTT Build/IML74K) AppleWebKit/534.30 Silk/3.68', 'tablet'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', 'desktop'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', 'desktop'],
    ['Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0', 'desktop'],
    ['Mozilla/5.0 (X11; CrOS x86_64 15633.69.0) Chrome/131.0', 'desktop'],
    ['curl/8.5.0', 'unknown'],
    ['', 'unknown'],
    [null, 'unknown'],
  ])('%s -> %s', (ua, expected) => {
    expect(deviceTypeOf(ua)).toBe(expected);
  });
});

describe('the request body (spec 000 section 7)', () => {
  it('sends email, country and the custom block for a signed-in owner', () => {
    expect(experimentsRequest(subject)).toEqual({
      Email: 'ada@example.com',
      Country: 'CA',
      Custom: {
        UserId: 12,
        SessionId: 'anon-1',
        UserAgent: subject.userAgent,
        DeviceType: 'desktop',
        Language: 'fr',
        Owner: 'yes',
        Environment: 'development',
        Region: 'QC',
      },
    });
  });

  it('sends no email or user id for a visitor, owner no, and no country unless it is a two-letter code', () => {
    const body = experimentsRequest({ ...subject, user: null, country: 'Canada', region: null, userAgent: null });
    expect(body.Email).toBeNull();
    expect(body.Country).toBeNull();
    expect(body.Custom).toMatchObject({ UserId: null, Owner: 'no', Region: null, UserAgent: null, DeviceType: 'unknown' });
  });

  it('says owner no for a renter', () => {
    expect(experimentsRequest({ ...subject, user: { ...user, isOwner: false } }).Custom.Owner).toBe('no');
  });
});

describe('re-evaluation (spec 000 section 4: whenever the status leaves loading after a previous value)', () => {
  const statuses: (AuthStatus | undefined)[] = [undefined, 'loading', 'authenticated', 'unauthenticated'];
  it.each([
    ['loading', 'authenticated', true],
    ['loading', 'unauthenticated', true],
    ['authenticated', 'unauthenticated', true],
    ['unauthenticated', 'authenticated', true],
    [undefined, 'authenticated', false],
    [undefined, 'unauthenticated', false],
    ['unauthenticated', 'loading', false],
    ['loading', 'loading', false],
    ['authenticated', 'authenticated', false],
  ] as const)('%s -> %s: %s', (previous, next, expected) => {
    expect(shouldReevaluate(previous, next)).toBe(expected);
  });

  it('agrees with the session effects on every pair', () => {
    for (const previous of statuses)
      for (const next of statuses.slice(1) as AuthStatus[])
        expect(sessionActions(previous, next).includes('re-evaluate-experiments')).toBe(shouldReevaluate(previous, next));
  });
});

describe('the assignment under the overrides', () => {
  it('keeps only known flags with boolean values', () => {
    expect(assignmentFlags({ notificationCards: true, thanksgivingBanner: 'green', unknownFlag: true })).toEqual({
      notificationCards: true,
    });
    expect(assignmentFlags(null)).toEqual({});
    expect(assignmentFlags('nope')).toEqual({});
  });

  it('merges defaults, then the assignment, then the configured maintenance, then the override cookie', () => {
    const merged = mergeFlags(
      { notificationCards: true, thanksgivingBanner: true, maintenanceMode: false },
      { maintenanceMode: true },
      { thanksgivingBanner: false },
    );
    expect(merged).toEqual({ ...defaultFlags, notificationCards: true, thanksgivingBanner: false, maintenanceMode: true });
  });

  it('keeps the flags as they are when an answer changes none of them (nothing re-renders), and takes a change', () => {
    setExperimentAssignment({ notificationCards: true });
    const before = flagsStore.get();
    setExperimentAssignment({ notificationCards: true });
    expect(flagsStore.get()).toBe(before);
    setExperimentAssignment({ notificationCards: false });
    expect(flagsStore.get()).not.toBe(before);
    expect(flagsStore.get().notificationCards).toBe(false);
    setExperimentAssignment({});
  });
});

// Spec 000 section 9: exposure is tracked only if the experiment is tracked, not in a web view unless allowed, and
// when the variant differs from the default or default tracking is on.
const exposureAnswer: ExperimentsAnswer = {
  Assignments: { notificationCards: true, thanksgivingBanner: true, midweekBannerCanada: false, canadianOwnedCampaign: false },
  Experiments: {
    notificationCards: { Default: false, Tracked: true, AllowedInWebView: false, TrackDefault: false },
    thanksgivingBanner: { Default: false, Tracked: false, AllowedInWebView: true, TrackDefault: true },
    midweekBannerCanada: { Default: false, Tracked: true, AllowedInWebView: true, TrackDefault: true },
    canadianOwnedCampaign: { Default: false, Tracked: true, AllowedInWebView: true, TrackDefault: false },
  },
};

describe('exposures of an answer', () => {
  it('outside a web view: tracked experiments whose variant differs from the default, or tracked on the default', () => {
    expect(exposuresOf(exposureAnswer, false)).toEqual([
      { experiment: 'notificationCards', variant: true },
      { experiment: 'midweekBannerCanada', variant: false },
    ]);
  });

  it('in a web view: only the experiments allowed there', () => {
    expect(exposuresOf(exposureAnswer, true)).toEqual([{ experiment: 'midweekBannerCanada', variant: false }]);
  });

  it('none for an experiment not assigned', () => {
    expect(exposuresOf({ Assignments: {}, Experiments: exposureAnswer.Experiments }, false)).toEqual([]);
  });
});

describe('evaluateExperiments against POST /api/experiments', () => {
  let server: Server;
  let answer: { status: number; body: unknown } = { status: 200, body: { Assignments: {} } };
  const bodies: unknown[] = [];
  const waiters: { count: number; resolve: (count: number) => void }[] = [];
  /** Resolves once the server has received `count` bodies (no timers). */
  const received = (count: number) =>
    new Promise<number>((resolve) => {
      if (bodies.length >= count) resolve(bodies.length);
      else waiters.push({ count, resolve });
    });
  const realFetch = globalThis.fetch;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        if (req.url !== experimentsPath || req.method !== 'POST') {
          res.writeHead(404, { 'Content-Type': 'application/json' });
          return res.end('{"Status":404,"Message":"Not found"}');
        }
        bodies.push(JSON.parse(raw));
        for (const waiter of waiters.filter((w) => bodies.length >= w.count)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(bodies.length);
        }
        res.writeHead(answer.status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    globalThis.fetch = (input, init) => realFetch(typeof input === 'string' && input.startsWith('/') ? origin + input : input, init);
    setErrorReporter(() => undefined);
  });

  afterAll(() => {
    stopExperiments();
    globalThis.fetch = realFetch;
    server.close();
  });

  beforeEach(() => {
    bodies.length = 0;
    setExperimentAssignment({});
    answer = { status: 200, body: { Assignments: {} } };
  });

  it('posts the body and stores the assignment in the flags', async () => {
    answer = { status: 200, body: { Assignments: { ...defaultFlags, notificationCards: true, thanksgivingBanner: 'green' } } };
    await evaluateExperiments(subject);
    expect(bodies).toEqual([experimentsRequest(subject)]);
    expect(flagsStore.get()).toEqual({ ...defaultFlags, notificationCards: true });
  });

  it('keeps the flags on a failure and never rejects', async () => {
    answer = { status: 200, body: { Assignments: { sessionRecording: true } } };
    await evaluateExperiments(subject);
    answer = { status: 500, body: { Status: 500, Message: 'Down' } };
    await expect(evaluateExperiments(subject)).resolves.toBeUndefined();
    expect(flagsStore.get().sessionRecording).toBe(true);
  });

  it('evaluates at start, when the status leaves loading, and when the override cookie changes', async () => {
    clearSession();
    startSessionEffects();
    startExperiments();
    expect(await received(1)).toBe(1);
    setSessionLoading();
    setSession(user, 'at-1');
    expect(await received(2)).toBe(2);
    expect((bodies[1] as { Email: string }).Email).toBe('ada@example.com');
    setFlagOverrides({ notificationCards: true });
    expect(await received(3)).toBe(3);
    sessionStore.set({ ...sessionStore.get(), accessToken: 'at-2' });
    clearSession();
    expect(await received(4)).toBe(4);
    expect((bodies[3] as { Email: string | null }).Email).toBeNull();
  });

  it('sends ExperimentExposed exactly for the exposures the rule lets through', async () => {
    const exposed: TrackedEvent<'ExperimentExposed'>[] = [];
    const stopListening = onEvent(['ExperimentExposed'], (event) => exposed.push(event));
    try {
      answer = { status: 200, body: exposureAnswer };
      await evaluateExperiments(subject, false);
      expect(exposed.map((event) => [event.version, event.payload])).toEqual([
        [1, { experiment: 'notificationCards', variant: true }],
        [1, { experiment: 'midweekBannerCanada', variant: false }],
      ]);
      exposed.length = 0;
      await evaluateExperiments(subject, true);
      expect(exposed.map((event) => event.payload)).toEqual([{ experiment: 'midweekBannerCanada', variant: false }]);
      exposed.length = 0;
      answer = { status: 200, body: { Assignments: exposureAnswer.Assignments } };
      await evaluateExperiments(subject, false);
      expect(exposed).toEqual([]);
      answer = { status: 500, body: { Status: 500, Message: 'Down' } };
      await evaluateExperiments(subject, false);
      expect(exposed).toEqual([]);
    } finally {
      stopListening();
    }
  });
});
