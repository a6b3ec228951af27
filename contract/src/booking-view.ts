// What one viewer of a booking may do now and which money lines concern them (issue 38): the server decides both from
// the booking's state, the viewer's role and its money (server/src/booking/booking-view-rules.ts); the booking pages
// show exactly that, in the viewer's voice, and nothing they would have to work out themselves.
import { z } from 'zod';

/** The viewer's voice: the renter's pages speak of what they pay, the host's of what they earn. */
export const bookingVoices = ['renter', 'owner'] as const;
export type BookingVoice = (typeof bookingVoices)[number];

/**
 * What the viewer may do now, in the order the booking page offers them. `change` starts a change request (none is
 * waiting); `answerChange` answers the other party's; `seeChange` opens one's own that waits; `moneyDetails` opens the
 * renter's payments or the host's payout; `bookCall` asks support to call.
 */
export const bookingActions = [
  'accept',
  'decline',
  'sendQuote',
  'answerQuote',
  'pay',
  'sign',
  'answerChange',
  'seeChange',
  'change',
  'closeout',
  'payCloseout',
  'payMoneyRequest',
  'review',
  'updateServices',
  'requestMoney',
  'fileClaim',
  'documents',
  'moneyDetails',
  'bookCall',
  'cancel',
] as const;
export type BookingAction = (typeof bookingActions)[number];

/**
 * The money lines of a booking for its viewer. The renter's: what was paid, what is charged when the host accepts (a
 * card only authorised until then), due once the host accepts (no card given), due now, due on a day (the later
 * instalment), refunded (and when), nothing charged, the deposit hold, post-trip charges due. The host's: the payout
 * if they accept, once the renter pays, scheduled, held (no payout method), paid, or none; and, on a confirmed trip,
 * the renter's balance still to pay (due now, or on its day): a trip is "confirmed and paid" only without one.
 */
export const bookingMoneyLineKinds = [
  'paid',
  'chargedOnAcceptance',
  'dueOnAcceptance',
  'dueNow',
  'dueOn',
  'refunded',
  'nothingCharged',
  'depositHold',
  'closeoutDue',
  'payoutIfAccepted',
  'payoutOnPayment',
  'payoutScheduled',
  'payoutHeld',
  'payoutPaid',
  'noPayout',
  'balanceDue',
] as const;
export type BookingMoneyLineKind = (typeof bookingMoneyLineKinds)[number];

/** The renter's refund reaches their card within this many business days of the refund (the card networks' usual delay). */
export const refundArrivalBusinessDays = { min: 5, max: 10 } as const;

export const BookingMoneyLineSchema = z
  .object({
    Kind: z.enum(bookingMoneyLineKinds),
    /** In the booking's currency (0 for nothingCharged and noPayout). */
    Amount: z.number(),
    /** The day it applies (YYYY-MM-DD): due on, scheduled for, paid or refunded on, the deposit's hold; else null. */
    On: z.string().nullable(),
    /** refunded: the last day the refund should reach the card (On plus refundArrivalBusinessDays.max business days). */
    ArrivesBy: z.string().nullable().optional(),
  })
  .meta({ id: 'BookingMoneyLine' });
export type BookingMoneyLine = z.infer<typeof BookingMoneyLineSchema>;

export const BookingViewSchema = z
  .object({
    Voice: z.enum(bookingVoices),
    Actions: z.array(z.enum(bookingActions)),
    Money: z.array(BookingMoneyLineSchema),
  })
  .meta({ id: 'BookingView' });
/** GET /api/bookings/{id} `View`: the viewer's actions and money lines (issue 38). */
export type BookingView = z.infer<typeof BookingViewSchema>;

/** The host's payout now and with the change (about: the change is priced again when it is approved). */
export const ChangePayoutSchema = z.object({ Current: z.number(), Proposed: z.number() }).meta({ id: 'ChangePayout' });
export type ChangePayout = z.infer<typeof ChangePayoutSchema>;
