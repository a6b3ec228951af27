import type { Meta } from '@storybook/react-vite';
import type { Currency, PayoutMethodAnswer } from '@rove/contract';
import PayoutPage from '../../../app/src/host/profile/payout-page.tsx';
import { typedAnswer } from '../harness/answers.ts';
import { type Screen, screenMeta, screenStory } from '../harness/screen.tsx';

export default { title: 'Screens/Host/Payouts', component: PayoutPage, tags: ['!autodocs', 'visual'], ...screenMeta } satisfies Meta;

/**
 * A payout as GET /api/payouts answers it. The contract has no type for it yet (the page declares its own), so this
 * one mirrors what the page reads: the one answer of these screens neither a schema nor a contract type checks.
 */
interface PayoutItem {
  Id: number;
  Kind: string;
  BookingId: number;
  Amount: number;
  Currency: Currency;
  Status: 'scheduled' | 'paid' | 'canceled';
  ScheduledFor: string;
  PaidAt: string | null;
}

const method = typedAnswer<PayoutMethodAnswer>()({
  Method: { Country: 'US', AccountHolder: 'Jordan Lee', Routing: '021000021', AccountLast4: '6789', UpdatedAt: '2026-02-14T10:00:00Z' },
  Held: { Count: 0, Totals: [] },
});
const payouts = typedAnswer<{ Items: PayoutItem[] }>()({
  Items: [
    {
      Id: 9,
      Kind: 'trip',
      BookingId: 48213,
      Amount: 1071.63,
      Currency: 'USD',
      Status: 'scheduled',
      ScheduledFor: '2026-07-11',
      PaidAt: null,
    },
    {
      Id: 8,
      Kind: 'trip',
      BookingId: 48190,
      Amount: 812.4,
      Currency: 'USD',
      Status: 'scheduled',
      ScheduledFor: '2026-06-21',
      PaidAt: null,
    },
    {
      Id: 7,
      Kind: 'trip',
      BookingId: 48102,
      Amount: 1490,
      Currency: 'USD',
      Status: 'paid',
      ScheduledFor: '2026-05-18',
      PaidAt: '2026-05-19T08:00:00Z',
    },
    {
      Id: 6,
      Kind: 'trip',
      BookingId: 48077,
      Amount: 355.25,
      Currency: 'USD',
      Status: 'canceled',
      ScheduledFor: '2026-04-30',
      PaidAt: null,
    },
  ],
});

/** Jordan's bank account on file and his payouts: two scheduled, one paid, one cancelled with its trip. */
const withAccount: Screen = {
  route: 'dashboard-profile-payout',
  params: { dashboard: 'host' },
  session: 'host',
  answers: { '/api/user-profiles/me/payout-method': method, '/api/payouts': payouts },
};

export const PhoneEnglish = screenStory(withAccount, 'phone', 'en');
export const PhoneFrench = screenStory(withAccount, 'phone', 'fr');
export const DesktopEnglish = screenStory(withAccount, 'desktop', 'en');
export const DesktopFrench = screenStory(withAccount, 'desktop', 'fr');

/** A new host: no account yet (the form to add one), one payout held for want of it. */
const newHost: Screen = {
  ...withAccount,
  answers: {
    // No account on file: the trip already done is held until one is saved.
    '/api/user-profiles/me/payout-method': typedAnswer<PayoutMethodAnswer>()({
      Method: null,
      Held: { Count: 1, Totals: [{ Currency: 'USD', Amount: 812.4 }] },
    }),
    '/api/payouts': typedAnswer<{ Items: PayoutItem[] }>()({ Items: [] }),
  },
};

export const NoAccountPhoneEnglish = screenStory(newHost, 'phone', 'en');
export const NoAccountDesktopFrench = screenStory(newHost, 'desktop', 'fr');
