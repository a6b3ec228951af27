import { defineMessages } from '../../provider/ui-provider.tsx';

export const earningsEstimateMessages = defineMessages({
  en: {
    couldEarn: (month: string) => `You could earn in ${month}`,
    perYear: (amount: string) => `About ${amount} a year`,
    nights: (n: number) => (n === 1 ? '1 night booked' : `${n} nights booked`),
    nightly: (typical: string, low: string, high: string) => `Typical nightly price ${typical} (similar RVs: ${low} to ${high})`,
    months: 'Month by month',
    afterFee: (percent: number) => `After Rove’s ${percent}% host fee.`,
    loading: 'Estimating…',
  },
  fr: {
    couldEarn: (month: string) => `Vous pourriez gagner en ${month}`,
    perYear: (amount: string) => `Environ ${amount} par année`,
    nights: (n: number) => (n <= 1 ? `${n} nuit réservée` : `${n} nuits réservées`),
    nightly: (typical: string, low: string, high: string) => `Prix par nuit typique ${typical} (VR semblables : de ${low} à ${high})`,
    months: 'Mois par mois',
    afterFee: (percent: number) => `Après les frais d’hôte de Rove de ${percent} %.`,
    loading: 'Estimation en cours…',
  },
});
