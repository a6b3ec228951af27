// Checks an uploaded image by its bytes (not its name) and makes its resized variants with sharp. EXIF and every
// other metadata block are dropped from every variant (sharp writes none unless asked); orientation is applied
// first so a phone photo stays upright once its EXIF is gone.
import type { Locale } from '@rove/contract';
import {
  fileExtension,
  hasImageExtension,
  type ImageVariant,
  imageVariants,
  maxImageAspectRatio,
  maxImageUploadBytes,
  minImageSide,
  type UploadErrorCode,
} from '@rove/contract';
import sharp from 'sharp';
import { ApiError } from '../http/errors.ts';
import { serverWords } from '../i18n/server-words.ts';

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

export function uploadError(code: UploadErrorCode, locale: Locale, name = ''): ApiError {
  const status = code === 'UPLOAD_TOO_LARGE' ? 413 : code === 'UPLOAD_UNSUPPORTED_TYPE' ? 415 : 422;
  const label = name || serverWords(locale, 'uploads.thisFile');
  // The words: locales/{en,fr}/server.json, section uploads, by code.
  const values = { name: label, limit: megabytes(maxImageUploadBytes), minSide: minImageSide, maxRatio: maxImageAspectRatio };
  return new ApiError(status, serverWords(locale, `uploads.${code}`, values), {
    statusMessage: code,
    data: { limitBytes: maxImageUploadBytes },
  });
}

/** The image format told by the first bytes: JPEG (FF D8 FF) or PNG (89 50 4E 47 0D 0A 1A 0A), else undefined. */
export function sniffImageType(bytes: Uint8Array): 'jpeg' | 'png' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  return undefined;
}

export interface CheckedImage {
  format: 'jpeg' | 'png';
  width: number;
  height: number;
}

/** Throws the upload error (in the request's language) unless the file is a readable JPG or PNG within limits. */
export async function checkImage(bytes: Uint8Array | undefined, name: string, locale: Locale): Promise<CheckedImage> {
  if (!bytes || bytes.length === 0) throw uploadError('UPLOAD_MISSING', locale, name);
  if (bytes.length > maxImageUploadBytes) throw uploadError('UPLOAD_TOO_LARGE', locale, name);
  if (name && fileExtension(name) && !hasImageExtension(name)) throw uploadError('UPLOAD_UNSUPPORTED_TYPE', locale, name);
  const format = sniffImageType(bytes);
  if (!format) throw uploadError('UPLOAD_NOT_AN_IMAGE', locale, name);
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(bytes, { limitInputPixels: 100_000_000 }).metadata();
  } catch {
    throw uploadError('UPLOAD_NOT_AN_IMAGE', locale, name);
  }
  if (!meta.width || !meta.height) throw uploadError('UPLOAD_NOT_AN_IMAGE', locale, name);
  // EXIF orientations 5-8 swap width and height once applied.
  const swapped = (meta.orientation ?? 1) >= 5;
  const width = swapped ? meta.height : meta.width;
  const height = swapped ? meta.width : meta.height;
  if (Math.min(width, height) < minImageSide) throw uploadError('UPLOAD_TOO_SMALL', locale, name);
  if (Math.max(width, height) > maxImageAspectRatio * Math.min(width, height)) throw uploadError('UPLOAD_BAD_SHAPE', locale, name);
  return { format, width, height };
}

export interface ImageVariantFile {
  bytes: Uint8Array;
  width: number;
  height: number;
  contentType: 'image/webp' | 'image/jpeg';
}

/** Every variant of imageVariants: WebP by width (never enlarged), and the 1200x630 JPEG social card. */
export async function makeImageVariants(bytes: Uint8Array): Promise<Record<ImageVariant, ImageVariantFile>> {
  const out = {} as Record<ImageVariant, ImageVariantFile>;
  for (const [name, size] of Object.entries(imageVariants) as [ImageVariant, { width: number; height?: number }][]) {
    const pipeline = sharp(bytes, { limitInputPixels: 100_000_000 }).rotate();
    const resized = size.height
      ? pipeline.resize(size.width, size.height, { fit: 'cover', position: 'attention' }).jpeg({ quality: 82, mozjpeg: true })
      : pipeline.resize({ width: size.width, withoutEnlargement: true }).webp({ quality: 78 });
    const { data, info } = await resized.toBuffer({ resolveWithObject: true });
    out[name] = {
      bytes: new Uint8Array(data),
      width: info.width,
      height: info.height,
      contentType: size.height ? 'image/jpeg' : 'image/webp',
    };
  }
  return out;
}
