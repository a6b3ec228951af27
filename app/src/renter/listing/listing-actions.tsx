// Share (the system share sheet, else a copied link) and favourite (the app's favourites toggle: visitors are sent
// to sign in first and come back here; renters choose a collection).
import { Button } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FavouriteToggle } from '../favourites/favourite-toggle.tsx';
import type { ListingDetail } from './listing-api.ts';

export function ListingActions({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listing');
  const [status, setStatus] = useState('');

  async function share() {
    const url = window.location.href;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: listing.Name, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setStatus(t('actions.copied'));
    } catch (error) {
      if ((error as Error).name !== 'AbortError') setStatus(t('actions.copyFailed', { url }));
    }
  }

  return (
    <div className="flex items-center gap-2">
      <Button variant="outline" size="sm" onClick={share}>
        {t('actions.share')}
      </Button>
      <FavouriteToggle rvId={listing.Id} listingName={listing.Name} />
      <output className="sr-only sm:not-sr-only sm:text-sm sm:text-muted-foreground">{status}</output>
    </div>
  );
}
