// A change request's refusal, shown in place on the change pages (the server's words, in the page's language): a
// module of its own, so that the edit steps show it without the comparison and breakdown parts (change-parts.tsx).
import { Banner } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import type { ChangeRequestError } from './change-request-state.ts';

/** A refusal the page shows in place (the server's words, in the page's language). */
export function ChangeError({ error }: { error: ChangeRequestError | null }) {
  const { t } = useTranslation('changes');
  if (!error) return null;
  return (
    <Banner tone="danger" urgent title={t('errors.title')}>
      {error.message}
    </Banner>
  );
}
