// Every rate limit counts in the database (issue 36: 30 messages in a row through two processes were all accepted,
// the 20-a-minute limit being per process). Two app instances on one database (separate pools on PostgreSQL, one
// embedded database otherwise), requests alternating between them: messages, enquiries, uploads and call requests
// are limited as if there were one. The PostgreSQL suite also runs it across two server processes
// (two-processes.test.ts).
import { messageRateLimit } from '@rove/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.ts';
import { openTemplateClone } from '../../src/db/template.ts';
import { createDeps } from '../../src/deps.ts';
import type { App } from '../../src/http/context.ts';
import { createMemoryLogger } from '../../src/http/logger.ts';
import { rateLimitPolicies } from '../../src/identity/rate-limit.ts';
import { createHostWithRv, createRenter, jsonInit } from '../booking/fixtures.ts';

let handle: DatabaseHandle;
let second: DatabaseHandle | undefined;
let apps: App[] = [];

beforeAll(async () => {
  handle = await openTemplateClone('none');
  // On PostgreSQL the second instance has a pool of its own, as a second process would.
  second = handle.url ? await openDatabase({ databaseUrl: handle.url }) : undefined;
  apps = [handle.db, second?.db ?? handle.db].map((db) =>
    createApp(createDeps({ db, logger: createMemoryLogger(), config: { env: 'test' } })),
  );
});
afterAll(async () => {
  await second?.close();
  await handle?.close();
});

/** Sends `count` requests one after another, alternating between the two instances; answers their statuses. */
async function alternate(count: number, request: (app: App, i: number) => Response | Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await request(apps[i % 2], i);
    await res.arrayBuffer();
    statuses.push(res.status);
  }
  return statuses;
}

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((out, s) => ({ ...out, [s]: (out[s] ?? 0) + 1 }), {});

describe('two app instances on one database share every limit', () => {
  it(`messages: 30 in a row, ${messageRateLimit.limit} accepted`, async () => {
    const { listing } = await createHostWithRv(handle.db);
    const renter = await createRenter(handle.db);
    const first = await apps[0].request(
      '/api/Message/enquiries',
      jsonInit('POST', { RvId: listing.id, Body: 'Is it free in June?' }, renter.headers),
    );
    expect(first.status).toBe(201);
    const threadId = ((await first.json()) as { Thread: { Id: number } }).Thread.Id;
    const statuses = await alternate(29, (app, i) =>
      app.request(`/api/Message/threads/${threadId}/messages`, jsonInit('POST', { Body: `Message ${i + 2}` }, renter.headers)),
    );
    expect(tally([201, ...statuses])).toEqual({ 201: messageRateLimit.limit, 429: 30 - messageRateLimit.limit });
  });

  it('enquiries, uploads and call requests', async () => {
    const renter = await createRenter(handle.db);
    const hosts = await Promise.all(Array.from({ length: 12 }, () => createHostWithRv(handle.db)));
    const enquiries = await alternate(12, (app, i) =>
      app.request('/api/Message/enquiries', jsonInit('POST', { RvId: hosts[i].listing.id, Body: 'Is it free in June?' }, renter.headers)),
    );
    expect(tally(enquiries)).toEqual({ 201: rateLimitPolicies.enquiriesPerUser.limit, 429: 12 - rateLimitPolicies.enquiriesPerUser.limit });

    const calls = await alternate(5, (app) =>
      app.request(
        '/api/support/call-requests',
        jsonInit(
          'POST',
          {
            PhoneNumber: '416 555 0199',
            PreferredDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
            PreferredWindow: 'Morning',
          },
          renter.headers,
        ),
      ),
    );
    expect(tally(calls)).toEqual({
      201: rateLimitPolicies.callRequestsPerUser.limit,
      429: 5 - rateLimitPolicies.callRequestsPerUser.limit,
    });

    // Uploads: the limit's worth counted beforehand (as earlier uploads would be), then two more through each instance.
    const uploader = await createRenter(handle.db);
    const earlier = new Date();
    await handle.db
      .insertInto('rate_limit_events')
      .values(
        Array.from({ length: rateLimitPolicies.uploadsPerUser.limit - 1 }, () => ({
          name: 'uploadsPerUser',
          key: String(uploader.user.id),
          at: earlier,
        })),
      )
      .execute();
    const image = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const uploads = await alternate(3, (app) => {
      const form = new FormData();
      form.set('kind', 'rv-photo');
      form.set('file', new Blob([new Uint8Array(image)]), 'van.png');
      return app.request('/api/uploads', { method: 'POST', headers: uploader.headers, body: form });
    });
    expect(uploads).toEqual([201, 429, 429]);
  });
});
