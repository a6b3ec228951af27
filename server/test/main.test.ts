import { createServer, type Server } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../src/main.ts';

// The server only fails here, before any database work: no database is opened for these tests.
let blocker: Server | undefined;
afterAll(() => new Promise<void>((done) => (blocker ? blocker.close(() => done()) : done())));

describe('startServer', () => {
  it('fails loudly with EADDRINUSE when the port is taken, before preparing the database', async () => {
    blocker = createServer();
    const port = await new Promise<number>((resolve) =>
      blocker!.listen(0, '127.0.0.1', () => resolve((blocker!.address() as { port: number }).port)),
    );
    // A database URL nobody answers: had startServer opened it first, this would fail differently.
    await expect(
      startServer({ port, host: '127.0.0.1', databaseUrl: 'postgres://nobody@127.0.0.1:1/none', logLevel: 'error' }),
    ).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
  });
});
