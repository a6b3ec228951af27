// Messages between renters and hosts (issue 20): enquiries and booking threads, who may read and write a thread,
// unread counts and the header indicator, archives, templates, pre-booking messages, limits, mail and the live channel.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxMessageLength, messageRateLimit, type Message, type ThreadDetail, type ThreadList, type ThreadSummary } from '@rove/contract';
import { createHostWithRv, createRenter, createUserWithToken, jsonInit, type Party, renterDetails } from './booking/fixtures.ts';
import { closeLiveChannels, presenceOf } from '../src/messages/live-channel.ts';
import { createTestContext, type TestContext, waitBudget } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: 'none', now: () => new Date('2026-05-01T12:00:00Z') });
});
afterAll(() => t.close());

let keyCounter = 0;
const key = () => `msg-test-${++keyCounter}`;

async function ask(renter: Party, rvId: number, body: string, headers: Record<string, string> = {}) {
  return t.json<{ Thread: ThreadSummary; Message: Message; Message_?: string; StatusMessage?: string }>(
    '/api/Message/enquiries',
    jsonInit('POST', { RvId: rvId, Body: body }, { ...renter.headers, 'Idempotency-Key': key(), ...headers }),
  );
}

async function reply(party: Party, threadId: number, body: unknown, headers: Record<string, string> = {}) {
  return t.json<Message & { Message?: string; StatusMessage?: string; Errors?: Record<string, string[]> }>(
    `/api/Message/threads/${threadId}/messages`,
    jsonInit('POST', body, { ...party.headers, 'Idempotency-Key': key(), ...headers }),
  );
}

const indicator = async (party: Party) =>
  (
    await t.json<{ TotalInboxNotifications: number; UnreadMessages: number; HasMessageNotifications: boolean }>(
      '/api/Message/user-pending-notifications-indicator',
      { headers: party.headers },
    )
  ).body;

const list = async (party: Party, folder = 'inbox') =>
  (await t.json<ThreadList>(`/api/Message/threads?Folder=${folder}`, { headers: party.headers })).body;

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = waitBudget()): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() - started > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('enquiries before booking', () => {
  it('a renter asks a host about an RV; the host sees the thread, unread, and the indicator counts it', async () => {
    const { host, listing } = await createHostWithRv(t.db);
    const renter = await createRenter(t.db);
    const asked = await ask(renter, listing.id, 'Is the RV pet friendly? https://example.com/dog');
    expect(asked.status).toBe(201);
    expect(asked.body.Thread).toMatchObject({ Kind: 'enquiry', Role: 'renter', UnreadCount: 0, BookingId: null });
    expect(asked.body.Message).toMatchObject({ Body: 'Is the RV pet friendly? https://example.com/dog', Mine: true, Kind: 'text' });

    const hostInbox = await list(host);
    expect(hostInbox.Items).toHaveLength(1);
    expect(hostInbox.Items[0]).toMatchObject({ Kind: 'enquiry', Role: 'owner', UnreadCount: 1, OtherParty: { FirstName: 'Rita' } });
    expect((await list(host, 'enquiries')).Items).toHaveLength(1);
    expect((await list(host, 'requests')).Items).toHaveLength(0);
    expect(await indicator(host)).toMatchObject({ UnreadMessages: 1, HasMessageNotifications: true, TotalInboxNotifications: 1 });

    // Reading the thread clears its count.
    const threadId = asked.body.Thread.Id;
    const read = await t.request(`/api/Message/threads/${threadId}/read`, { method: 'POST', headers: host.headers });
    expect(read.status).toBe(204);
    expect(await indicator(host)).toMatchObject({ UnreadMessages: 0, TotalInboxNotifications: 0 });
    expect((await list(host)).Items[0].UnreadCount).toBe(0);

    // Asking again continues the same thread.
    const again = await ask(renter, listing.id, 'And is there a bike rack?');
    expect(again.body.Thread.Id).toBe(threadId);
    expect((await list(host)).Items[0]).toMatchObject({ UnreadCount: 1, LastMessage: 'And is there a bike rack?' });
  });

  it('marking read up to the message shown leaves one that arrived meanwhile unread; a bad UpTo is refused', async () => {
    const { host, listing } = await createHostWithRv(t.db);
    const renter = await createRenter(t.db);
    const shown = (await ask(renter, listing.id, 'Shown to the host')).body;
    // Arrives after the host's page showed the first one, before its mark-read reached the server.
    await ask(renter, listing.id, 'Arrived meanwhile');
    const threadId = shown.Thread.Id;
    const read = (body: unknown) => t.request(`/api/Message/threads/${threadId}/read`, jsonInit('POST', body, host.headers));
    expect((await read({ UpTo: shown.Message.Id })).status).toBe(204);
    expect((await list(host)).Items[0].UnreadCount).toBe(1);
    expect(await indicator(host)).toMatchObject({ UnreadMessages: 1 });
    expect((await read({ UpTo: 'last' })).status).toBe(400);
    expect((await read({ UpTo: -1 })).status).toBe(400);
    expect((await list(host)).Items[0].UnreadCount).toBe(1);
    // Without UpTo, all of it.
    expect((await read({})).status).toBe(204);
    expect((await list(host)).Items[0].UnreadCount).toBe(0);
  });

  it('refuses a question about one’s own RV, an unknown RV and an empty question', async () => {
    const { host, listing } = await createHostWithRv(t.db);
    expect((await ask(host, listing.id, 'Hello me')).status).toBe(403);
    const renter = await createRenter(t.db);
    expect((await ask(renter, 99_999_999, 'Hello')).status).toBe(404);
    const empty = await ask(renter, listing.id, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.StatusMessage).toBe('MESSAGE_EMPTY');
  });
});

/** A host's RV and a renter who asked about it: the thread between them. */
async function newThread() {
  const { host, listing } = await createHostWithRv(t.db);
  const renter = await createRenter(t.db);
  const threadId = (await ask(renter, listing.id, 'A question')).body.Thread.Id;
  return { host, renter, threadId };
}

describe('who may read and write a thread (authorization matrix)', () => {
  let threadId: number;
  let renter: Party;
  let host: Party;
  beforeAll(async () => {
    ({ host, renter, threadId } = await newThread());
  });

  it.each([
    ['the renter', 'renter', 200, 201],
    ['the host', 'host', 200, 201],
    ['another user', 'stranger', 404, 404],
    ['an administrator', 'admin', 200, 403],
    ['a visitor', 'visitor', 401, 401],
  ] as const)('%s: read %s, write %s', async (_label, who, readStatus, writeStatus) => {
    const party =
      who === 'renter'
        ? renter
        : who === 'host'
          ? host
          : who === 'stranger'
            ? await createRenter(t.db)
            : who === 'admin'
              ? await createUserWithToken(t.db, { user_type: 'Administrator' })
              : { headers: {} as Record<string, string> };
    const read = await t.request(`/api/Message/threads/${threadId}`, { headers: party.headers });
    expect(read.status).toBe(readStatus);
    const write = await t.request(
      `/api/Message/threads/${threadId}/messages`,
      jsonInit('POST', { Body: 'Hi' }, { ...party.headers, 'Idempotency-Key': key() }),
    );
    expect(write.status).toBe(writeStatus);
  });

  it('someone else’s thread answers exactly like an unknown one, in the request’s language', async () => {
    const stranger = await createRenter(t.db);
    const theirs = await t.json<{ Message: string; StatusMessage: string }>(`/api/Message/threads/${threadId}`, {
      headers: { ...stranger.headers, 'Accept-Language': 'fr' },
    });
    const unknown = await t.json<{ Message: string; StatusMessage: string }>('/api/Message/threads/987654321', {
      headers: { ...stranger.headers, 'Accept-Language': 'fr' },
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(unknown.body);
    expect(theirs.body).toMatchObject({ StatusMessage: 'THREAD_NOT_FOUND', Message: 'Cette conversation est introuvable.' });
    // Nor may they archive it or mark it read.
    expect((await t.request(`/api/Message/threads/${threadId}/archive`, { method: 'POST', headers: stranger.headers })).status).toBe(404);
    expect((await t.request(`/api/Message/threads/${threadId}/read`, { method: 'POST', headers: stranger.headers })).status).toBe(404);
  });

  it('the thread shows both parties’ messages, plain text as sent', async () => {
    const html = '<script>alert(1)</script><b>bold</b>';
    expect((await reply(host, threadId, { Body: html })).status).toBe(201);
    const detail = await t.json<ThreadDetail>(`/api/Message/threads/${threadId}`, { headers: renter.headers });
    const last = detail.body.Messages.at(-1);
    expect(last).toMatchObject({ Body: html, Mine: false });
    expect(detail.body.RenterFirstName).toBe('Rita');
    expect(detail.body.HostFirstName).toBe('Hosta');
    expect(detail.body.CanWrite).toBe(true);
  });
});

describe('bad input', () => {
  let threadId: number;
  let renter: Party;
  let host: Party;
  beforeAll(async () => {
    ({ host, renter, threadId } = await newThread());
  });

  it('an empty message, 100,000 characters and a photo that is not one are refused with a clear sentence', async () => {
    const empty = await reply(renter, threadId, { Body: '  ' }, { 'Accept-Language': 'fr' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      StatusMessage: 'MESSAGE_EMPTY',
      Message: 'Écrivez un message ou ajoutez une photo avant d’envoyer.',
    });
    const long = await reply(renter, threadId, { Body: 'x'.repeat(100_000) });
    expect(long.status).toBe(400);
    expect(long.body.StatusMessage).toBe('MESSAGE_TOO_LONG');
    expect(long.body.Message).toContain('5,000');
    expect(long.body.Errors?.Body?.[0]).toBe(long.body.Message);
    const exact = await reply(renter, threadId, { Body: 'y'.repeat(maxMessageLength) });
    expect(exact.status).toBe(201);
    const notAPhoto = await reply(renter, threadId, { Body: 'See', PhotoIds: [crypto.randomUUID()] });
    expect(notAPhoto.status).toBe(422);
    expect(notAPhoto.body.StatusMessage).toBe('MESSAGE_PHOTO_UNUSABLE');
    const malformed = await t.request(`/api/Message/threads/${threadId}/messages`, jsonInit('POST', '{"Body":', renter.headers));
    expect(malformed.status).toBe(400);
    expect((await t.request('/api/Message/threads/abc', { headers: renter.headers })).status).toBe(404);
  });

  it('a photo uploaded as a message photo goes with the message', async () => {
    const form = new FormData();
    const bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#37a' } })
      .png()
      .toBuffer();
    form.set('file', new Blob([new Uint8Array(bytes)]), 'view.png');
    form.set('kind', 'message-photo');
    const uploaded = await t.json<{ Id: string }>('/api/uploads', { method: 'POST', body: form, headers: renter.headers });
    expect(uploaded.status).toBe(201);
    const sent = await reply(renter, threadId, { Body: '', PhotoIds: [uploaded.body.Id] });
    expect(sent.status).toBe(201);
    expect(sent.body.Photos).toEqual([
      expect.objectContaining({ Id: uploaded.body.Id, ThumbUrl: `/api/uploads/${uploaded.body.Id}/thumb.webp` }),
    ]);
    // Someone else's upload cannot be sent.
    const stolen = await reply(host, threadId, { Body: 'Mine now', PhotoIds: [uploaded.body.Id] });
    expect(stolen.status).toBe(422);
    expect(stolen.body.StatusMessage).toBe('MESSAGE_PHOTO_UNUSABLE');
  });

  it('a retry with the same Idempotency-Key stores the message once', async () => {
    const headers = { 'Idempotency-Key': 'same-key-1' };
    const first = await reply(renter, threadId, { Body: 'Only once' }, headers);
    const second = await reply(renter, threadId, { Body: 'Only once' }, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.Id).toBe(first.body.Id);
    const detail = await t.json<ThreadDetail>(`/api/Message/threads/${threadId}`, { headers: renter.headers });
    expect(detail.body.Messages.filter((m) => m.Body === 'Only once')).toHaveLength(1);
  });

  it(`a user sends at most ${messageRateLimit.limit} messages a minute, then gets a clear 429`, async () => {
    const { listing } = await createHostWithRv(t.db);
    const chatty = await createRenter(t.db);
    const thread = (await ask(chatty, listing.id, 'First')).body.Thread.Id;
    for (let i = 1; i < messageRateLimit.limit; i++) expect((await reply(chatty, thread, { Body: `n${i}` })).status).toBe(201);
    const refused = await reply(chatty, thread, { Body: 'one too many' });
    expect(refused.status).toBe(429);
    expect(refused.body.StatusMessage).toBe('MESSAGE_RATE_LIMITED');
    expect(refused.body.Message).toMatch(/Try again in \d+ seconds: your message is kept\./);
    // A refused first question about another RV leaves no empty thread behind.
    const other = await createHostWithRv(t.db);
    expect((await ask(chatty, other.listing.id, 'Hello?')).status).toBe(429);
    expect((await list(other.host)).Items).toHaveLength(0);
  });
});

describe('booking threads', () => {
  it('a booking request opens its thread with the renter’s note and the RV’s pre-booking message', async () => {
    const { host, listing } = await createHostWithRv(t.db);
    const renter = await createRenter(t.db);
    const stranger = await createRenter(t.db);
    const preBooking = 'Thanks for booking! Pickup is at 3 pm.';
    expect((await t.request(`/api/hosts/rvs/${listing.id}/pre-booking-message`, { headers: stranger.headers })).status).toBe(404);
    const set = await t.json<{ Message: string }>(
      `/api/hosts/rvs/${listing.id}/pre-booking-message`,
      jsonInit('PUT', { Message: preBooking }, host.headers),
    );
    expect(set).toMatchObject({ status: 200, body: { Message: preBooking } });
    const tooLong = await t.request(
      `/api/hosts/rvs/${listing.id}/pre-booking-message`,
      jsonInit('PUT', { Message: 'x'.repeat(2001) }, host.headers),
    );
    expect(tooLong.status).toBe(400);

    const requested = await t.json<{ Id: number }>(
      '/api/bookings',
      jsonInit(
        'POST',
        {
          RvId: listing.id,
          Estimate: { dateStart: '2026-06-10', dateEnd: '2026-06-14' },
          Renter: renterDetails,
          MessageToHost: 'Two adults and a dog.',
        },
        { ...renter.headers, 'Idempotency-Key': key() },
      ),
    );
    expect(requested.status).toBe(201);
    const hostRequests = await until(
      () => list(host, 'requests'),
      (value) => value.Items.length === 1,
    );
    expect(hostRequests.Items[0]).toMatchObject({
      Kind: 'booking',
      BookingId: requested.body.Id,
      BookingStatus: 'AwaitingOwnerApproval',
      StartDate: '2026-06-10',
      EndDate: '2026-06-14',
      UnreadCount: 1,
    });
    const threadId = hostRequests.Items[0].Id;
    const detail = await t.json<ThreadDetail>(`/api/Message/threads/${threadId}`, { headers: renter.headers });
    expect(detail.body.Messages.map((m) => [m.Kind, m.Body, m.Mine])).toEqual([
      ['booking-request', 'Two adults and a dog.', true],
      ['pre-booking', preBooking, false],
    ]);
    // The renter has the host's automatic message to read; the host's count is the request itself.
    expect(await indicator(renter)).toMatchObject({ UnreadMessages: 1 });
    expect(await indicator(host)).toMatchObject({ UnreadMessages: 0, TotalInboxNotifications: 1 });
    // The booking's parties only.
    expect((await t.request(`/api/Message/threads/${threadId}`, { headers: stranger.headers })).status).toBe(404);
  });

  it('older bookings get their thread on first look, once', async () => {
    const { host, listing } = await createHostWithRv(t.db);
    const renter = await createRenter(t.db);
    const booking = await t.db
      .insertInto('bookings')
      .values({
        listing_id: listing.id,
        renter_id: renter.user.id,
        owner_id: host.user.id,
        status: 'Confirmed',
        start_date: '2026-07-01',
        end_date: '2026-07-04',
        currency: 'CAD',
        trip: '{}',
        quote: '{}',
        renter_total: 0,
        renter_details: '{}',
        message_to_host: 'Old note',
        decline_reason: null,
        cancel_reason: null,
        refund_amount: 0,
        credits_applied: 0,
        waiting_since: new Date(),
        created_at: new Date(),
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [first, second] = [await list(renter), await list(renter)];
    expect(first.Items.filter((i) => i.BookingId === booking.id)).toHaveLength(1);
    expect(second.Items.filter((i) => i.BookingId === booking.id)).toHaveLength(1);
    expect(first.Items.find((i) => i.BookingId === booking.id)).toMatchObject({ BookingStatus: 'Confirmed', LastMessage: 'Old note' });
  });
});

describe('archives', () => {
  it('archive moves a thread to messages/archives (and reads it); a new message brings it back for the recipient', async () => {
    const { host, listing } = await createHostWithRv(t.db);
    const renter = await createRenter(t.db);
    const threadId = (await ask(renter, listing.id, 'Question')).body.Thread.Id;
    const archived = await t.json<ThreadSummary>(`/api/Message/threads/${threadId}/archive`, { method: 'POST', headers: host.headers });
    expect(archived.body).toMatchObject({ Archived: true, UnreadCount: 0 });
    expect((await list(host)).Items).toHaveLength(0);
    expect((await list(host, 'archives')).Items.map((i) => i.Id)).toEqual([threadId]);
    // The renter's side is untouched.
    expect((await list(renter)).Items.map((i) => i.Id)).toContain(threadId);
    await reply(renter, threadId, { Body: 'Any news?' });
    expect((await list(host)).Items.map((i) => i.Id)).toEqual([threadId]);
    await t.request(`/api/Message/threads/${threadId}/archive`, { method: 'POST', headers: host.headers });
    const back = await t.json<ThreadSummary>(`/api/Message/threads/${threadId}/unarchive`, { method: 'POST', headers: host.headers });
    expect(back.body.Archived).toBe(false);
    expect((await list(host, 'archives')).Items).toHaveLength(0);
  });
});

describe('message templates', () => {
  it('a host creates, lists, edits and deletes templates; nobody else sees them', async () => {
    const { host } = await createHostWithRv(t.db);
    const other = await createRenter(t.db);
    const created = await t.json<{ Id: number; Name: string }>(
      '/api/Message/templates',
      jsonInit('POST', { Name: 'Welcome', Body: 'Hi {renterFirstName}, {rvName} is ready from {tripStart}.' }, host.headers),
    );
    expect(created.status).toBe(201);
    const id = created.body.Id;
    expect((await t.json<{ Items: unknown[] }>('/api/Message/templates', { headers: host.headers })).body.Items).toHaveLength(1);
    expect((await t.json<{ Items: unknown[] }>('/api/Message/templates', { headers: other.headers })).body.Items).toHaveLength(0);
    expect((await t.request(`/api/Message/templates/${id}`, jsonInit('PUT', { Name: 'X', Body: 'Y' }, other.headers))).status).toBe(404);
    const edited = await t.json<{ Name: string }>(
      `/api/Message/templates/${id}`,
      jsonInit('PUT', { Name: 'Hello', Body: 'Hi!' }, host.headers),
    );
    expect(edited.body.Name).toBe('Hello');
    const noName = await t.json<{ StatusMessage: string; Errors: Record<string, string[]> }>(
      '/api/Message/templates',
      jsonInit('POST', { Name: ' ', Body: 'Hi' }, { ...host.headers, 'Accept-Language': 'fr' }),
    );
    expect(noName.status).toBe(400);
    expect(noName.body.StatusMessage).toBe('TEMPLATE_NAME_REQUIRED');
    expect(noName.body.Errors.Name).toEqual(['Donnez un nom au modèle.']);
    expect((await t.request(`/api/Message/templates/${id}`, { method: 'DELETE', headers: other.headers })).status).toBe(404);
    expect((await t.request(`/api/Message/templates/${id}`, { method: 'DELETE', headers: host.headers })).status).toBe(204);
    expect((await t.json<{ Items: unknown[] }>('/api/Message/templates', { headers: host.headers })).body.Items).toHaveLength(0);
  });
});

describe('mail to a recipient who is not online', () => {
  it('mails once per burst, in their language, with a link to the thread; not while they are online', async () => {
    const { host, listing } = await createHostWithRv(t.db);
    await t.db.updateTable('users').set({ language: 'fr' }).where('id', '=', host.user.id).execute();
    const renter = await createRenter(t.db);
    const mails = () =>
      t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', host.user.email).where('kind', '=', 'message').execute();
    const threadId = (await ask(renter, listing.id, 'Bonjour, <b>question</b>')).body.Thread.Id;
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe('Nouveau message de Rita au sujet de Test Class C');
    expect(sent[0].text_body).toContain('Bonjour ');
    expect(sent[0].text_body).toContain('Rita vous a écrit au sujet de Test Class C\u00a0:');
    expect(sent[0].text_body).toContain(`/fr/host/messages?thread=${threadId}`);
    expect(sent[0].html_body).toContain('&lt;b&gt;question&lt;/b&gt;');
    await reply(renter, threadId, { Body: 'Second one' });
    expect(await mails()).toHaveLength(1);

    // Once read, the next message mails again unless the host holds the live channel.
    await t.request(`/api/Message/threads/${threadId}/read`, { method: 'POST', headers: host.headers });
    const controller = new AbortController();
    const live = await t.app.request('/api/Message/live', { headers: host.headers, signal: controller.signal });
    const reader = (live.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    await reply(renter, threadId, { Body: 'While online' });
    expect(await mails()).toHaveLength(1);
    await reader.cancel();
    controller.abort();

    // Closing the channel takes the host offline again: the next burst mails.
    await t.request(`/api/Message/threads/${threadId}/read`, { method: 'POST', headers: host.headers });
    await until(
      async () => presenceOf(t.deps).isOnline(host.user.id),
      (online) => !online,
    );
    await reply(renter, threadId, { Body: 'After they left' });
    expect(await mails()).toHaveLength(2);
  });
});

describe('API documentation', () => {
  it('lists the messages routes in the OpenAPI document', async () => {
    const doc = await t.json<{ paths: Record<string, unknown> }>('/api/openapi.json');
    expect(doc.status).toBe(200);
    for (const path of ['/api/Message/threads', '/api/Message/threads/{threadId}/messages', '/api/Message/live', '/api/Message/templates'])
      expect(doc.body.paths[path], path).toBeDefined();
  });
});

describe('live channel (server-sent events)', () => {
  it('delivers a new message and a notifications nudge to the recipient at once, and only to them', async () => {
    const { host, listing } = await createHostWithRv(t.db);
    const renter = await createRenter(t.db);
    const stranger = await createRenter(t.db);
    const threadId = (await ask(renter, listing.id, 'Opening')).body.Thread.Id;

    const open = async (party: Party) => {
      const res = await t.app.request('/api/Message/live', { headers: party.headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toContain('text/event-stream');
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      return {
        reader,
        async next(event: string, timeoutMs = waitBudget()): Promise<unknown> {
          const deadline = Date.now() + timeoutMs;
          for (;;) {
            const match = new RegExp(`event: ${event}\\ndata: (.*)\\n`).exec(buffer);
            if (match) {
              buffer = buffer.slice(match.index + match[0].length);
              return JSON.parse(match[1]);
            }
            const left = deadline - Date.now();
            if (left <= 0) return undefined;
            const chunk = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), left))]);
            if (!chunk || chunk.done) return undefined;
            buffer += decoder.decode(chunk.value, { stream: true });
          }
        },
      };
    };
    const hostLive = await open(host);
    const strangerLive = await open(stranger);
    expect(await hostLive.next('ready')).toMatchObject({ UserId: host.user.id });
    await strangerLive.next('ready');

    // Stored, acknowledged, and on the recipient's channel within a second of the acknowledgement.
    expect((await reply(renter, threadId, { Body: 'Live hello' })).status).toBe(201);
    const event = (await hostLive.next('message')) as { ThreadId: number; Message: Message };
    expect(event).toMatchObject({ ThreadId: threadId, Message: { Body: 'Live hello', Mine: false } });
    expect(await hostLive.next('notifications')).toEqual({});
    expect(await strangerLive.next('message', 200)).toBeUndefined();
    await hostLive.reader.cancel();
    await strangerLive.reader.cancel();
  });

  it('a shutdown ends every open channel, so the server can close (the tabs reconnect to the next one)', async () => {
    const renter = await createRenter(t.db);
    const res = await t.app.request('/api/Message/live', { headers: renter.headers });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    expect(presenceOf(t.deps).isOnline(renter.user.id)).toBe(true);
    closeLiveChannels(t.deps);
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
    }
    expect(presenceOf(t.deps).isOnline(renter.user.id)).toBe(false);
  });

  it('answers 401 without a token', async () => {
    expect((await t.request('/api/Message/live')).status).toBe(401);
  });
});
