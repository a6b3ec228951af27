// The experiments call (spec 000 sections 4, 7 and 9): POST /api/experiments with who is asking; the answer is the
// experiment assignment, stored in the flags under the experiment-override cookie (overrides still win). It runs at
// start, whenever the authentication status leaves loading after a previous value, and when the override cookie
// changes. A failure is reported by apiFetch and otherwise ignored: the flags keep their values. Each answer sends
// ExperimentExposed for every experiment the exposure rule (experiment-exposure.ts) lets through.
import type { DeviceType, ExperimentsAnswer, ExperimentsRequest } from '@rove/contract';
import type { ExperimentExposedPayload } from '../analytics/catalogue.ts';
import { track } from '../analytics/analytics.ts';
import { apiFetch } from '../../api/api-fetch.ts';
import { i18n } from '../../i18n/i18n.ts';
import { cookies } from '@rove/contract/cookies';
import { experimentsPath } from '@rove/contract/vocabulary';
import { readCookie } from '../../lib/cookies.ts';
import { environmentName } from '../../lib/environment.ts';
import { currentUserAgent, isWebView, resolvePlatform } from '../../lib/native/platform.ts';
import { tracksExposure } from './experiment-exposure.ts';
import { onSessionAction } from '../session/session-effects.ts';
import { type SessionUser, sessionStore } from '../../api/session-store.ts';
import { onFlagOverridesChange, setExperimentAssignment } from './flag-overrides.ts';
import { defaultFlags, type Flags } from './flags-store.ts';
import { visitorStore } from '../../api/visitor-store.ts';
import { parseAnswer } from '../../api/parse-answer.ts';

/** The device type from a user agent. Tablets first: Android tablets leave out "Mobile", iPads say so. */
export function deviceTypeOf(userAgent: string | null | undefined): DeviceType {
  if (!userAgent) return 'unknown';
  if (/iPad|Tablet|PlayBook|Kindle|Silk\//i.test(userAgent) || (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent))) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i.test(userAgent)) return 'mobile';
  if (/Windows NT|Macintosh|Mac OS X|X11|Linux|CrOS/i.test(userAgent)) return 'desktop';
  return 'unknown';
}

export interface ExperimentsSubject {
  user: SessionUser | null;
  sessionId: string | null;
  userAgent: string | null;
  language: string;
  environment: string;
  country: string | null;
  region: string | null;
}

/** The request body; a visitor sends no email or user id, and a country only when it is a two-letter code. */
export function experimentsRequest(subject: ExperimentsSubject): ExperimentsRequest {
  const country = subject.country && /^[A-Za-z]{2}$/.test(subject.country) ? subject.country.toUpperCase() : null;
  return {
    Email: subject.user?.email ?? null,
    Country: country,
    Custom: {
      UserId: subject.user?.id ?? null,
      SessionId: subject.sessionId,
      UserAgent: subject.userAgent ? subject.userAgent.slice(0, 1024) : null,
      DeviceType: deviceTypeOf(subject.userAgent),
      Language: subject.language,
      Owner: subject.user?.isOwner ? 'yes' : 'no',
      Environment: subject.environment,
      Region: subject.region ? subject.region.slice(0, 100) : null,
    },
  };
}

/** The assignment's values for the app's flags; unknown flags and values of the wrong type are left out. */
export function assignmentFlags(assignments: unknown): Partial<Flags> {
  if (!assignments || typeof assignments !== 'object') return {};
  const out: Partial<Flags> = {};
  for (const key of Object.keys(defaultFlags) as (keyof Flags)[]) {
    const value = (assignments as Record<string, unknown>)[key];
    if (typeof value === 'boolean') out[key] = value;
  }
  return out;
}

/** The exposures an answer makes: each experiment it describes whose assigned value the exposure rule lets through. */
export function exposuresOf(answer: ExperimentsAnswer, inWebView: boolean): ExperimentExposedPayload[] {
  return Object.entries(answer.Experiments).flatMap(([name, experiment]) => {
    const variant = answer.Assignments[name];
    if (variant === undefined || !tracksExposure({ experiment, variant, inWebView })) return [];
    return [{ experiment: name, variant }];
  });
}

/** The page runs in a native app's web view (platform cookie android or ios-v1). */
function currentlyInWebView(): boolean {
  return isWebView(resolvePlatform(readCookie(cookies.platform.name), currentUserAgent()));
}

function currentSubject(): ExperimentsSubject {
  const { user } = sessionStore.get();
  const ip = visitorStore.get().ip;
  return {
    user,
    sessionId: readCookie(cookies.anonymousId.name) ?? null,
    userAgent: globalThis.navigator?.userAgent ?? null,
    language: i18n.language === 'fr' ? 'fr' : 'en',
    environment: environmentName(),
    country: ip?.country ?? null,
    region: ip?.region ?? null,
  };
}

let latest = 0;

/**
 * Posts the current subject, stores the answer and tracks its exposures; only the latest call's answer is kept (and
 * tracked). Never rejects.
 */
export async function evaluateExperiments(subject: ExperimentsSubject = currentSubject(), inWebView = currentlyInWebView()): Promise<void> {
  const call = ++latest;
  try {
    const answer = await apiFetch<{ Assignments?: unknown; Experiments?: unknown }>(experimentsPath, {
      method: 'POST',
      body: experimentsRequest(subject),
    });
    if (call !== latest) return;
    setExperimentAssignment(assignmentFlags(answer?.Assignments));
    // Checked by the answer's guard, generated from its schema (api/parse-answer.ts): no zod, whose 25 KiB and
    // evaluation were a long task on every page a few seconds after it started. One the guard refuses goes to zod,
    // and one the schema refuses is reported and makes no exposure.
    const parsed = await parseAnswer('experiments', answer, `POST ${experimentsPath}`);
    if (call === latest) for (const exposure of exposuresOf(parsed, inWebView)) track('ExperimentExposed', exposure);
  } catch {
    // Reported by apiFetch or parseAnswer; the flags keep their values.
  }
}

let stop: (() => void) | null = null;

/** Idempotent: evaluates now, then on each re-evaluation the session effects run and on each override change. */
export function startExperiments(): void {
  if (stop) return;
  const stops = [
    onSessionAction('re-evaluate-experiments', () => void evaluateExperiments()),
    onFlagOverridesChange(() => void evaluateExperiments()),
  ];
  stop = () => {
    for (const each of stops) each();
    stop = null;
  };
  void evaluateExperiments();
}

export function stopExperiments(): void {
  stop?.();
}
