// Image uploads as a service for every feature (RV photos, message photos, licence photos): check the bytes,
// make the variants, store them, record the upload. Features keep the upload id and show `uploadUrls`.
import type { Locale } from '@rove/contract';
import { randomUUID } from 'node:crypto';
import { type ImageVariant, imageVariantNames, type Upload, type UploadKind } from '@rove/contract';
import type { AppDeps } from '../deps.ts';
import { checkImage, makeImageVariants, uploadError } from './image-check.ts';
import type { StoredVariant } from './schema.ts';

/** Licence photos are private (the owner and administrators); everything else is public. */
export const visibilityOf = (kind: UploadKind): 'public' | 'private' => (kind === 'licence-photo' ? 'private' : 'public');

const extensionOf = (contentType: string) => (contentType === 'image/jpeg' ? 'jpg' : 'webp');

/** The URL of one variant: immutable (a new photo is a new id). */
export const uploadUrl = (id: string, variant: ImageVariant, contentType: string) =>
  `/api/uploads/${id}/${variant}.${extensionOf(contentType)}`;

export function uploadUrls(id: string, variants: Record<string, StoredVariant>): Upload['Urls'] {
  return Object.fromEntries(
    imageVariantNames.map((name) => [name, uploadUrl(id, name, variants[name]?.contentType ?? 'image/webp')]),
  ) as Upload['Urls'];
}

export interface NewImageUpload {
  bytes: Uint8Array | undefined;
  /** The file name as sent (used in messages only). */
  name: string;
  ownerId: number;
  kind: UploadKind;
  locale: Locale;
}

/** Checks, resizes and stores an image; throws the localized upload error when the file is refused. */
export async function saveImageUpload(deps: Pick<AppDeps, 'db' | 'blobs'>, upload: NewImageUpload): Promise<Upload> {
  const checked = await checkImage(upload.bytes, upload.name, upload.locale);
  // The header read by checkImage can be sound while the pixels are not (a cut-off file): that is the file's fault.
  const files = await makeImageVariants(upload.bytes as Uint8Array).catch(() => {
    throw uploadError('UPLOAD_NOT_AN_IMAGE', upload.locale, upload.name);
  });
  const id = randomUUID();
  const variants: Record<string, StoredVariant> = {};
  // Bytes first, row last: a crash in between leaves unreferenced bytes, never a row without its files.
  for (const [name, file] of Object.entries(files)) {
    const key = `${id}/${name}.${extensionOf(file.contentType)}`;
    await deps.blobs.put(key, file.bytes);
    variants[name] = { key, width: file.width, height: file.height, bytes: file.bytes.length, contentType: file.contentType };
  }
  await deps.db
    .insertInto('uploads')
    .values({
      id,
      owner_id: upload.ownerId,
      kind: upload.kind,
      visibility: visibilityOf(upload.kind),
      original_name: upload.name.slice(0, 255),
      width: checked.width,
      height: checked.height,
      original_bytes: (upload.bytes as Uint8Array).length,
      variants: JSON.stringify(variants),
    })
    .execute();
  return { Id: id, Kind: upload.kind, Width: checked.width, Height: checked.height, Urls: uploadUrls(id, variants) };
}

export async function findUpload(deps: Pick<AppDeps, 'db'>, id: string) {
  if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
  return deps.db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The stored upload as the API shows it, or undefined. */
export async function uploadView(deps: Pick<AppDeps, 'db'>, id: string): Promise<Upload | undefined> {
  const row = await findUpload(deps, id);
  return row ? { Id: row.id, Kind: row.kind, Width: row.width, Height: row.height, Urls: uploadUrls(row.id, row.variants) } : undefined;
}

export async function deleteUpload(deps: Pick<AppDeps, 'db' | 'blobs'>, id: string): Promise<void> {
  const row = await findUpload(deps, id);
  if (!row) return;
  await deps.db.deleteFrom('uploads').where('id', '=', id).execute();
  await deps.blobs.delete(Object.values(row.variants).map((v) => v.key));
}
