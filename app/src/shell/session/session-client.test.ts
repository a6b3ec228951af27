// The session client against a small local HTTP server speaking the identity endpoints' shapes (server/API.md).
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookies, sessionRefresh } from '@rove/contract/cookies';
import { setErrorReporter } from '../../lib/report-error.ts';
import { setServerCookieSource } from '../../lib/cookies.ts';
import { notificationsStore } from './notifications-store.ts';
import { permissionsStore } from './permissions-store.ts';
import { signInWithCredentials } from './account-calls.ts';
import { startSession, stopSession } from './session-client.ts';
import { sessionStore } from '../../api/session-store.ts';

let server: Server;
let origin = '';
let refreshAnswer = 401;
/** The next refreshes answered 503, as a busy server sheds them. */
let busyRefreshes = 0;
const realFetch = globalThis.fetch;
const calls: string[] = [];

const tokens = { AccessToken: 'at-1', TokenType: 'Bearer', ExpiresIn: 900, RefreshTokenExpiresIn: 2_592_000 };
const session = {
  email: 'ada@example.com',
  id: 12,
  isOwner: false,
  locale: 'fr',
  User: { FirstName: 'Ada', HasRv: true, UserType: 'Owner' },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    calls.push(`${req.method} ${req.url}`);
    const send = (status: number, body?: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(body === undefined ? '' : JSON.stringify(body));
    };
    const bearer = req.headers.authorization === 'Bearer at-1';
    if (req.url === '/api/account/refresh' && busyRefreshes > 0) {
      busyRefreshes--;
      return send(503, { Status: 503, Message: 'Busy', StatusMessage: 'BUSY' });
    }
    if (req.url === '/api/account/refresh')
      return refreshAnswer === 200
        ? send(200, { ...tokens, Session: session })
        : send(401, { Status: 401, Message: 'No session', StatusMessage: 'INVALID_REFRESH_TOKEN' });
    if (req.url === '/api/account/sign-in') {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        const body = JSON.parse(raw) as { Email: string; Password: string };
        if (body.Password === 'right password') send(200, tokens);
        else send(401, { Status: 401, Message: 'Wrong', StatusMessage: 'INVALID_CREDENTIALS' });
      });
      return;
    }
    if (!bearer) return send(401, { Status: 401, Message: 'Sign in', StatusMessage: 'UNAUTHORIZED' });
    if (req.url === '/api/account/session') return send(200, session);
    if (req.url === '/api/account/me/permissions') return send(200, ['bookings:request', 'favourites:manage']);
    if (req.url === '/api/Message/user-pending-notifications-indicator')
      return send(200, { HasBookingNotifications: true, TotalInboxNotifications: 2 });
    if (req.url === '/api/hosts/insights') return send(200, { PerformanceTier: 'ActionRequired' });
    return send(404, { Status: 404, Message: 'Not found' });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  globalThis.fetch = (input, init) => realFetch(typeof input === 'string' && input.startsWith('/') ? origin + input : input, init);
  setErrorReporter(() => undefined);
});

afterAll(() => {
  stopSession();
  globalThis.fetch = realFetch;
  server.close();
});

describe('session client (spec 000 section 4)', () => {
  it('no refresh cookie: loading, then unauthenticated', async () => {
    const seen: string[] = [];
    const stop = sessionStore.subscribe(() => seen.push(sessionStore.get().status));
    await startSession();
    stop();
    expect(seen).toEqual(['loading', 'unauthenticated']);
    // Issue 23: a visitor (no hint of a refresh cookie) is not sent to refresh, so no 401 appears in the console.
    expect(calls.filter((c) => c === 'POST /api/account/refresh')).toHaveLength(0);
  });

  it('credential sign-in stores the token, loads the session, permissions and notifications (suspended host)', async () => {
    await expect(signInWithCredentials('ada@example.com', 'wrong', 'en')).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get().status).toBe('unauthenticated');
    const user = await signInWithCredentials('ada@example.com', 'right password', 'en');
    expect(user).toMatchObject({ id: 12, isOwner: true, hasRv: true, locale: 'fr' });
    expect(sessionStore.get()).toMatchObject({ status: 'authenticated', accessToken: 'at-1' });
    await expect.poll(() => permissionsStore.get()).toEqual(['bookings:request', 'favourites:manage']);
    await expect.poll(() => notificationsStore.get()).toEqual({ hasNotifications: true, inboxNotificationsCount: 2, isSuspended: true });
    expect(sessionStore.get().user?.isSuspended).toBe(true);
  });

  it('leaving authenticated resets notifications and permissions', async () => {
    stopSession();
    expect(sessionStore.get().status).toBe('unauthenticated');
    await expect.poll(() => notificationsStore.get()).toEqual({ hasNotifications: false, inboxNotificationsCount: 0, isSuspended: false });
    expect(permissionsStore.get()).toEqual([]);
  });

  it('a refresh cookie becomes a session at start, in one call: the refresh brings the session along', async () => {
    refreshAnswer = 200;
    calls.length = 0;
    setServerCookieSource(() => ({ [cookies.sessionHint.name]: '1' }));
    await startSession();
    expect(sessionStore.get()).toMatchObject({ status: 'authenticated', user: { email: 'ada@example.com' } });
    expect(calls.filter((c) => c === 'POST /api/account/refresh')).toHaveLength(1);
    expect(calls).not.toContain('GET /api/account/session');
  });

  it('a busy server at start (503 twice) is asked again: the refresh cookie still becomes a session', async () => {
    stopSession();
    calls.length = 0;
    busyRefreshes = 2;
    await startSession();
    expect(sessionStore.get()).toMatchObject({ status: 'authenticated', user: { email: 'ada@example.com' } });
    expect(calls.filter((c) => c === 'POST /api/account/refresh')).toHaveLength(3);
  });

  it('a refresh token refused for good (401) is not asked again: the visitor’s view at once', async () => {
    stopSession();
    calls.length = 0;
    refreshAnswer = 401;
    await startSession();
    expect(sessionStore.get().status).toBe('unauthenticated');
    expect(calls.filter((c) => c === 'POST /api/account/refresh')).toHaveLength(1);
  });

  describe('the refresh the start script made before the app ran (scripts/first-paint-html.ts)', () => {
    const early = () => {
      (globalThis as Record<string, unknown>)[sessionRefresh.early] = realFetch(`${origin}${sessionRefresh.path}`, {
        method: 'POST',
        body: '{}',
      });
    };
    const refreshes = () => calls.filter((c) => c === `POST ${sessionRefresh.path}`);

    it('is taken, once: its answer becomes the session and no second refresh reuses the cookie', async () => {
      stopSession();
      calls.length = 0;
      refreshAnswer = 200;
      early();
      await startSession();
      expect(sessionStore.get()).toMatchObject({ status: 'authenticated', accessToken: 'at-1', user: { email: 'ada@example.com' } });
      expect(refreshes()).toHaveLength(1);
      expect((globalThis as Record<string, unknown>)[sessionRefresh.early]).toBeUndefined();
    });

    it('answered by a busy server (503): the app asks again itself', async () => {
      stopSession();
      calls.length = 0;
      busyRefreshes = 1;
      early();
      await startSession();
      expect(sessionStore.get()).toMatchObject({ status: 'authenticated' });
      expect(refreshes()).toHaveLength(2);
    });

    it('refused for good (401): the visitor’s view, not asked again', async () => {
      stopSession();
      calls.length = 0;
      refreshAnswer = 401;
      early();
      await startSession();
      expect(sessionStore.get().status).toBe('unauthenticated');
      expect(refreshes()).toHaveLength(1);
    });
  });
});
