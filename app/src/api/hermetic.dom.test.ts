// DOM tests never reach the network (scripts/setup-dom.ts): a request the test did not stub fails at once, even
// when something is listening at the address, as on the shared port 3000 that happy-dom's page URL names.
import { once } from 'node:events';
import { createServer } from 'node:http';
import { expect, it } from 'vitest';
import { apiFetch } from './api-fetch.ts';

it('an unstubbed request fails without reaching a server that is listening', async () => {
  let reached = 0;
  const server = createServer((_request, response) => {
    reached += 1;
    response.end('{}');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow(/no network/);
    await expect(window.fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow(/no network/);
    await expect(apiFetch('/api/health')).rejects.toBeTruthy();
    expect(reached).toBe(0);
  } finally {
    server.close();
  }
});
