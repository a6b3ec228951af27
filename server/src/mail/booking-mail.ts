// "Mail a user about a booking event": one function for every feature that tells a booking's party something
// (transitions, quotes, closeouts, reviews, money requests, change requests, messages...). It writes to the outbox
// in the recipient's language, with a link to the booking page in the recipient's mode (/dashboard or /host).
//
//   await mailAboutBooking(deps, { userId, bookingId, event: 'accept' });
//   await mailAboutBooking(deps, { userId, bookingId, content: { en: { subject, paragraphs }, fr: { ... } } });
//
// Events with a template are in `bookingMailTemplates` (add yours: its sentences in locales/{en,fr}/server.json,
// bookingMail); `content` sends words of your own.
import { mailCategoryOf, refundArrivalBusinessDays } from '@rove/contract';
import { frenchFirstOfMonth, frenchSpacing } from '@rove/contract/french';
import { wantsMail } from '../host/profile.ts';
import type { AppDeps } from '../deps.ts';
import { escapeHtml } from './html.ts';
import { catalogue, serverWords } from '../i18n/server-words.ts';
import { type MailDb, type MailLanguage, mailerFor } from './mailer.ts';

export interface BookingMailFacts {
  /** The recipient's first name. */
  first: string;
  /** The other party's first name. */
  other: string;
  rv: string;
  start: string;
  end: string;
  bookingId: number;
  /** Formatted amount (data.Amount, data.Refund...) and free text (data.Reason), when the event has them. */
  amount: string;
  reason: string;
  /** A day (YYYY-MM-DD) and an amount of the booking's currency in the recipient's language. */
  day: (iso: string) => string;
  money: (amount: number) => string;
}

export interface MailContent {
  subject: string;
  paragraphs: string[];
}

type Template = (facts: BookingMailFacts, data: Record<string, unknown>) => MailContent;

const numberOf = (value: unknown) => (typeof value === 'number' ? value : 0);

/** A sentence of the booking mails (locales/{en,fr}/server.json, bookingMail) with the facts filled in. */
const mailWords = (language: MailLanguage, key: string, f: BookingMailFacts, values: Record<string, string | number> = {}) =>
  serverWords(language, `bookingMail.${key}`, {
    first: f.first,
    other: f.other,
    rv: f.rv,
    start: f.start,
    end: f.end,
    amount: f.amount,
    reason: f.reason,
    ...values,
  });

/** Cancellation policies as the mails name them ("la politique d’annulation modérée"); the receipt's too. */
export function mailPolicyName(language: MailLanguage, policy: string): string {
  const names = (catalogue('server', language).bookingMail as Record<string, Record<string, string>>).policies;
  return names[policy] ?? policy;
}

/** What a template words its sentences with: its own keys, the mails' shared ones, the facts and the event's data. */
interface Words {
  say: (key: string, values?: Record<string, string | number>) => string;
  shared: (key: string, values?: Record<string, string | number>) => string;
  f: BookingMailFacts;
  d: Record<string, unknown>;
  language: MailLanguage;
}

/** The other party's note, quoted, when the event has one. */
const reasonLine = (w: Words, label: 'theirNote' | 'reason' | 'theirReason') => (w.f.reason ? [w.shared(`notes.${label}`)] : []);

/** When a refund reaches the renter's card (data.ArrivesBy: the last business day it may take). */
const refundArrives = (w: Words) => {
  const { min, max } = refundArrivalBusinessDays;
  return typeof w.d.ArrivesBy === 'string'
    ? w.shared('refundArrivesBy', { min, max, by: w.f.day(w.d.ArrivesBy) })
    : w.shared('refundArrives', { min, max });
};

const creditsBack = (w: Words) =>
  numberOf(w.d.CreditsReturned) > 0 ? [w.shared('creditsBack', { credits: w.f.money(numberOf(w.d.CreditsReturned)) })] : [];

/** A template in both languages from its one shape: its sentences are its keys of bookingMail in server.json. */
function worded(name: string, build: (w: Words) => MailContent): Record<MailLanguage, Template> {
  const inLanguage =
    (language: MailLanguage): Template =>
    (f, d) =>
      build({
        say: (key, values) => mailWords(language, `${name}.${key}`, f, values),
        shared: (key, values) => mailWords(language, key, f, values),
        f,
        d,
        language,
      });
  return { en: inLanguage('en'), fr: inLanguage('fr') };
}

const templates: Record<string, (w: Words) => MailContent> = {
  'requested:owner': ({ say }) => ({ subject: say('subject'), paragraphs: [say('asks'), say('answer')] }),
  // An instant book, once paid: the host's one mail about it.
  'new-booking:owner': ({ say, f, d }) => ({
    subject: say('subject'),
    paragraphs: [say('booked'), ...(numberOf(d.Payout) > 0 ? [say('payout', { payout: f.money(numberOf(d.Payout)) })] : [])],
  }),
  'accept:renter': ({ say, d }) => ({
    subject: say('subject'),
    paragraphs: d.Charged ? [say('charged')] : [say('accepted'), say('pay')],
  }),
  'decline:renter': (w) => ({
    subject: w.say('subject'),
    paragraphs: [w.say('declined'), ...reasonLine(w, 'theirNote'), w.say('others')],
  }),
  'expire:renter': ({ say, d }) => ({
    subject: say('subject'),
    paragraphs: [d.From === 'AwaitingPayment' ? say('unpaid') : say('unanswered'), say('nothingCharged')],
  }),
  'expire:owner': ({ say, d }) => ({
    subject: say('subject'),
    paragraphs: [d.From === 'AwaitingPayment' ? say('unpaid') : say('unanswered')],
  }),
  'pay:owner': ({ say }) => ({ subject: say('subject'), paragraphs: [say('paid')] }),
  // The balance of a pay-later trip falls due (the booking clock, once).
  'payment-due:renter': ({ say }) => ({ subject: say('subject'), paragraphs: [say('due'), say('pay')] }),
  // The other party cancelled (to the renter: the host did, with the refund and when it arrives).
  'cancel:renter': (w) => {
    const refund = numberOf(w.d.Refund);
    return {
      subject: w.say('subject'),
      paragraphs: [
        refund > 0 ? w.say('refunded', { refund: w.f.money(refund) }) : w.say('nothingCharged'),
        ...(refund > 0 ? [refundArrives(w)] : []),
        ...creditsBack(w),
        ...reasonLine(w, 'theirNote'),
      ],
    };
  },
  // To the host: the renter cancelled (or withdrew their request).
  'cancel:owner': (w) =>
    w.d.From === 'AwaitingOwnerApproval'
      ? { subject: w.say('withdrawnSubject'), paragraphs: [w.say('withdrawn')] }
      : {
          subject: w.say('subject'),
          paragraphs: [
            numberOf(w.d.HostKeeps) > 0 ? w.say('hostKeeps', { hostKeeps: w.f.money(numberOf(w.d.HostKeeps)) }) : w.say('noPayout'),
            ...reasonLine(w, 'theirNote'),
          ],
        },
  // The renter's own cancellation: what comes back and when.
  'cancel-own:renter': (w) => {
    if (w.d.From === 'AwaitingOwnerApproval') return { subject: w.say('withdrawnSubject'), paragraphs: [w.say('withdrawn')] };
    const policy = mailPolicyName(w.language, String(w.d.Policy ?? ''));
    return {
      subject: w.say('subject'),
      paragraphs: [
        w.say('cancelled'),
        numberOf(w.d.Refund) > 0
          ? w.say('refunded', { policy, refund: w.f.money(numberOf(w.d.Refund)), arrives: refundArrives(w) })
          : numberOf(w.d.Paid) > 0
            ? w.say('notRefunded', { policy })
            : w.say('nothingCharged'),
        ...creditsBack(w),
      ],
    };
  },
  // The host's own cancellation.
  'cancel-own:owner': ({ say, f, d }) => ({
    subject: say('subject'),
    paragraphs: [
      say('cancelled'),
      numberOf(d.Refund) > 0 ? say('refunded', { refund: f.money(numberOf(d.Refund)) }) : say('paidNothing'),
      say('record'),
    ],
  }),
  'complete:renter': ({ say }) => ({ subject: say('subject'), paragraphs: [say('review')] }),
  'complete:owner': ({ say }) => ({ subject: say('subject'), paragraphs: [say('closeOut')] }),
  'quote-sent:renter': (w) => ({ subject: w.say('subject'), paragraphs: [w.say('quote'), ...reasonLine(w, 'theirNote')] }),
  'quote-accepted:owner': ({ say }) => ({ subject: say('subject'), paragraphs: [say('accepted')] }),
  'quote-declined:owner': ({ say }) => ({ subject: say('subject'), paragraphs: [say('declined')] }),
  'closeout:renter': ({ say }) => ({ subject: say('subject'), paragraphs: [say('charges')] }),
  'closeout-paid:owner': ({ say }) => ({ subject: say('subject'), paragraphs: [say('paid')] }),
  'agreement-signed:owner': ({ say }) => ({ subject: say('subject'), paragraphs: [say('signed')] }),
  'review:renter': ({ say }) => ({ subject: say('subject'), paragraphs: [say('review')] }),
  'review:owner': ({ say }) => ({ subject: say('subject'), paragraphs: [say('review')] }),
  'money-request:any': (w) => ({ subject: w.say('subject'), paragraphs: [w.say('asks'), ...reasonLine(w, 'reason'), w.say('answer')] }),
  'money-request-paid:any': ({ say }) => ({ subject: say('subject'), paragraphs: [say('paid')] }),
  'money-request-disputed:any': (w) => ({
    subject: w.say('subject'),
    paragraphs: [w.say('disputes'), ...reasonLine(w, 'theirReason'), w.say('support')],
  }),
  'services-updated:owner': ({ say }) => ({ subject: say('subject'), paragraphs: [say('changed')] }),
  'change-requested:any': ({ say }) => ({ subject: say('subject'), paragraphs: [say('asks'), say('answer')] }),
  'change-approved:any': ({ say, d }) => ({
    subject: say('subject'),
    paragraphs: [
      say('accepted'),
      ...(typeof d.ToCharge === 'number' && d.ToCharge > 0
        ? [say('toCharge')]
        : typeof d.ToRefund === 'number' && d.ToRefund > 0
          ? [say('toRefund')]
          : []),
    ],
  }),
  'change-rejected:any': (w) => ({ subject: w.say('subject'), paragraphs: [w.say('declined'), ...reasonLine(w, 'theirReason')] }),
  'change-withdrawn:any': ({ say }) => ({ subject: say('subject'), paragraphs: [say('withdrawn')] }),
  'protection-changed:owner': ({ say }) => ({ subject: say('subject'), paragraphs: [say('changed')] }),
  'claim:any': ({ say }) => ({ subject: say('subject'), paragraphs: [say('reported')] }),
};

/** Templates by `${event}:${recipient role}` (renter or owner), in both languages. Who gets which: booking/booking-mail-plan.ts. */
export const bookingMailTemplates: Record<string, Record<MailLanguage, Template>> = Object.fromEntries(
  Object.entries(templates).map(([name, build]) => [name, worded(name, build)]),
);

export function templateFor(event: string, role: 'renter' | 'owner'): Record<MailLanguage, Template> | undefined {
  return bookingMailTemplates[`${event}:${role}`] ?? bookingMailTemplates[`${event}:any`];
}

/** A day in full in the recipient's language ("June 1, 2026"; "1er juin 2026"). */
export const longDay = (iso: string, language: MailLanguage) => {
  const day = new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
  return language === 'fr' ? frenchFirstOfMonth(day) : day;
};

export const formatMailMoney = (amount: number, currency: string, language: MailLanguage) =>
  new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : currency === 'CAD' ? 'en-CA' : 'en-US', { style: 'currency', currency }).format(
    amount,
  );

/** The booking page in the recipient's mode and language. */
export function bookingPageUrl(publicUrl: string, bookingId: number, role: 'renter' | 'owner', language: MailLanguage, sub = ''): string {
  const mode = role === 'owner' ? 'host' : 'dashboard';
  return `${publicUrl}${language === 'fr' ? '/fr' : ''}/${mode}/bookings/${bookingId}${sub ? `/${sub}` : ''}`;
}

export interface BookingMailInput {
  userId: number;
  bookingId: number;
  /** A template of `bookingMailTemplates`... */
  event?: string;
  /** ...or words of your own, per language. */
  content?: Record<MailLanguage, MailContent | ((facts: BookingMailFacts) => MailContent)>;
  /** Amount (decimal, booking currency) in data.Amount / data.Refund / data.HostKeeps; free text in data.Reason. */
  data?: Record<string, unknown>;
  /** The booking page's sub-page the link opens (e.g. 'closeout', 'send-request-money/review'). */
  page?: string;
  /** The outbox kind, when not `booking-${event}` (receipts). */
  kind?: string;
}

/**
 * Mails one party of a booking in their language; answers the outbox id, or null when there is nothing to send.
 * Reads and writes through `db`: the transaction of the step the mail tells about (durable mail: mailer.ts), whose
 * failure then fails the step; with the app's own handle (no transaction) a failure is logged and the step stands.
 */
export async function mailAboutBooking(deps: AppDeps, input: BookingMailInput, db: MailDb = deps.db): Promise<number | null> {
  const booking = await db
    .selectFrom('bookings as b')
    .innerJoin('listings as l', 'l.id', 'b.listing_id')
    .select(['b.id', 'b.owner_id', 'b.renter_id', 'b.start_date', 'b.end_date', 'b.currency', 'l.name'])
    .where('b.id', '=', input.bookingId)
    .executeTakeFirst();
  if (!booking) return null;
  const role = booking.owner_id === input.userId ? 'owner' : booking.renter_id === input.userId ? 'renter' : null;
  if (!role) return null;
  const [user, other] = await Promise.all([
    db.selectFrom('users').select(['email', 'first_name', 'language']).where('id', '=', input.userId).executeTakeFirst(),
    db
      .selectFrom('users')
      .select(['first_name'])
      .where('id', '=', role === 'owner' ? booking.renter_id : booking.owner_id)
      .executeTakeFirst(),
  ]);
  if (!user) return null;
  // The user's mail preferences (profile/notifications, issue 19): a switched-off kind of mail is not sent.
  if (input.event && !(await wantsMail(db, input.userId, mailCategoryOf(input.event)))) return null;
  const language: MailLanguage = user.language === 'fr' ? 'fr' : 'en';
  const data = input.data ?? {};
  const amount = [data.Amount, data.Refund, data.HostKeeps, data.Total].find((value) => typeof value === 'number') as number | undefined;
  const money = (value: number) => formatMailMoney(value, booking.currency, language);
  const facts: BookingMailFacts = {
    first: user.first_name,
    other: other?.first_name ?? '',
    // French sentences contract "de" before the RV's name (frenchDe): "à bord du Huard voyageur 523".
    rv: booking.name,
    start: longDay(booking.start_date, language),
    end: longDay(booking.end_date, language),
    bookingId: booking.id,
    amount: amount === undefined ? '' : money(role === 'owner' && typeof data.HostKeeps === 'number' ? data.HostKeeps : amount),
    reason: typeof data.Reason === 'string' ? data.Reason : '',
    day: (iso) => longDay(iso, language),
    money,
  };
  let content: MailContent | undefined;
  if (input.content) {
    const own = input.content[language];
    content = typeof own === 'function' ? own(facts) : own;
  } else if (input.event) {
    content = templateFor(input.event, role)?.[language](facts, data);
  }
  if (!content) return null;
  const link = bookingPageUrl(deps.config.publicUrl, booking.id, role, language, input.page);
  const greeting = mailWords(language, 'greeting', facts);
  const label = mailWords(language, 'viewBooking', facts);
  // French typography (no-break spaces before : ? ! ;) on every French line, as locales/fr has it.
  const typeset = (line: string) => (language === 'fr' ? frenchSpacing(line) : line);
  const paragraphs = [greeting, ...content.paragraphs].map(typeset);
  const text = [...paragraphs, typeset(`${label}: ${link}`), '— Rove'].join('\n\n');
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5">`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(label)}</a></p><p>— Rove</p></body></html>`,
  ].join('');
  const message = {
    kind: input.kind ?? `booking-${input.event ?? 'message'}`,
    to: user.email,
    language,
    subject: typeset(content.subject),
    text,
    html,
  };
  if (db !== deps.db) return (await mailerFor(deps).send(message, db)).id;
  try {
    return (await mailerFor(deps).send(message)).id;
  } catch (error) {
    deps.logger.error('booking mail failed', { bookingId: input.bookingId, event: input.event, error });
    return null;
  }
}
