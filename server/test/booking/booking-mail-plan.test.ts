// The mails of every step of a booking (issue 38): who gets what, once each. The outbox itself, in each party's
// language, is checked by booking-mails.http.test.ts; here the rules, and that every planned template has both languages.
import { bookingTimelineEvents } from '@rove/contract';
import { describe, expect, it } from 'vitest';
import { type MailStepFacts, mailsFor, type PlannedMail } from '../../src/booking/booking-mail-plan.ts';
import { frenchDe } from '@rove/contract/french';
import { bookingMailTemplates, longDay, templateFor } from '../../src/mail/booking-mail.ts';

const step = (event: MailStepFacts['event'], actor: MailStepFacts['actor'], more: Partial<MailStepFacts> = {}): MailStepFacts => ({
  event,
  actor,
  fromStatus: null,
  instantBook: false,
  ...more,
});
const to = (party: 'renter' | 'owner', template: string): PlannedMail => ({ to: party, template });

const table: [string, MailStepFacts, PlannedMail[]][] = [
  [
    'a request: the host is asked, the renter gets the receipt',
    step('requested', 'renter'),
    [to('owner', 'requested'), { to: 'renter', receipt: 'request' }],
  ],
  [
    'an instant book: only the receipt until it is paid',
    step('requested', 'renter', { instantBook: true }),
    [{ to: 'renter', receipt: 'request' }],
  ],
  [
    'an instant book paid: one "New booking" for the host',
    step('pay', 'system', { instantBook: true, fromStatus: 'AwaitingPayment' }),
    [to('owner', 'new-booking')],
  ],
  [
    'an accepted request paid: the host is told it is confirmed',
    step('pay', 'system', { fromStatus: 'AwaitingPayment' }),
    [to('owner', 'pay')],
  ],
  ['the host accepts', step('accept', 'owner'), [to('renter', 'accept')]],
  ['the host declines', step('decline', 'owner'), [to('renter', 'decline')]],
  [
    'a request expires: both',
    step('expire', 'system', { fromStatus: 'AwaitingOwnerApproval' }),
    [to('renter', 'expire'), to('owner', 'expire')],
  ],
  [
    'an unpaid instant book expires: the renter only',
    step('expire', 'system', { instantBook: true, fromStatus: 'AwaitingPayment' }),
    [to('renter', 'expire')],
  ],
  [
    'the renter cancels: their refund, and the host',
    step('cancel', 'renter', { fromStatus: 'Confirmed' }),
    [to('renter', 'cancel-own'), to('owner', 'cancel')],
  ],
  [
    'the renter withdraws a request: both',
    step('cancel', 'renter', { fromStatus: 'AwaitingOwnerApproval' }),
    [to('renter', 'cancel-own'), to('owner', 'cancel')],
  ],
  [
    'the renter cancels an unpaid instant book: the host never knew',
    step('cancel', 'renter', { instantBook: true, fromStatus: 'AwaitingPayment' }),
    [to('renter', 'cancel-own')],
  ],
  ['the host cancels: both', step('cancel', 'owner', { fromStatus: 'Confirmed' }), [to('owner', 'cancel-own'), to('renter', 'cancel')]],
  ['the trip ends: both', step('complete', 'system'), [to('renter', 'complete'), to('owner', 'complete')]],
  ['the balance falls due: the renter', step('payment-due', 'system'), [to('renter', 'payment-due')]],
  ['the renter asks for a change: the host', step('change-requested', 'renter'), [to('owner', 'change-requested')]],
  ['the host asks for a change: the renter', step('change-requested', 'owner'), [to('renter', 'change-requested')]],
  ['the host approves the renter’s change: the renter', step('change-approved', 'owner'), [to('renter', 'change-approved')]],
  ['the renter rejects the host’s change: the host', step('change-rejected', 'renter'), [to('owner', 'change-rejected')]],
  ['a change withdrawn: the other party', step('change-withdrawn', 'renter'), [to('owner', 'change-withdrawn')]],
  ['protection changed: the host', step('protection-changed', 'renter'), [to('owner', 'protection-changed')]],
  ['services changed: the host', step('services-updated', 'renter'), [to('owner', 'services-updated')]],
  ['a quote: the renter', step('quote-sent', 'owner'), [to('renter', 'quote-sent')]],
  ['a money request disputed by the host: the renter', step('money-request-disputed', 'owner'), [to('renter', 'money-request-disputed')]],
];

describe('the mails of each step', () => {
  it.each(table)('%s', (_name, given, expected) => {
    expect(mailsFor(given)).toEqual(expected);
  });

  /** Who takes each step: the renter requests, the system pays (the provider), expires and ends trips, either party the rest. */
  const actorsOf = (event: string): MailStepFacts['actor'][] =>
    event === 'requested' ? ['renter'] : ['pay', 'expire', 'complete'].includes(event) ? ['system'] : ['renter', 'owner'];
  const everyStep = [
    ...bookingTimelineEvents.flatMap((event) =>
      actorsOf(event).flatMap((actor) =>
        [false, true].flatMap((instantBook) =>
          ['AwaitingOwnerApproval', 'AwaitingPayment', 'Confirmed'].map((fromStatus) => step(event, actor, { instantBook, fromStatus })),
        ),
      ),
    ),
    step('payment-due', 'system'),
  ];

  it('mails each party at most once a step, never the one who acted unless they cancelled', () => {
    for (const given of everyStep) {
      const planned = mailsFor(given);
      const parties = planned.filter((entry) => 'template' in entry).map((entry) => entry.to);
      expect(new Set(parties).size, `${given.event} by ${given.actor}`).toBe(parties.length);
      const actorMailed = given.actor !== 'system' && given.event !== 'cancel' && parties.includes(given.actor);
      expect(actorMailed, `${given.event} by ${given.actor}`).toBe(false);
    }
  });

  it('has both languages of every template it plans', () => {
    const planned = table.flatMap(([name, given]) => mailsFor(given).map((entry) => [name, entry] as const));
    const templated = planned.flatMap(([name, entry]) => ('template' in entry ? [[name, entry.template, entry.to] as const] : []));
    expect(templated.length).toBeGreaterThan(20);
    for (const [name, template, party] of templated)
      expect(Object.keys(templateFor(template, party) ?? {}).sort(), name).toEqual(['en', 'fr']);
  });
});

describe('the templates', () => {
  const facts = {
    first: 'Ana',
    other: 'Léo',
    rv: 'Big Bertha',
    start: 'June 1',
    end: 'June 4',
    bookingId: 1,
    amount: '$10.00',
    reason: 'Because',
    day: (iso: string) => iso,
    money: (amount: number) => `$${amount.toFixed(2)}`,
  };

  it('every booking mail template exists in English and French and names the RV or the other party', () => {
    for (const [name, template] of Object.entries(bookingMailTemplates))
      for (const data of [{}, { From: 'AwaitingOwnerApproval' }, { Refund: 120, Paid: 120, HostKeeps: 40, ArrivesBy: '2026-06-19' }]) {
        const en = template.en(facts, data);
        const fr = template.fr(facts, data);
        expect(en.subject, name).not.toBe(fr.subject);
        expect([en.subject, ...en.paragraphs].join(' '), name).toMatch(/Big Bertha|Léo/);
        expect([fr.subject, ...fr.paragraphs].join(' '), name).toMatch(/Big Bertha|Léo/);
      }
  });

  it('tells the renter who cancels what comes back and when, in their language', () => {
    const data = { From: 'Confirmed', Refund: 450, Paid: 900, Policy: 'Moderate', ArrivesBy: '2026-06-19', CreditsReturned: 25 };
    const en = bookingMailTemplates['cancel-own:renter'].en(facts, data).paragraphs.join(' ');
    expect(en).toContain('Under the Moderate cancellation policy you are refunded $450.00.');
    expect(en).toContain('It reaches your card within 5 to 10 business days (by 2026-06-19 at the latest).');
    expect(en).toContain('$25.00 in credits are back in your account.');
    const fr = bookingMailTemplates['cancel-own:renter'].fr(facts, data).paragraphs.join(' ');
    expect(fr).toContain('Selon la politique d’annulation modérée, vous êtes remboursé de $450.00.');
    expect(fr).toContain('dans un délai de 5 à 10 jours ouvrables (au plus tard le 2026-06-19)');
    expect(
      bookingMailTemplates['cancel-own:renter'].en(facts, { From: 'Confirmed', Refund: 0, Paid: 900, Policy: 'Strict' }).paragraphs,
    ).toContain('Under the Strict cancellation policy, nothing is refunded.');
  });

  it('writes French as French writes it', () => {
    expect(frenchDe('Élodie')).toBe('d’Élodie');
    expect(frenchDe('Marc')).toBe('de Marc');
    expect(longDay('2026-12-01', 'fr')).toBe('1er décembre 2026');
    expect(longDay('2026-12-02', 'fr')).toBe('2 décembre 2026');
    expect(longDay('2026-12-01', 'en')).toBe('December 1, 2026');
  });
});
