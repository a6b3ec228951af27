// The first check of a chosen photo, before any upload (the server checks the bytes again): the specification's
// extensions (jpg, jpeg, png) or an image/jpeg or image/png type, and the size limit. A PDF renamed .jpg passes here
// and is refused by the server by its content, with the same kind of message.
import { hasImageExtension, imageUploadContentTypes, maxImageUploadBytes } from '@rove/contract';

export type PhotoFileProblem = 'unsupported' | 'tooLarge' | 'empty';

export function photoFileProblem(file: { name: string; type: string; size: number }): PhotoFileProblem | null {
  const typeOk = (imageUploadContentTypes as readonly string[]).includes(file.type);
  if (!hasImageExtension(file.name) && !typeOk) return 'unsupported';
  if (file.type && !typeOk && !file.type.startsWith('image/')) return 'unsupported';
  if (file.size === 0) return 'empty';
  if (file.size > maxImageUploadBytes) return 'tooLarge';
  return null;
}

/** The limit in whole megabytes, as stated in the messages. */
export const photoLimitMegabytes = Math.round(maxImageUploadBytes / 1024 / 1024);
