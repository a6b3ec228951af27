// The dashboard favourites page: the signed-in user's collections and their RVs (spec 000 section 2, dashboard
// favourites), with removal of an RV or a whole collection; changes reload the favourites.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, EmptyState } from '@rove/ui';
import { loadFavourites, removeCollection, removeFavourite, useFavourites } from './favourites-store.ts';
import { useLocalePath } from '../../routes/use-locale-path.ts';

interface SavedItem {
  Id: number;
  RVId: number;
  Alias?: string;
  Name?: string;
}

export default function FavouritesPage() {
  const { t } = useTranslation('favourites');
  const to = useLocalePath();
  const { collections, loaded } = useFavourites();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void loadFavourites();
  }, []);
  const act = async (action: Promise<boolean>) => setFailed(!(await action));

  return (
    <div className="mx-auto max-w-page px-4 py-8 sm:px-6">
      <h1 className="font-display text-3xl font-semibold text-foreground">{t('title')}</h1>
      <output className="mt-2 block text-sm text-danger-foreground">{failed ? t('failed') : ''}</output>
      {!loaded ? (
        <p className="mt-4 text-muted-foreground">{t('loading')}</p>
      ) : collections.length === 0 ? (
        <EmptyState
          className="mt-6"
          title={t('empty.title')}
          description={t('empty.description')}
          action={
            <Button asChild>
              <Link to={to('rv-search')}>{t('empty.action')}</Link>
            </Button>
          }
        />
      ) : (
        collections.map((collection) => (
          <section key={collection.Id} aria-labelledby={`collection-${collection.Id}`} className="mt-8">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id={`collection-${collection.Id}`} className="font-display text-xl font-semibold">
                {collection.CollectionName}{' '}
                <span className="text-sm font-normal text-muted-foreground">
                  {t('collectionCount', { count: collection.Items.length })}
                </span>
              </h2>
              <Button variant="ghost" size="sm" onClick={() => act(removeCollection(collection.Id))}>
                {t('deleteCollection', { name: collection.CollectionName })}
              </Button>
            </div>
            {collection.Items.length === 0 ? (
              <p className="mt-2 text-muted-foreground">{t('emptyCollection')}</p>
            ) : (
              <ul className="mt-3 divide-y divide-border rounded-xl border border-border bg-surface">
                {(collection.Items as readonly SavedItem[]).map((item) => {
                  const name = item.Name ?? `#${item.RVId}`;
                  return (
                    <li key={item.Id} className="flex items-center justify-between gap-3 p-3">
                      <Link
                        className="min-w-0 flex-1 font-medium text-foreground underline-offset-4 hover:underline"
                        to={to('rv-rental', { alias: item.Alias ?? item.RVId })}
                      >
                        {name}
                      </Link>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="shrink-0"
                        aria-label={t('remove', { name })}
                        onClick={() => act(removeFavourite(item.Id))}
                      >
                        {t('removeShort')}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        ))
      )}
    </div>
  );
}
