// The home page's "how it works" steps and trust points: text and icons that take no input and never change, so they
// are static parts (lib/static-part.tsx): the server draws them, a hydrating page keeps them as sent, and their code
// and icons are in no page's first load (issue 35).
import { useTranslation } from 'react-i18next';
import { AwardIcon, type Icon, KeyIcon, MountainIcon, SearchIcon, ShieldCheckIcon, StarIcon, TruckIcon } from '@rove/ui';

const steps: { key: string; icon: Icon }[] = [
  { key: 'search', icon: SearchIcon },
  { key: 'book', icon: KeyIcon },
  { key: 'travel', icon: MountainIcon },
];

const trust: { key: string; icon: Icon }[] = [
  { key: 'protection', icon: ShieldCheckIcon },
  { key: 'roadside', icon: TruckIcon },
  { key: 'reviews', icon: StarIcon },
  { key: 'superhosts', icon: AwardIcon },
];

/** The three steps of a trip, numbered. */
export function HowSteps() {
  const { t } = useTranslation('home');
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map(({ key, icon: StepIcon }, index) => (
        <li key={key} className="rounded-xl bg-surface p-6 shadow-sm">
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground">
              {index + 1}
            </span>
            <StepIcon aria-hidden className="size-6 text-primary" />
          </div>
          <h3 className="mt-4 text-xl font-semibold">{t(`how.${key}Title`)}</h3>
          <p className="mt-2 text-muted-foreground">{t(`how.${key}Body`)}</p>
        </li>
      ))}
    </ol>
  );
}

/** Why renting on Rove is safe: protection, roadside help, reviews, superhosts. */
export function TrustPoints() {
  const { t } = useTranslation('home');
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {trust.map(({ key, icon: TrustIcon }) => (
        <li key={key} className="flex gap-4">
          <TrustIcon aria-hidden className="size-8 shrink-0 text-accent" />
          <div>
            <h3 className="font-semibold">{t(`trust.${key}Title`)}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{t(`trust.${key}Body`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
