// Development conveniences only when asked for: NODE_ENV unset is production (no /dev/mail).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runModeFromEnv } from '../../src/env.ts';
import { createTestContext, type TestContext } from '../helpers.ts';

describe('runModeFromEnv', () => {
  it('is production unless development is asked explicitly', () => {
    expect(runModeFromEnv({})).toBe('production');
    expect(runModeFromEnv({ NODE_ENV: 'test' })).toBe('production');
    expect(runModeFromEnv({ NODE_ENV: 'production' })).toBe('production');
    expect(runModeFromEnv({ ROVE_DEV: '1' })).toBe('development');
    expect(runModeFromEnv({ ROVE_DEV: 'true' })).toBe('production');
    expect(runModeFromEnv({ NODE_ENV: 'development' })).toBe('development');
  });
  it('refuses ROVE_DEV=1 with NODE_ENV=production', () => {
    expect(() => runModeFromEnv({ ROVE_DEV: '1', NODE_ENV: 'production' })).toThrow(/refused/);
  });
});

describe('the mail outbox follows the mode', () => {
  let production: TestContext;
  let development: TestContext;
  beforeAll(async () => {
    production = await createTestContext({ seed: 'none', config: { env: runModeFromEnv({}) } });
    development = await createTestContext({ seed: 'none', config: { env: runModeFromEnv({ ROVE_DEV: '1' }) } });
  });
  afterAll(async () => {
    await production?.close();
    await development?.close();
  });
  it.each(['/dev/mail', '/dev/mail.json'])('%s is absent in a default run and present in development', async (path) => {
    expect((await production.request(path)).status).toBe(404);
    expect((await development.request(path)).status).toBe(200);
  });
});
