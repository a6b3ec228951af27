// An RV's edit sections (rvs/{rvId}/addons, photos, details, pricing, earn-more, insurance, preferences; the root is
// the overview): each section's fields in one form, saved on its own, checked by the contract's rvUpdateSchema. Each
// section is a chunk of its own, loaded when the host opens it (issue 35: all of them together made the page's first
// load 315 KiB gzip, the location search and the pickers of the details included on every section).
import type { HostRv } from '@rove/contract';
import { Skeleton } from '@rove/ui';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Section } from './rv-sections.ts';

interface SectionProps {
  rv: HostRv;
  dashboard: string;
}

const sectionBodies: Record<Section, ComponentType<SectionProps>> = {
  root: lazy(() => import('./rv-overview.tsx').then((m) => ({ default: m.Overview }))),
  details: lazy(() => import('./details-section.tsx').then((m) => ({ default: m.DetailsSection }))),
  pricing: lazy(() => import('./pricing-section.tsx').then((m) => ({ default: m.PricingSection }))),
  preferences: lazy(() => import('./preferences-section.tsx').then((m) => ({ default: m.PreferencesSection }))),
  insurance: lazy(() => import('./insurance-section.tsx').then((m) => ({ default: m.InsuranceSection }))),
  photos: lazy(() =>
    import('../rv-photos-editor.tsx').then((m) => ({
      default: ({ rv }: SectionProps) => <m.RvPhotosEditor rv={rv} withCaptions headingLevel={3} />,
    })),
  ),
  addons: lazy(() => import('./addons-section.tsx').then((m) => ({ default: m.AddOnsSection }))),
  'earn-more': lazy(() => import('./earn-more-section.tsx').then((m) => ({ default: m.EarnMoreSection }))),
};

/** While a section's code loads: its place, busy, named for assistive technology. */
function SectionLoading() {
  const { t } = useTranslation('owner');
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <output className="sr-only">{t('common.loading')}</output>
      <Skeleton className="h-8 w-1/3" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

export function SectionBody({ rv, section, dashboard }: SectionProps & { section: Section }) {
  const Body = sectionBodies[section];
  return (
    <Suspense fallback={<SectionLoading />}>
      <Body rv={rv} dashboard={dashboard} />
    </Suspense>
  );
}
