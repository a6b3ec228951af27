// Uploaded photos of an RV: attach an upload (POST /api/uploads, kind rv-photo, by the same user), captions in
// English and French, the order (position 0 is the cover), removal. A published listing always keeps a cover.
import type { Locale } from '@rove/contract';
import { maxRvPhotos } from '@rove/contract';
import { sql, type Transaction } from 'kysely';
import type { AppDeps } from '../deps.ts';
import type { Database } from '../db/schema.ts';
import { deleteUpload, findUpload } from '../uploads/uploads.ts';
import type { ListingRow } from './host-rv-store.ts';
import { ownerRvError, ownerRvMessages } from './messages.ts';
import { inTransaction, lockListing } from '../db/transaction.ts';

type Caption = { en: string; fr: string };

async function photoIds(trx: Transaction<Database>, listingId: number): Promise<number[]> {
  const rows = await trx.selectFrom('rv_photos').select('id').where('listing_id', '=', listingId).orderBy('position').execute();
  return rows.map((r) => r.id);
}

/** Writes positions 0..n-1 in the given order (the unique position constraint is checked at commit). */
async function writeOrder(trx: Transaction<Database>, listingId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await sql`update rv_photos p set position = o.position - 1
    from unnest(${sql.val(ids)}::bigint[]) with ordinality as o(id, position)
    where p.id = o.id and p.listing_id = ${listingId}`.execute(trx);
}

async function touch(trx: Transaction<Database>, listingId: number, now: Date) {
  await trx.updateTable('listings').set({ updated_at: now }).where('id', '=', listingId).execute();
}

export async function attachPhoto(
  deps: Pick<AppDeps, 'db'>,
  listing: ListingRow,
  userId: number,
  input: { UploadId: string; Caption?: Caption },
  locale: Locale,
  now: Date,
): Promise<void> {
  const upload = await findUpload(deps, input.UploadId);
  // Someone else's upload, another kind or an unknown id all read the same: upload the photo again.
  if (!upload || upload.kind !== 'rv-photo' || upload.owner_id !== userId)
    throw ownerRvError(422, 'uploadUnusable', 'RV_UPLOAD_UNUSABLE', locale);
  await inTransaction(deps.db, async (trx) => {
    // One RV's photo changes queue behind each other (positions stay dense).
    await lockListing(trx, listing.id);
    const already = await trx.selectFrom('rv_photos').select(['listing_id']).where('upload_id', '=', upload.id).executeTakeFirst();
    if (already) {
      if (already.listing_id === listing.id) return; // a retried attach: nothing to do
      throw ownerRvError(422, 'uploadUnusable', 'RV_UPLOAD_UNUSABLE', locale);
    }
    const ids = await photoIds(trx, listing.id);
    if (ids.length >= maxRvPhotos) throw ownerRvError(409, 'photoLimit', 'RV_PHOTO_LIMIT', locale);
    await trx
      .insertInto('rv_photos')
      .values({
        listing_id: listing.id,
        upload_id: upload.id,
        position: ids.length,
        caption_en: input.Caption?.en ?? '',
        caption_fr: input.Caption?.fr ?? '',
      })
      .execute();
    await touch(trx, listing.id, now);
  });
}

async function findPhoto(trx: Transaction<Database>, listingId: number, photoId: number, locale: Locale) {
  const photo = Number.isSafeInteger(photoId)
    ? await trx.selectFrom('rv_photos').selectAll().where('id', '=', photoId).where('listing_id', '=', listingId).executeTakeFirst()
    : undefined;
  if (!photo) throw ownerRvError(404, 'notFound', 'NOT_FOUND', locale);
  return photo;
}

export async function setCaption(
  deps: Pick<AppDeps, 'db'>,
  listing: ListingRow,
  photoId: number,
  caption: Caption,
  locale: Locale,
  now: Date,
) {
  await inTransaction(deps.db, async (trx) => {
    await findPhoto(trx, listing.id, photoId, locale);
    await trx.updateTable('rv_photos').set({ caption_en: caption.en, caption_fr: caption.fr }).where('id', '=', photoId).execute();
    await touch(trx, listing.id, now);
  });
}

export async function reorderPhotos(deps: Pick<AppDeps, 'db'>, listing: ListingRow, order: number[], locale: Locale, now: Date) {
  await inTransaction(deps.db, async (trx) => {
    await lockListing(trx, listing.id);
    const current = await photoIds(trx, listing.id);
    const same = order.length === current.length && new Set(order).size === order.length && order.every((id) => current.includes(id));
    if (!same)
      throw ownerRvError(400, 'photoOrder', 'VALIDATION_FAILED', locale, { errors: { PhotoIds: [ownerRvMessages.photoOrder[locale]] } });
    await writeOrder(trx, listing.id, order);
    await touch(trx, listing.id, now);
  });
}

/** The chosen photo becomes the cover (position 0); the others keep their order after it. */
export async function makeCover(deps: Pick<AppDeps, 'db'>, listing: ListingRow, photoId: number, locale: Locale, now: Date) {
  await inTransaction(deps.db, async (trx) => {
    await lockListing(trx, listing.id);
    await findPhoto(trx, listing.id, photoId, locale);
    const current = await photoIds(trx, listing.id);
    await writeOrder(trx, listing.id, [photoId, ...current.filter((id) => id !== photoId)]);
    await touch(trx, listing.id, now);
  });
}

/** Removes a photo and its files. The last photo of a listed RV (published or unpublished) stays: it is the cover. */
export async function removePhoto(deps: Pick<AppDeps, 'db' | 'blobs'>, listing: ListingRow, photoId: number, locale: Locale, now: Date) {
  const uploadId = await inTransaction(deps.db, async (trx) => {
    await lockListing(trx, listing.id);
    const photo = await findPhoto(trx, listing.id, photoId, locale);
    const current = await photoIds(trx, listing.id);
    const status = (await trx.selectFrom('listings').select('status').where('id', '=', listing.id).executeTakeFirstOrThrow()).status;
    if (current.length === 1 && (status === 'published' || status === 'unpublished'))
      throw ownerRvError(409, 'lastPhoto', 'RV_LAST_PHOTO', locale);
    await trx.deleteFrom('rv_photos').where('id', '=', photoId).execute();
    await writeOrder(
      trx,
      listing.id,
      current.filter((id) => id !== photoId),
    );
    await touch(trx, listing.id, now);
    return photo.upload_id;
  });
  // The row is gone; the bytes go after (a failure here leaves unreferenced bytes, never a broken photo).
  await deleteUpload(deps, uploadId);
}
