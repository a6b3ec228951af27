// The dashboard home's building blocks: a titled section, a list of booking cards, the loading state.
import type { BookingListItem } from '@rove/contract';
import { Skeleton } from '@rove/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingCard } from '../booking-parts.tsx';

export function Section({ id, title, children, more }: { id: string; title: string; children: ReactNode; more?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="font-display text-xl font-semibold">
          {title}
        </h2>
        {more}
      </div>
      {children}
    </section>
  );
}

export function Cards({ items, empty }: { items: BookingListItem[]; empty: string }) {
  if (items.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {/* Each list's first photo loads at once: the first card is on screen as the home opens. */}
      {items.map((item, index) => (
        <li key={item.Id}>
          <BookingCard item={item} eager={index === 0} />
        </li>
      ))}
    </ul>
  );
}

export function HomeSkeleton() {
  const { t } = useTranslation('bookings');
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <output className="sr-only">{t('loading')}</output>
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
