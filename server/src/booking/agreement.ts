// The rental agreement between host and renter, written from the booking's facts in English or French. The renter
// signs it by typing their full name; the signature keeps the version, language, time and a hash of the text.
import type { Locale } from '@rove/contract';
import { createHash } from 'node:crypto';
import { type CancellationPolicyName, cancellationPolicies, minimumDriverAgeOf, normaliseName } from '@rove/contract';
import { addDays } from '../pricing/calendar.ts';
import type { TripQuote } from '../pricing/quote-trip.ts';
import { formatInvoiceDay, formatInvoiceMoney, levelName } from './invoice.ts';

export const agreementVersion = '2026-1';

export interface AgreementFacts {
  language: Locale;
  hostName: string;
  renterName: string;
  rvName: string;
  rvLocation: string;
  quote: TripQuote;
  guests: number;
  pets: boolean;
  pickupTime: string;
  dropoffTime: string;
  policy: CancellationPolicyName;
  smokingAllowed: boolean;
  petsAllowed: boolean;
}

export interface AgreementText {
  Version: string;
  Title: string;
  Clauses: { Heading: string; Body: string }[];
}

function allowanceText(language: Locale, free: number | null, unit: string, price: string, days: number) {
  if (free === null) return language === 'fr' ? `illimité(e)s` : 'unlimited';
  return language === 'fr'
    ? `${free} ${unit} inclus (${free / days} ${unit} par jour x ${days} jours), puis ${price} par ${unit} supplémentaire`
    : `${free} ${unit} included (${free / days} ${unit} a day x ${days} days), then ${price} per extra ${unit}`;
}

export function rentalAgreement(f: AgreementFacts): AgreementText {
  const q = f.quote;
  const fr = f.language === 'fr';
  const money = (cents: number) => formatInvoiceMoney(cents / 100, q.currency, f.language);
  const day = (iso: string) => formatInvoiceDay(iso, f.language);
  const unit = q.distanceUnit;
  const level = levelName(f.language, q.protection.level);
  const minimumAge = minimumDriverAgeOf(q.protection.level);
  const rules = cancellationPolicies[f.policy].Rules;
  const policyRules = rules
    .map((rule) =>
      fr
        ? `${rule.RefundPercent} % du voyage remboursé en cas d’annulation au moins ${rule.MinDaysBefore} jour(s) avant le départ`
        : `${rule.RefundPercent}% of the trip refunded when cancelled at least ${rule.MinDaysBefore} day(s) before departure`,
    )
    .join('; ');
  const distance = allowanceText(f.language, q.allowances.freeDistance, unit, money(q.allowances.chargePerDistanceOver), q.totalDays);
  const generator = allowanceText(
    f.language,
    q.allowances.freeGeneratorHours,
    'h',
    money(q.allowances.chargePerGeneratorHourOver),
    q.totalDays,
  );
  const clauses = fr
    ? [
        {
          Heading: '1. Parties',
          Body: `Le présent contrat lie ${f.hostName} (l’hôte) et ${f.renterName} (le locataire) pour la location du VR « ${f.rvName} », situé à ${f.rvLocation}, par l’intermédiaire de Rove.`,
        },
        {
          Heading: '2. Période de location',
          Body: `Du ${day(q.startDate)} à ${f.pickupTime} au ${day(q.endDate)} à ${f.dropoffTime} (${q.nights} nuits). Le VR est rendu au même endroit, sauf livraison convenue.`,
        },
        {
          Heading: '3. Voyageurs et animaux',
          Body: `Au plus ${f.guests} voyageur(s). ${f.pets ? 'Des animaux voyagent avec le locataire, comme annoncé.' : 'Aucun animal, sauf accord écrit de l’hôte.'} ${f.smokingAllowed ? '' : 'Il est interdit de fumer à bord.'}`.trim(),
        },
        { Heading: '4. Distance et génératrice', Body: `Distance : ${distance}. Génératrice : ${generator}.` },
        {
          Heading: '5. Conducteurs',
          Body: `Seuls des conducteurs d’au moins ${minimumAge} ans, titulaires d’un permis valide jusqu’au dernier jour du voyage, peuvent conduire le VR.`,
        },
        {
          Heading: '6. Protection',
          Body: `Protection ${level}, franchise de ${money(q.protection.deductible)}.${q.protection.roadsideTotal > 0 ? ' L’assistance routière est incluse.' : ''} Tout incident est déclaré sans délai depuis la page de la réservation.`,
        },
        {
          Heading: '7. Dépôt de garantie',
          Body:
            q.securityDeposit.amount > 0
              ? `Un dépôt de ${money(q.securityDeposit.amount)} est autorisé sur la carte du locataire à partir du ${day(q.securityDeposit.on)} et libéré après le voyage.`
              : 'Aucun dépôt de garantie n’est demandé.',
        },
        {
          Heading: '8. Retour et clôture',
          Body: `Le VR est rendu propre, avec le même niveau de carburant. Après le voyage, l’hôte saisit les relevés; les dépassements et dommages éventuels sont facturés au locataire avec des frais de transaction de 5 %, au plus tard le ${day(addDays(q.endDate, 30))}.`,
        },
        {
          Heading: '9. Annulation',
          Body: `Politique ${f.policy === 'Moderate' ? 'modérée' : f.policy === 'Strict' ? 'stricte' : 'flexible'} : ${policyRules}. La protection est remboursée avant le départ.`,
        },
        {
          Heading: '10. Signature',
          Body: 'En tapant son nom complet, le locataire signe électroniquement ce contrat; la signature est conservée avec sa date et son heure et montrée aux deux parties.',
        },
      ]
    : [
        {
          Heading: '1. Parties',
          Body: `This agreement is between ${f.hostName} (the host) and ${f.renterName} (the renter) for the rental of the RV "${f.rvName}", located in ${f.rvLocation}, through Rove.`,
        },
        {
          Heading: '2. Rental period',
          Body: `From ${day(q.startDate)} at ${f.pickupTime} to ${day(q.endDate)} at ${f.dropoffTime} (${q.nights} nights). The RV is returned where it was picked up, unless delivery was agreed.`,
        },
        {
          Heading: '3. Guests and pets',
          Body: `At most ${f.guests} guest(s). ${f.pets ? 'Pets travel with the renter, as requested.' : 'No pets unless the host agrees in writing.'} ${f.smokingAllowed ? '' : 'No smoking on board.'}`.trim(),
        },
        { Heading: '4. Distance and generator', Body: `Distance: ${distance}. Generator: ${generator}.` },
        {
          Heading: '5. Drivers',
          Body: `Only drivers aged ${minimumAge} or older, with a licence valid until the last day of the trip, may drive the RV.`,
        },
        {
          Heading: '6. Protection',
          Body: `${level} protection, with a ${money(q.protection.deductible)} deductible.${q.protection.roadsideTotal > 0 ? ' Roadside assistance is included.' : ''} Any incident is reported at once from the booking page.`,
        },
        {
          Heading: '7. Security deposit',
          Body:
            q.securityDeposit.amount > 0
              ? `A deposit of ${money(q.securityDeposit.amount)} is authorised on the renter's card from ${day(q.securityDeposit.on)} and released after the trip.`
              : 'No security deposit is asked.',
        },
        {
          Heading: '8. Return and closeout',
          Body: `The RV is returned clean, with the same fuel level. After the trip the host enters the readings; charges beyond the allowances and any damages are billed to the renter with a 5% transaction fee, by ${day(addDays(q.endDate, 30))} at the latest.`,
        },
        { Heading: '9. Cancellation', Body: `${f.policy} policy: ${policyRules}. Protection is refunded before departure.` },
        {
          Heading: '10. Signature',
          Body: 'By typing their full name the renter signs this agreement electronically; the signature is kept with its date and time and shown to both parties.',
        },
      ];
  return { Version: agreementVersion, Title: fr ? 'Contrat de location' : 'Rental agreement', Clauses: clauses };
}

export function agreementHash(text: AgreementText): string {
  return createHash('sha256').update(JSON.stringify(text)).digest('hex');
}

/** Typed signatures match when they are the same name, whatever the case, accents or extra spaces (normaliseName). */
export function signatureMatches(typed: string, expected: string): boolean {
  return normaliseName(typed) !== '' && normaliseName(typed) === normaliseName(expected);
}
