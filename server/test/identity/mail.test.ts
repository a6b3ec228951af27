import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/mail/mailer.ts';
import { claimDue } from '../../src/mail/outbox-worker.ts';
import { mailTemplates } from '../../src/mail/templates.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import { createUserWithToken } from './sign-in.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: 'none' });
});
afterAll(() => ctx.close());

describe('the mail outbox', () => {
  it('writes every message to the outbox, and delivers by SMTP transport when there is one', async () => {
    const delivered: string[] = [];
    // nodemailer's stream transport builds the real MIME message without a network.
    const transport = createTransport({ streamTransport: true, buffer: true });
    const sendMail = transport.sendMail.bind(transport);
    transport.sendMail = (async (message: Parameters<typeof sendMail>[0]) => {
      const info = await sendMail(message);
      delivered.push(String((info as { message: Buffer }).message));
      return info;
    }) as typeof transport.sendMail;
    const mailer = createMailer({ db: ctx.db, logger: ctx.deps.logger, transport });
    const { id } = await mailer.send(
      mailTemplates.recovery('ada@example.test', 'fr', { url: 'http://x/recovery-password/abc', minutes: 60 }),
    );
    await mailer.idle();
    const row = await ctx.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'recovery', to_address: 'ada@example.test', language: 'fr', error: null });
    expect(row.sent_at).toBeInstanceOf(Date);
    expect(row.text_body).toContain('http://x/recovery-password/abc');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toContain('To: ada@example.test');
  });

  it('keeps the message and records the error when SMTP fails', async () => {
    const mailer = createMailer({ db: ctx.db, logger: ctx.deps.logger, transport: 'smtp://127.0.0.1:1' });
    const { id } = await mailer.send(mailTemplates.welcome('grace@example.test', 'en', { appUrl: 'http://x', asHost: false }));
    await mailer.idle();
    const row = await ctx.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.sent_at).toBeNull();
    expect(row.error).toBeTruthy();
  });

  it('writes a message due by the clock the worker claims with: a pass in the same millisecond takes it', async () => {
    const mailer = createMailer({ db: ctx.db, logger: ctx.deps.logger });
    const { id } = await mailer.send(mailTemplates.welcome('heidi@example.test', 'en', { appUrl: 'http://x', asHost: false }));
    const row = await ctx.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    // The worker's clock has milliseconds; a due time with microseconds (the database's now()) was later than it.
    const claimed = await claimDue(ctx.db, row.next_attempt_at);
    expect(claimed.map((message) => message.id)).toContain(id);
  });

  it('lists recent messages on the development page, escaped, filtered by address', async () => {
    await createMailer({ db: ctx.db, logger: ctx.deps.logger }).send({
      kind: 'test',
      to: 'eve@example.test',
      language: 'en',
      subject: '<script>alert(1)</script>',
      text: 'body',
    });
    const page = await ctx.request('/dev/mail?to=EVE@example.test');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('ada@example.test');
    const list = await ctx.json<Array<{ To: string; Subject: string }>>('/dev/mail.json?to=eve@example.test');
    expect(list.body).toEqual([expect.objectContaining({ To: 'eve@example.test', Subject: '<script>alert(1)</script>' })]);
  });

  it('has no development page in production', async () => {
    const production = await createTestContext({ seed: 'none', config: { env: 'production' } });
    try {
      expect((await production.request('/dev/mail')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('the test helper for other modules', () => {
  it('creates a user whose bearer token the API accepts', async () => {
    const { user, headers } = await createUserWithToken(ctx.db, { is_owner: true });
    expect(user.roles).toEqual(['renter', 'owner']);
    const session = await ctx.json<{ id: number; isOwner: boolean }>('/api/account/session', { headers });
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ id: user.id, isOwner: true });
  });
});
