// Share (the system share sheet, else a copied link) and favourite (spec 000 section 7's favourites call; visitors
// are sent to sign in first and come back here).
import { Button, FavouriteButton } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { apiFetch } from '../api/api-fetch.ts';
import { useLocalePath } from '../layout/use-locale-path.ts';
import { withQuery } from '../routes/path-for.ts';
import { useSession } from '../session/session-store.ts';
import type { ListingDetail } from './listing-api.ts';

export function ListingActions({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listing');
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const to = useLocalePath();
  const [status, setStatus] = useState('');
  const [favourite, setFavourite] = useState(false);
  const [pending, setPending] = useState(false);

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

  async function toggleFavourite(next: boolean) {
    if (session.status !== 'authenticated' || !session.user) {
      navigate(withQuery(to('signin'), { redirect: location.pathname + location.search }));
      return;
    }
    setPending(true);
    setFavourite(next);
    try {
      if (next)
        await apiFetch('/api/user-profiles/me/add-to-favourites-list', {
          method: 'POST',
          body: { RvId: listing.Id, ProfileId: session.user.id },
        });
      else setStatus(t('actions.unsavedHint'));
      if (next) setStatus(t('actions.saved'));
    } catch {
      setFavourite(!next);
      setStatus(t('actions.favouriteFailed'));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex items-center gap-2">
      <Button variant="outline" size="sm" onClick={share}>
        {t('actions.share')}
      </Button>
      <FavouriteButton isFavourite={favourite} isPending={pending} onToggle={toggleFavourite} listingName={listing.Name} />
      <output className="sr-only sm:not-sr-only sm:text-sm sm:text-muted-foreground">{status}</output>
    </div>
  );
}
