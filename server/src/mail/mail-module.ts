import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'kysely';
import { invalid, json, media, refusals } from '../http/openapi-routes.ts';
import { isPublic } from '../identity/route-security.ts';
import type { ApiModule } from '../module.ts';
import { escapeHtml as e } from './html.ts';
import { mailerFor } from './mailer.ts';

const pageSize = 50;

const common = { tags: ['Development'], ...isPublic };
const ToQuery = z.object({ to: z.string().optional().meta({ description: 'Only the messages to this address' }) });
const OutboxMessageSchema = z.object({
  Id: z.number().int(),
  Kind: z.string(),
  To: z.string(),
  Language: z.string(),
  Subject: z.string(),
  Text: z.string(),
  CreatedDate: z.string(),
  SentDate: z.string().nullable(),
  Error: z.string().nullable(),
});
const outboxJsonRoute = createRoute({
  method: 'get',
  path: '/dev/mail.json',
  operationId: 'listOutboxMail',
  summary: 'Development only: the latest messages of the mail outbox (sign-up codes...)',
  ...common,
  request: { query: ToQuery },
  responses: { 200: json(z.array(OutboxMessageSchema), 'Newest first'), ...refusals({ 400: invalid }) },
});
const outboxPageRoute = createRoute({
  method: 'get',
  path: '/dev/mail',
  operationId: 'getOutboxPage',
  summary: 'Development only: the same as a page',
  ...common,
  request: { query: ToQuery },
  responses: { 200: media('text/html', 'The page'), ...refusals({ 400: invalid }) },
});

/**
 * The outbox worker's schedule, and, in development only, the latest messages of the outbox, as a page (/dev/mail) and as JSON (/dev/mail.json),
 * optionally for one address (?to=). Absent in production, where mail leaves by SMTP.
 */
export const mailModule: ApiModule = {
  name: 'mail',
  register(app, deps) {
    // The outbox worker (outbox-worker.ts): due mail goes out every few seconds, failures are retried later. Without
    // SMTP_URL a pass does nothing: the mail stays in the outbox (the page below in development).
    deps.scheduler.add({ name: 'mail-outbox', everyMs: 5_000, run: async () => void (await mailerFor(deps).deliver()) });
    if (deps.config.env === 'production') return;

    const recent = (to: string | undefined) => {
      let query = deps.db
        .selectFrom('mail_outbox')
        .select(['id', 'kind', 'to_address', 'language', 'subject', 'text_body', 'created_at', 'sent_at', 'error'])
        .orderBy('id', 'desc')
        .limit(pageSize);
      if (to) query = query.where(sql<string>`lower(to_address)`, '=', to.trim().toLowerCase());
      return query.execute();
    };

    app.openapi(outboxJsonRoute, async (c) => {
      const rows = await recent(c.req.valid('query').to);
      c.header('Cache-Control', 'no-store');
      return c.json(
        rows.map((row) => ({
          Id: row.id,
          Kind: row.kind,
          To: row.to_address,
          Language: row.language,
          Subject: row.subject,
          Text: row.text_body,
          CreatedDate: new Date(row.created_at).toISOString(),
          SentDate: row.sent_at ? new Date(row.sent_at).toISOString() : null,
          Error: row.error,
        })),
        200,
      );
    });

    app.openapi(outboxPageRoute, async (c) => {
      const to = c.req.valid('query').to;
      const rows = await recent(to);
      const items = rows
        .map(
          (row) => `<article>
  <h2>${e(row.subject)}</h2>
  <p class="meta">${e(row.kind)} · ${e(row.to_address)} · ${e(row.language)} · <time datetime="${e(new Date(row.created_at).toISOString())}">${e(new Date(row.created_at).toISOString())}</time>
  · ${row.sent_at ? 'SMTP: sent / envoyé' : row.error ? `SMTP error / erreur : ${e(row.error)}` : 'outbox only / boîte d’envoi seulement'}</p>
  <pre>${e(row.text_body)}</pre>
</article>`,
        )
        .join('\n');
      c.header('Cache-Control', 'no-store');
      return c.html(
        `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Outbox · Boîte d’envoi</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 50rem; padding: 0 1rem; color: #1a1a1a; }
article { border: 1px solid #d6d3cc; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
h2 { font-size: 1.1rem; margin: 0; } .meta { color: #4a4a4a; font-size: .9rem; } pre { white-space: pre-wrap; }
</style></head>
<body>
<main>
<h1>Outbox <span lang="fr">· Boîte d’envoi</span></h1>
<p>Development only: the latest ${pageSize} messages${to ? ` to ${e(to)}` : ''}. <span lang="fr">Développement seulement : les ${pageSize} derniers messages.</span></p>
<form method="get"><label for="to">To / À</label> <input id="to" name="to" type="email" value="${e(to ?? '')}"> <button type="submit">Filter / Filtrer</button></form>
${items || '<p>No messages yet. <span lang="fr">Aucun message pour l’instant.</span></p>'}
</main>
</body></html>`,
        200,
      );
    });
  },
};
