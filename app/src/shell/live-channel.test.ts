// The live channel against a small local server speaking server-sent events: events reach listeners and the
// header's count at once, and after a server restart the channel reconnects by itself and reloads what it shows.
import { once } from 'node:events';
import { createServer, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setErrorReporter } from '../lib/report-error.ts';
import { notificationsStore } from './session/notifications-store.ts';
import { clearSession, setSession } from '../api/session-store.ts';
import { liveStatusStore, onLiveEvent, startLiveChannel } from './live-channel.ts';

let server: Server;
let port = 0;
let unread = 0;
let liveCalls = 0;
const open = new Set<ServerResponse>();
const realFetch = globalThis.fetch;

function handler(req: import('node:http').IncomingMessage, res: ServerResponse) {
  if (req.headers.authorization !== 'Bearer live-token') {
    res.writeHead(401).end();
    return;
  }
  if (req.url === '/api/Message/live') {
    liveCalls++;
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    res.write('retry: 1000\nevent: ready\ndata: {"UserId":7}\n\n');
    open.add(res);
    res.on('close', () => open.delete(res));
    return;
  }
  if (req.url === '/api/Message/user-pending-notifications-indicator') {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ HasMessageNotifications: unread > 0, TotalInboxNotifications: unread }));
    return;
  }
  res.writeHead(404).end();
}

async function listen(at = 0) {
  server = createServer(handler);
  server.listen(at, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
}

const until = async (check: () => boolean, timeoutMs = 8000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

let stop: () => void = () => {};
/** The priority each call to the live channel asked for. */
const livePriorities: (RequestPriority | undefined)[] = [];
beforeAll(async () => {
  await listen();
  globalThis.fetch = (input, init) => {
    if (String(input).endsWith('/api/Message/live')) livePriorities.push(init?.priority);
    return realFetch(typeof input === 'string' && input.startsWith('/') ? `http://127.0.0.1:${port}${input}` : input, init);
  };
  setErrorReporter(() => undefined);
});

afterAll(() => {
  stop();
  clearSession();
  globalThis.fetch = realFetch;
  server.closeAllConnections();
  server.close();
});

describe('live updates: server-sent events with reconnect, no polling', () => {
  it('connects when signed in; a new message reaches listeners and the header count within a second', async () => {
    const seen: string[] = [];
    onLiveEvent((type) => seen.push(type));
    setSession({ id: 7, email: 'host@example.com', isOwner: true, hasRv: true }, 'live-token');
    stop = startLiveChannel();
    await until(() => liveStatusStore.get() === 'connected');
    unread = 3;
    const sentAt = Date.now();
    for (const res of open) res.write('event: message\ndata: {"ThreadId":1,"Message":{"Body":"Hi"}}\n\n');
    await until(() => seen.includes('message') && notificationsStore.get().inboxNotificationsCount === 3, 1000);
    expect(Date.now() - sentAt).toBeLessThan(1000);
    expect(liveCalls).toBe(1);
  });

  it('asks at low priority: open as long as the tab, it never holds back the requests of the page', () => {
    expect(livePriorities).toEqual(['low']);
  });

  it('after a server restart it reconnects by itself and reloads what it shows', async () => {
    const seen: string[] = [];
    onLiveEvent((type) => seen.push(type));
    server.closeAllConnections();
    server.close();
    await until(() => liveStatusStore.get() === 'reconnecting');
    unread = 5;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await listen(port);
    await until(() => liveStatusStore.get() === 'connected' && seen.includes('reconnected'));
    await until(() => notificationsStore.get().inboxNotificationsCount === 5);
    expect(liveCalls).toBeGreaterThanOrEqual(2);
  });

  it('signing out closes the channel', async () => {
    clearSession();
    await until(() => liveStatusStore.get() === 'off');
    await until(() => open.size === 0);
    expect(open.size).toBe(0);
  });
});
