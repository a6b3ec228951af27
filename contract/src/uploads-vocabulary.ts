// Image uploads' vocabulary and rules without zod (issue 35): extensions, content types, sizes, kinds and error codes.
// The app's pages read them without loading a schema; uploads.ts builds its schema on them.

/** Spec 000 section 5: "Allowed image upload extensions: jpg, jpeg, png." */
export const imageUploadExtensions = ['jpg', 'jpeg', 'png'] as const;

/** Spec 000 section 5: "Known mime types: png, jpeg, jpg, pdf." */
export const knownMimeTypes = ['png', 'jpeg', 'jpg', 'pdf'] as const;

/** The content types an image upload may have (checked on the bytes, not only the name). */
export const imageUploadContentTypes = ['image/jpeg', 'image/png'] as const;

/** Largest image file accepted, in bytes (stated in the error). */
export const maxImageUploadBytes = 15 * 1024 * 1024;

/** Smallest side accepted, in pixels: smaller images look broken on a listing. */
export const minImageSide = 200;

/**
 * The long side may be at most this many times the short one: a 200x65,000 strip is no photo, and its resized
 * variants would pass the WebP format's 16,383-pixel limit (at 8, the 1600-pixel gallery variant stays under 12,800).
 */
export const maxImageAspectRatio = 8;

export const uploadKinds = ['rv-photo', 'message-photo', 'licence-photo', 'claim-photo', 'profile-photo'] as const;
export type UploadKind = (typeof uploadKinds)[number];

/** Upload refusals, as StatusMessage codes. */
export const uploadErrorCodes = [
  'UPLOAD_MISSING',
  'UPLOAD_TOO_LARGE',
  'UPLOAD_NOT_AN_IMAGE',
  'UPLOAD_UNSUPPORTED_TYPE',
  'UPLOAD_TOO_SMALL',
  'UPLOAD_BAD_SHAPE',
] as const;

export type UploadErrorCode = (typeof uploadErrorCodes)[number];

/** The extension of a file name, lower case, without the dot ('' when none). */
export function fileExtension(name: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(name);
  return match ? match[1].toLowerCase() : '';
}

/** Whether a file name has one of the allowed image extensions (the client's first check; the server checks the bytes). */
export function hasImageExtension(name: string): boolean {
  return (imageUploadExtensions as readonly string[]).includes(fileExtension(name));
}
