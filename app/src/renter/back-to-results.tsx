// "Back to results" on the listing: the search the renter came from (or the search page), carrying the trip's
// dates and guests as they are now on the listing.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useEstimateParams } from './use-estimate-params.ts';
import { useLocalePath } from '../routes/use-locale-path.ts';
import { searchHrefWithTrip } from './trip-links.ts';
import { currentYear } from './search/use-url-search.ts';

export function BackToResults() {
  const { t } = useTranslation('renter');
  const to = useLocalePath();
  const location = useLocation();
  const [trip] = useEstimateParams();
  const [year] = useState(currentYear);
  const state = location.state as { fromSearch?: unknown } | null;
  const from = typeof state?.fromSearch === 'string' ? state.fromSearch : to('rv-search');
  return (
    <Link
      to={searchHrefWithTrip(from, trip, year)}
      data-testid="back-to-results"
      className="self-start text-sm font-medium text-primary underline underline-offset-4"
    >
      {state?.fromSearch ? t('back.toResults') : t('back.toSearch')}
    </Link>
  );
}
