// The mail a recipient who is not online gets for a new message: in their language, through the mail outbox,
// with the message's text (escaped, never rendered as HTML) and a link to the thread in their mode.
import { frenchSpacing } from '@rove/contract/french';
import type { AppDeps } from '../deps.ts';
import { escapeHtml } from '../mail/html.ts';
import { type MailDb, type MailLanguage, mailerFor } from '../mail/mailer.ts';
import type { ThreadRow } from './message-store.ts';
import { serverWords } from '../i18n/server-words.ts';

/** The thread's page for one party: /host/messages?thread=ID for the host, /dashboard/... for the renter. */
export function threadPageUrl(publicUrl: string, threadId: number, role: 'renter' | 'owner', language: MailLanguage): string {
  return `${publicUrl}${language === 'fr' ? '/fr' : ''}/${role === 'owner' ? 'host' : 'dashboard'}/messages?thread=${threadId}`;
}

/** The first lines of a message for a mail (up to 600 characters). */
export function excerpt(body: string, max = 600): string {
  const flat = body.trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Writes the mail through `db`: the transaction that stores the message, so that both commit or neither does. */
export async function mailNewMessage(
  deps: AppDeps,
  input: { thread: ThreadRow; senderId: number; recipientId: number; body: string; photoCount: number },
  db: MailDb = deps.db,
): Promise<number | null> {
  const recipient = await db
    .selectFrom('users')
    .select(['email', 'first_name', 'language'])
    .where('id', '=', input.recipientId)
    .executeTakeFirst();
  const sender = await db.selectFrom('users').select(['first_name']).where('id', '=', input.senderId).executeTakeFirst();
  const listing = await db.selectFrom('listings').select(['name']).where('id', '=', input.thread.listing_id).executeTakeFirst();
  if (!recipient) return null;
  const language: MailLanguage = recipient.language === 'fr' ? 'fr' : 'en';
  const role = input.thread.owner_id === input.recipientId ? 'owner' : 'renter';
  const say = (key: string, values?: Record<string, string | number>) => serverWords(language, `messageMail.${key}`, values);
  const from = sender?.first_name || say('someone');
  const rv = listing?.name ?? '';
  const link = threadPageUrl(deps.config.publicUrl, input.thread.id, role, language);
  const fr = language === 'fr';
  const subject = say('subject', { from, rv });
  const photos = input.photoCount > 0 ? [say(input.photoCount === 1 ? 'photos_one' : 'photos_other', { count: input.photoCount })] : [];
  const greeting = say('greeting', { first: recipient.first_name });
  const intro = fr ? frenchSpacing(say('intro', { from, rv })) : say('intro', { from, rv });
  const label = say('readAndReply');
  const quoted = excerpt(input.body);
  const text = [greeting, intro, quoted, ...photos, fr ? frenchSpacing(`${label}: ${link}`) : `${label}: ${link}`, '— Rove']
    .filter(Boolean)
    .join('\n\n');
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5">`,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>`,
    quoted
      ? `<blockquote style="white-space:pre-wrap;border-left:3px solid #ccc;margin:0;padding-left:12px">${escapeHtml(quoted)}</blockquote>`
      : '',
    ...photos.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(label)}</a></p><p>— Rove</p></body></html>`,
  ].join('');
  const sent = await mailerFor(deps).send({ kind: 'message', to: recipient.email, language, subject, text, html }, db);
  return sent.id;
}
