// The resized variants of an uploaded image and the srcset built from them. No zod here: the search and listing
// pages use photoSrcSet, and importing it from ./uploads.ts (which defines UploadSchema) put zod in their first load.

/** Resized variants made of every image (WebP, EXIF stripped), by width; social is cropped to 1200x630 JPEG. */
export const imageVariants = {
  thumb: { width: 320 },
  card: { width: 800 },
  gallery: { width: 1600 },
  social: { width: 1200, height: 630 },
} as const;
export type ImageVariant = keyof typeof imageVariants;
export const imageVariantNames = Object.keys(imageVariants) as ImageVariant[];

const resizedVariant = /^(\/api\/uploads\/[^/]+\/)(thumb|card|gallery)\.webp$/;
const drawnPhoto = /^(\/api\/rvs\/\d+\/photos\/\d+)\.webp$/;

/**
 * A `srcset` for a photo, for the browser to pick by the image's displayed size: an upload's resized variants
 * (/api/uploads/{id}/card.webp: its thumb, card and gallery widths), or a drawn photo's 800-pixel WebP
 * (/api/rvs/{id}/photos/{n}.webp) with its drawing (.svg, sharp at any width) for wider screens. Undefined for any
 * other address.
 */
export function photoSrcSet(url: string): string | undefined {
  const drawn = drawnPhoto.exec(url);
  if (drawn) return `${url} ${imageVariants.card.width}w, ${drawn[1]}.svg ${imageVariants.gallery.width}w`;
  const match = resizedVariant.exec(url);
  if (!match) return undefined;
  return (['thumb', 'card', 'gallery'] as const).map((name) => `${match[1]}${name}.webp ${imageVariants[name].width}w`).join(', ');
}
