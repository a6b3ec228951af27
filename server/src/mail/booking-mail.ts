// "Mail a user about a booking event": one function for every feature that tells a booking's party something
// (transitions, quotes, closeouts, reviews, money requests, change requests, messages...). It writes to the outbox
// in the recipient's language, with a link to the booking page in the recipient's mode (/dashboard or /host).
//
//   await mailAboutBooking(deps, { userId, bookingId, event: 'accept' });
//   await mailAboutBooking(deps, { userId, bookingId, content: { en: { subject, paragraphs }, fr: { ... } } });
//
// Events with a template are in `bookingMailTemplates` (add yours); `content` sends words of your own.
import { mailCategoryOf, refundArrivalBusinessDays } from '@rove/contract';
import { frenchDe as de, frenchFirstOfMonth, frenchSpacing } from '@rove/contract/french';
import { wantsMail } from '../host/profile.ts';
import type { AppDeps } from '../deps.ts';
import { escapeHtml } from './html.ts';
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

const reasonLine = (f: BookingMailFacts, en: string, fr: string, language: MailLanguage) =>
  f.reason ? [language === 'fr' ? `${fr} « ${f.reason} »` : `${en} "${f.reason}"`] : [];

const numberOf = (value: unknown) => (typeof value === 'number' ? value : 0);

/** Cancellation policies as the mails name them. */
export const policyNames: Record<MailLanguage, Record<string, string>> = {
  en: { Flexible: 'Flexible', Moderate: 'Moderate', Strict: 'Strict' },
  fr: { Flexible: 'flexible', Moderate: 'modérée', Strict: 'stricte' },
};

/** When a refund reaches the renter's card (data.ArrivesBy: the last business day it may take). */
const refundArrives = (f: BookingMailFacts, d: Record<string, unknown>, language: MailLanguage) => {
  const by = typeof d.ArrivesBy === 'string' ? f.day(d.ArrivesBy) : null;
  const { min, max } = refundArrivalBusinessDays;
  if (language === 'fr')
    return `Le remboursement arrive sur votre carte dans un délai de ${min} à ${max} jours ouvrables${by ? ` (au plus tard le ${by})` : ''}.`;
  return `It reaches your card within ${min} to ${max} business days${by ? ` (by ${by} at the latest)` : ''}.`;
};

const creditsBack = (f: BookingMailFacts, d: Record<string, unknown>, language: MailLanguage) =>
  numberOf(d.CreditsReturned) > 0
    ? [
        language === 'fr'
          ? `${f.money(numberOf(d.CreditsReturned))} en crédits sont de retour dans votre compte.`
          : `${f.money(numberOf(d.CreditsReturned))} in credits are back in your account.`,
      ]
    : [];

/** Templates by `${event}:${recipient role}` (renter or owner), in both languages. Who gets which: booking/booking-mail-plan.ts. */
export const bookingMailTemplates: Record<string, Record<MailLanguage, Template>> = {
  'requested:owner': {
    en: (f) => ({
      subject: `New booking request for ${f.rv}`,
      paragraphs: [
        `${f.other} asks to book ${f.rv} from ${f.start} to ${f.end}.`,
        'Accept or decline within 48 hours, or the request expires.',
      ],
    }),
    fr: (f) => ({
      subject: `Nouvelle demande de réservation pour ${f.rv}`,
      paragraphs: [
        `${f.other} souhaite réserver ${f.rv} du ${f.start} au ${f.end}.`,
        'Acceptez ou refusez dans les 48 heures, sinon la demande expire.',
      ],
    }),
  },
  // An instant book, once paid: the host's one mail about it.
  'new-booking:owner': {
    en: (f, d) => ({
      subject: `New booking: ${f.rv}, ${f.start}`,
      paragraphs: [
        `${f.other} booked ${f.rv} from ${f.start} to ${f.end} with instant book and paid: the trip is confirmed.`,
        ...(numberOf(d.Payout) > 0
          ? [`Your payout of ${f.money(numberOf(d.Payout))} is scheduled for the day after the trip starts.`]
          : []),
      ],
    }),
    fr: (f, d) => ({
      subject: `Nouvelle réservation : ${f.rv}, ${f.start}`,
      paragraphs: [
        `${f.other} a réservé ${f.rv} du ${f.start} au ${f.end} en réservation instantanée et a payé : le voyage est confirmé.`,
        ...(numberOf(d.Payout) > 0 ? [`Votre versement de ${f.money(numberOf(d.Payout))} est prévu le lendemain du départ.`] : []),
      ],
    }),
  },
  'accept:renter': {
    en: (f, d) => ({
      subject: `${f.other} accepted your request`,
      paragraphs: d.Charged
        ? [
            `Good news: ${f.other} accepted your trip in ${f.rv} from ${f.start} to ${f.end}. Your card was charged and your trip is confirmed.`,
          ]
        : [`Good news: ${f.other} accepted your trip in ${f.rv} from ${f.start} to ${f.end}.`, 'Pay within 48 hours to confirm it.'],
    }),
    fr: (f, d) => ({
      subject: `${f.other} a accepté votre demande`,
      paragraphs: d.Charged
        ? [
            `Bonne nouvelle : ${f.other} a accepté votre voyage à bord ${de(f.rv)} du ${f.start} au ${f.end}. Votre carte a été débitée et votre voyage est confirmé.`,
          ]
        : [
            `Bonne nouvelle : ${f.other} a accepté votre voyage à bord ${de(f.rv)} du ${f.start} au ${f.end}.`,
            'Payez dans les 48 heures pour le confirmer.',
          ],
    }),
  },
  'decline:renter': {
    en: (f) => ({
      subject: `Your request for ${f.rv} was declined`,
      paragraphs: [
        `${f.other} cannot host your trip from ${f.start} to ${f.end}. Nothing was charged; any hold on your card is released.`,
        ...reasonLine(f, 'Their note:', '', 'en'),
        'Many other RVs are free on your dates.',
      ],
    }),
    fr: (f) => ({
      subject: `Votre demande pour ${f.rv} a été refusée`,
      paragraphs: [
        `${f.other} ne peut pas accueillir votre voyage du ${f.start} au ${f.end}. Rien n’a été débité ; toute autorisation sur votre carte est libérée.`,
        ...reasonLine(f, '', 'Son message :', 'fr'),
        'Bien d’autres VR sont libres à vos dates.',
      ],
    }),
  },
  'expire:renter': {
    en: (f, d) => ({
      subject: `Your booking for ${f.rv} expired`,
      paragraphs: [
        d.From === 'AwaitingPayment'
          ? `Your trip in ${f.rv} from ${f.start} to ${f.end} was not paid within 48 hours of acceptance, so it expired.`
          : `${f.other} did not answer your request for ${f.rv} (${f.start} to ${f.end}) within 48 hours, so it expired.`,
        'Nothing was charged; any card authorisation was released.',
      ],
    }),
    fr: (f, d) => ({
      subject: `Votre réservation ${de(f.rv)} a expiré`,
      paragraphs: [
        d.From === 'AwaitingPayment'
          ? `Votre voyage à bord ${de(f.rv)} du ${f.start} au ${f.end} n’a pas été payé dans les 48 heures suivant l’acceptation : il a expiré.`
          : `${f.other} n’a pas répondu à votre demande pour ${f.rv} (${f.start} au ${f.end}) dans les 48 heures : elle a expiré.`,
        'Rien n’a été débité ; toute autorisation sur la carte a été libérée.',
      ],
    }),
  },
  'expire:owner': {
    en: (f, d) => ({
      subject: `A booking for ${f.rv} expired`,
      paragraphs: [
        d.From === 'AwaitingPayment'
          ? `${f.other} did not pay for ${f.start} to ${f.end} within 48 hours, so the booking expired and your dates are free again.`
          : `The request from ${f.other} for ${f.start} to ${f.end} expired without an answer. Expired requests lower your performance tier.`,
      ],
    }),
    fr: (f, d) => ({
      subject: `Une réservation ${de(f.rv)} a expiré`,
      paragraphs: [
        d.From === 'AwaitingPayment'
          ? `${f.other} n’a pas payé le séjour du ${f.start} au ${f.end} dans les 48 heures : la réservation a expiré et vos dates sont de nouveau libres.`
          : `La demande ${de(f.other)} du ${f.start} au ${f.end} a expiré sans réponse. Les demandes expirées abaissent votre niveau de performance.`,
      ],
    }),
  },
  'pay:owner': {
    en: (f) => ({
      subject: `Booking confirmed: ${f.rv}, ${f.start}`,
      paragraphs: [`${f.other} paid: the trip in ${f.rv} from ${f.start} to ${f.end} is confirmed.`],
    }),
    fr: (f) => ({
      subject: `Réservation confirmée : ${f.rv}, ${f.start}`,
      paragraphs: [`${f.other} a payé : le voyage à bord ${de(f.rv)} du ${f.start} au ${f.end} est confirmé.`],
    }),
  },
  // The balance of a pay-later trip falls due (the booking clock, once).
  'payment-due:renter': {
    en: (f) => ({
      subject: `Balance due for your trip in ${f.rv}`,
      paragraphs: [
        `The balance of ${f.amount} for your trip from ${f.start} to ${f.end} is due today.`,
        'Pay it from the booking page to keep your trip.',
      ],
    }),
    fr: (f) => ({
      subject: `Solde à payer pour votre voyage à bord ${de(f.rv)}`,
      paragraphs: [
        `Le solde de ${f.amount} de votre voyage du ${f.start} au ${f.end} est à payer aujourd’hui.`,
        'Payez-le depuis la page de la réservation pour garder votre voyage.',
      ],
    }),
  },
  // The other party cancelled (to the renter: the host did, with the refund and when it arrives).
  'cancel:renter': {
    en: (f, d) => ({
      subject: `${f.other} cancelled your trip in ${f.rv}`,
      paragraphs: [
        numberOf(d.Refund) > 0
          ? `Your host cancelled the trip from ${f.start} to ${f.end}. You are refunded ${f.money(numberOf(d.Refund))}.`
          : `Your host cancelled the trip from ${f.start} to ${f.end}. Nothing was charged.`,
        ...(numberOf(d.Refund) > 0 ? [refundArrives(f, d, 'en')] : []),
        ...creditsBack(f, d, 'en'),
        ...reasonLine(f, 'Their note:', '', 'en'),
      ],
    }),
    fr: (f, d) => ({
      subject: `${f.other} a annulé votre voyage à bord ${de(f.rv)}`,
      paragraphs: [
        numberOf(d.Refund) > 0
          ? `Votre hôte a annulé le voyage du ${f.start} au ${f.end}. Vous êtes remboursé de ${f.money(numberOf(d.Refund))}.`
          : `Votre hôte a annulé le voyage du ${f.start} au ${f.end}. Rien n’a été débité.`,
        ...(numberOf(d.Refund) > 0 ? [refundArrives(f, d, 'fr')] : []),
        ...creditsBack(f, d, 'fr'),
        ...reasonLine(f, '', 'Son message :', 'fr'),
      ],
    }),
  },
  // To the host: the renter cancelled (or withdrew their request).
  'cancel:owner': {
    en: (f, d) =>
      d.From === 'AwaitingOwnerApproval'
        ? {
            subject: `${f.other} withdrew their request for ${f.rv}`,
            paragraphs: [`${f.other} withdrew their request for ${f.start} to ${f.end}. Your dates are free again.`],
          }
        : {
            subject: `${f.other} cancelled the trip in ${f.rv}`,
            paragraphs: [
              numberOf(d.HostKeeps) > 0
                ? `The trip from ${f.start} to ${f.end} is cancelled and your dates are free again. By the cancellation policy you keep ${f.money(numberOf(d.HostKeeps))}.`
                : `The trip from ${f.start} to ${f.end} is cancelled and your dates are free again. No payout is due for it.`,
              ...reasonLine(f, 'Their note:', '', 'en'),
            ],
          },
    fr: (f, d) =>
      d.From === 'AwaitingOwnerApproval'
        ? {
            subject: `${f.other} a retiré sa demande pour ${f.rv}`,
            paragraphs: [`${f.other} a retiré sa demande pour le séjour du ${f.start} au ${f.end}. Vos dates sont de nouveau libres.`],
          }
        : {
            subject: `${f.other} a annulé le voyage à bord ${de(f.rv)}`,
            paragraphs: [
              numberOf(d.HostKeeps) > 0
                ? `Le voyage du ${f.start} au ${f.end} est annulé et vos dates sont de nouveau libres. Selon la politique d’annulation, vous conservez ${f.money(numberOf(d.HostKeeps))}.`
                : `Le voyage du ${f.start} au ${f.end} est annulé et vos dates sont de nouveau libres. Aucun versement n’est dû pour ce voyage.`,
              ...reasonLine(f, '', 'Son message :', 'fr'),
            ],
          },
  },
  // The renter's own cancellation: what comes back and when.
  'cancel-own:renter': {
    en: (f, d) => {
      if (d.From === 'AwaitingOwnerApproval')
        return {
          subject: `You withdrew your request for ${f.rv}`,
          paragraphs: [
            `Your request for ${f.rv} from ${f.start} to ${f.end} is withdrawn. Nothing was charged; any hold on your card is released.`,
          ],
        };
      const policy = policyNames.en[String(d.Policy)] ?? String(d.Policy ?? '');
      return {
        subject: `You cancelled your trip in ${f.rv}`,
        paragraphs: [
          `Your trip in ${f.rv} from ${f.start} to ${f.end} is cancelled.`,
          numberOf(d.Refund) > 0
            ? `Under the ${policy} cancellation policy you are refunded ${f.money(numberOf(d.Refund))}. ${refundArrives(f, d, 'en')}`
            : numberOf(d.Paid) > 0
              ? `Under the ${policy} cancellation policy, nothing is refunded.`
              : 'Nothing was charged.',
          ...creditsBack(f, d, 'en'),
        ],
      };
    },
    fr: (f, d) => {
      if (d.From === 'AwaitingOwnerApproval')
        return {
          subject: `Vous avez retiré votre demande pour ${f.rv}`,
          paragraphs: [
            `Votre demande pour ${f.rv} du ${f.start} au ${f.end} est retirée. Rien n’a été débité ; toute autorisation sur votre carte est libérée.`,
          ],
        };
      const policy = policyNames.fr[String(d.Policy)] ?? String(d.Policy ?? '');
      return {
        subject: `Vous avez annulé votre voyage à bord ${de(f.rv)}`,
        paragraphs: [
          `Votre voyage à bord ${de(f.rv)} du ${f.start} au ${f.end} est annulé.`,
          numberOf(d.Refund) > 0
            ? `Selon la politique d’annulation ${policy}, vous êtes remboursé de ${f.money(numberOf(d.Refund))}. ${refundArrives(f, d, 'fr')}`
            : numberOf(d.Paid) > 0
              ? `Selon la politique d’annulation ${policy}, rien n’est remboursé.`
              : 'Rien n’a été débité.',
          ...creditsBack(f, d, 'fr'),
        ],
      };
    },
  },
  // The host's own cancellation.
  'cancel-own:owner': {
    en: (f, d) => ({
      subject: `You cancelled the trip of ${f.other} in ${f.rv}`,
      paragraphs: [
        `The trip from ${f.start} to ${f.end} is cancelled and your dates are free again.`,
        numberOf(d.Refund) > 0 ? `${f.other} is refunded ${f.money(numberOf(d.Refund))} in full.` : `${f.other} had paid nothing.`,
        'Cancellations by hosts count in your host record.',
      ],
    }),
    fr: (f, d) => ({
      subject: `Vous avez annulé le voyage ${de(f.other)} à bord ${de(f.rv)}`,
      paragraphs: [
        `Le voyage du ${f.start} au ${f.end} est annulé et vos dates sont de nouveau libres.`,
        numberOf(d.Refund) > 0 ? `${f.other} est remboursé en totalité (${f.money(numberOf(d.Refund))}).` : `${f.other} n’avait rien payé.`,
        'Les annulations par l’hôte comptent dans votre dossier d’hôte.',
      ],
    }),
  },
  'complete:renter': {
    en: (f) => ({
      subject: `How was your trip in ${f.rv}?`,
      paragraphs: [`Your trip has ended. Leave a review of ${f.rv} and ${f.other}: it helps other travellers.`],
    }),
    fr: (f) => ({
      subject: `Comment s’est passé votre voyage à bord ${de(f.rv)}?`,
      paragraphs: [`Votre voyage est terminé. Laissez un avis sur ${f.rv} et ${f.other} : il aide les autres voyageurs.`],
    }),
  },
  'complete:owner': {
    en: (f) => ({
      subject: `Trip over: close out ${f.rv}`,
      paragraphs: [`The trip of ${f.other} has ended. Enter the odometer and generator readings to close it out, then review ${f.other}.`],
    }),
    fr: (f) => ({
      subject: `Voyage terminé : clôturez ${f.rv}`,
      paragraphs: [
        `Le voyage ${de(f.other)} est terminé. Saisissez les relevés du compteur et de la génératrice pour le clôturer, puis évaluez ${f.other}.`,
      ],
    }),
  },
  'quote-sent:renter': {
    en: (f) => ({
      subject: `${f.other} sent you a custom quote`,
      paragraphs: [
        `${f.other} proposes a different price for ${f.rv} from ${f.start} to ${f.end}: ${f.amount} in total.`,
        ...reasonLine(f, 'Their note:', '', 'en'),
      ],
    }),
    fr: (f) => ({
      subject: `${f.other} vous a envoyé un devis personnalisé`,
      paragraphs: [
        `${f.other} propose un autre prix pour ${f.rv} du ${f.start} au ${f.end} : ${f.amount} au total.`,
        ...reasonLine(f, '', 'Son message :', 'fr'),
      ],
    }),
  },
  'quote-accepted:owner': {
    en: (f) => ({
      subject: `${f.other} accepted your quote`,
      paragraphs: [`${f.other} accepted your quote for ${f.rv} (${f.start} to ${f.end}) and is paying now.`],
    }),
    fr: (f) => ({
      subject: `${f.other} a accepté votre devis`,
      paragraphs: [`${f.other} a accepté votre devis pour ${f.rv} (du ${f.start} au ${f.end}) et procède au paiement.`],
    }),
  },
  'quote-declined:owner': {
    en: (f) => ({
      subject: `${f.other} declined your quote`,
      paragraphs: [`${f.other} declined your quote for ${f.rv}. Their request still waits for your answer.`],
    }),
    fr: (f) => ({
      subject: `${f.other} a refusé votre devis`,
      paragraphs: [`${f.other} a refusé votre devis pour ${f.rv}. Sa demande attend toujours votre réponse.`],
    }),
  },
  'closeout:renter': {
    en: (f) => ({
      subject: `Post-trip charges for ${f.rv}`,
      paragraphs: [
        `${f.other} closed out your trip. Charges beyond the included distance, generator hours and any damages come to ${f.amount}, to pay from your booking page.`,
      ],
    }),
    fr: (f) => ({
      subject: `Frais après voyage pour ${f.rv}`,
      paragraphs: [
        `${f.other} a clôturé votre voyage. Les frais au-delà de la distance et des heures de génératrice incluses, et les dommages éventuels, s’élèvent à ${f.amount}, à payer depuis la page de votre réservation.`,
      ],
    }),
  },
  'closeout-paid:owner': {
    en: (f) => ({
      subject: `Post-trip charges paid for ${f.rv}`,
      paragraphs: [`${f.other} paid the post-trip charges. Your payout of them is on its way.`],
    }),
    fr: (f) => ({
      subject: `Frais après voyage payés pour ${f.rv}`,
      paragraphs: [`${f.other} a payé les frais après voyage. Votre versement est en route.`],
    }),
  },
  'agreement-signed:owner': {
    en: (f) => ({
      subject: `${f.other} signed the rental agreement`,
      paragraphs: [`${f.other} signed the rental agreement for ${f.rv} (${f.start} to ${f.end}).`],
    }),
    fr: (f) => ({
      subject: `${f.other} a signé le contrat de location`,
      paragraphs: [`${f.other} a signé le contrat de location pour ${f.rv} (du ${f.start} au ${f.end}).`],
    }),
  },
  'review:renter': {
    en: (f) => ({ subject: `${f.other} reviewed you`, paragraphs: [`${f.other} left a review of your trip in ${f.rv}.`] }),
    fr: (f) => ({ subject: `${f.other} vous a évalué`, paragraphs: [`${f.other} a laissé un avis sur votre voyage à bord ${de(f.rv)}.`] }),
  },
  'review:owner': {
    en: (f) => ({ subject: `${f.other} reviewed ${f.rv}`, paragraphs: [`${f.other} left a review of ${f.rv}. You can respond to it.`] }),
    fr: (f) => ({
      subject: `${f.other} a évalué ${f.rv}`,
      paragraphs: [`${f.other} a laissé un avis sur ${f.rv}. Vous pouvez y répondre.`],
    }),
  },
  'money-request:any': {
    en: (f) => ({
      subject: `${f.other} requests ${f.amount}`,
      paragraphs: [
        `${f.other} asks you for ${f.amount} for the trip in ${f.rv}.`,
        ...reasonLine(f, 'Reason:', '', 'en'),
        'Pay it or dispute it from the booking page.',
      ],
    }),
    fr: (f) => ({
      subject: `${f.other} demande ${f.amount}`,
      paragraphs: [
        `${f.other} vous demande ${f.amount} pour le voyage à bord ${de(f.rv)}.`,
        ...reasonLine(f, '', 'Motif :', 'fr'),
        'Payez-la ou contestez-la depuis la page de la réservation.',
      ],
    }),
  },
  'money-request-paid:any': {
    en: (f) => ({
      subject: `${f.other} paid your request`,
      paragraphs: [`${f.other} paid the ${f.amount} you requested for the trip in ${f.rv}.`],
    }),
    fr: (f) => ({
      subject: `${f.other} a payé votre demande`,
      paragraphs: [`${f.other} a payé les ${f.amount} demandés pour le voyage à bord ${de(f.rv)}.`],
    }),
  },
  'money-request-disputed:any': {
    en: (f) => ({
      subject: `${f.other} disputes your request`,
      paragraphs: [
        `${f.other} disputes your request of ${f.amount} for the trip in ${f.rv}.`,
        ...reasonLine(f, 'Their reason:', '', 'en'),
        'Our support team will contact you both.',
      ],
    }),
    fr: (f) => ({
      subject: `${f.other} conteste votre demande`,
      paragraphs: [
        `${f.other} conteste votre demande de ${f.amount} pour le voyage à bord ${de(f.rv)}.`,
        ...reasonLine(f, '', 'Son motif :', 'fr'),
        'Notre équipe de soutien vous contactera tous les deux.',
      ],
    }),
  },
  'services-updated:owner': {
    en: (f) => ({
      subject: `${f.other} changed the add-ons of their trip`,
      paragraphs: [`${f.other} changed the add-ons of the trip in ${f.rv} (${f.start} to ${f.end}). The new total is ${f.amount}.`],
    }),
    fr: (f) => ({
      subject: `${f.other} a modifié les options de son voyage`,
      paragraphs: [
        `${f.other} a modifié les options du voyage à bord ${de(f.rv)} (du ${f.start} au ${f.end}). Le nouveau total est de ${f.amount}.`,
      ],
    }),
  },
  'change-requested:any': {
    en: (f) => ({
      subject: `${f.other} asks to change the trip in ${f.rv}`,
      paragraphs: [
        `${f.other} asks to change the trip in ${f.rv} (${f.start} to ${f.end}). The new total would be ${f.amount}.`,
        'Review the change and accept or decline it.',
      ],
    }),
    fr: (f) => ({
      subject: `${f.other} demande de modifier le voyage à bord ${de(f.rv)}`,
      paragraphs: [
        `${f.other} demande de modifier le voyage à bord ${de(f.rv)} (du ${f.start} au ${f.end}). Le nouveau total serait de ${f.amount}.`,
        'Examinez la modification, puis acceptez-la ou refusez-la.',
      ],
    }),
  },
  'change-approved:any': {
    en: (f, d) => ({
      subject: `${f.other} accepted your change`,
      paragraphs: [
        `${f.other} accepted the change to the trip in ${f.rv}, now from ${f.start} to ${f.end}.`,
        ...(typeof d.ToCharge === 'number' && d.ToCharge > 0
          ? [`The renter pays the difference of ${f.amount} from the booking page.`]
          : typeof d.ToRefund === 'number' && d.ToRefund > 0
            ? [`${f.amount} is refunded to the renter's card.`]
            : []),
      ],
    }),
    fr: (f, d) => ({
      subject: `${f.other} a accepté votre modification`,
      paragraphs: [
        `${f.other} a accepté la modification du voyage à bord ${de(f.rv)}, désormais du ${f.start} au ${f.end}.`,
        ...(typeof d.ToCharge === 'number' && d.ToCharge > 0
          ? [`Le locataire paie la différence de ${f.amount} depuis la page de la réservation.`]
          : typeof d.ToRefund === 'number' && d.ToRefund > 0
            ? [`${f.amount} est remboursé sur la carte du locataire.`]
            : []),
      ],
    }),
  },
  'change-rejected:any': {
    en: (f) => ({
      subject: `${f.other} declined your change`,
      paragraphs: [
        `${f.other} declined the change to the trip in ${f.rv}. The booking stays as it was (${f.start} to ${f.end}).`,
        ...reasonLine(f, 'Their reason:', '', 'en'),
      ],
    }),
    fr: (f) => ({
      subject: `${f.other} a refusé votre modification`,
      paragraphs: [
        `${f.other} a refusé la modification du voyage à bord ${de(f.rv)}. La réservation reste inchangée (du ${f.start} au ${f.end}).`,
        ...reasonLine(f, '', 'Son motif :', 'fr'),
      ],
    }),
  },
  'change-withdrawn:any': {
    en: (f) => ({
      subject: `${f.other} withdrew their change request`,
      paragraphs: [`${f.other} withdrew the change request on the trip in ${f.rv}. The booking stays as it was (${f.start} to ${f.end}).`],
    }),
    fr: (f) => ({
      subject: `${f.other} a retiré sa demande de modification`,
      paragraphs: [
        `${f.other} a retiré la demande de modification du voyage à bord ${de(f.rv)}. La réservation reste inchangée (du ${f.start} au ${f.end}).`,
      ],
    }),
  },
  'protection-changed:owner': {
    en: (f) => ({
      subject: `${f.other} changed the protection of their trip`,
      paragraphs: [`${f.other} changed the protection of the trip in ${f.rv} (${f.start} to ${f.end}). The new total is ${f.amount}.`],
    }),
    fr: (f) => ({
      subject: `${f.other} a modifié la protection de son voyage`,
      paragraphs: [
        `${f.other} a modifié la protection du voyage à bord ${de(f.rv)} (du ${f.start} au ${f.end}). Le nouveau total est de ${f.amount}.`,
      ],
    }),
  },
  'claim:any': {
    en: (f) => ({
      subject: `An incident was reported on ${f.rv}`,
      paragraphs: [
        `${f.other} reported an incident during the trip in ${f.rv} (${f.start} to ${f.end}). Our claims team will contact you.`,
      ],
    }),
    fr: (f) => ({
      subject: `Un incident a été signalé sur ${f.rv}`,
      paragraphs: [
        `${f.other} a signalé un incident pendant le voyage à bord ${de(f.rv)} (du ${f.start} au ${f.end}). Notre équipe des réclamations vous contactera.`,
      ],
    }),
  },
};

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
  const greeting = language === 'fr' ? `Bonjour ${user.first_name},` : `Hi ${user.first_name},`;
  const label = language === 'fr' ? 'Voir la réservation' : 'View the booking';
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
