// The heart on a listing card: a visitor goes to sign-in with an intent; a signed-in renter with collections chooses
// one in the CollectionsDialog, one with none saves at once (the server creates the first collection).
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FavouriteButton } from '@rove/ui';
import { useLocalePath } from '../../routes/use-locale-path.ts';
import { withQuery } from '../../routes/path-for.ts';
import { useSession } from '../../api/session-store.ts';
import { favouriteIntent, isFavouriteRv } from './favourites-rules.ts';
import { addFavourite, createCollection, removeCollection, removeFavourite, renameCollection, useFavourites } from './favourites-store.ts';

// The dialog (and the Dialog primitive under it) loads when a signed-in renter with collections first opens it.
const CollectionsDialog = lazy(() => import('@rove/ui/widgets/collections-dialog').then((m) => ({ default: m.CollectionsDialog })));

export function FavouriteToggle({ rvId, listingName }: { rvId: number; listingName: string }) {
  const session = useSession();
  const { collections, loading } = useFavourites();
  const navigate = useNavigate();
  const location = useLocation();
  const to = useLocalePath();
  const [open, setOpen] = useState(false);
  const saved = isFavouriteRv(collections, rvId);

  const toggle = () => {
    if (session.status !== 'authenticated') {
      navigate(withQuery(to('signin'), { redirect: location.pathname + location.search, intent: favouriteIntent }));
      return;
    }
    if (collections.length > 0) setOpen(true);
    else void addFavourite(rvId);
  };

  return (
    <>
      <FavouriteButton isFavourite={saved} onToggle={toggle} isPending={loading} listingName={listingName} />
      {open ? (
        <Suspense fallback={null}>
          <CollectionsDialog
            open={open}
            onOpenChange={setOpen}
            rvId={rvId}
            listingName={listingName}
            collections={collections}
            onChoose={(collectionId) => addFavourite(rvId, collectionId)}
            onRemove={(_collectionId, itemId) => removeFavourite(itemId)}
            onCreate={(name) => createCollection(name)}
            onRename={(id, name) => renameCollection(id, name)}
            onDelete={(id) => removeCollection(id)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
