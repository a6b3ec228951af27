// Image uploads (RV photos, message photos, licence photos): what the client may send and what it gets back.
import { z } from 'zod';
import { type ImageVariant, imageVariantNames } from './image-variants.ts';
import { uploadKinds } from './uploads-vocabulary.ts';

export const UploadSchema = z.object({
  Id: z.string().uuid(),
  Kind: z.enum(uploadKinds),
  Width: z.number().int(),
  Height: z.number().int(),
  /** One URL per variant. */
  Urls: z.record(z.enum(imageVariantNames as [ImageVariant, ...ImageVariant[]]), z.string()),
});
export type Upload = z.infer<typeof UploadSchema>;
