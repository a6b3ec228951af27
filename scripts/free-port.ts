// A free loopback port for the tools that start a server (the fresh-start check, PostgreSQL clusters for the tests
// and the benches, the product under Lighthouse).
import { createServer } from 'node:net';

/** A port of 127.0.0.1 free when asked (another process may take it before it is used: retry on failure). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}
