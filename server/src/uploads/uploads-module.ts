// POST /api/uploads: a signed-in user uploads one image (multipart field `file`, field `kind`); the answer is the
// Upload with its variant URLs, which a feature then attaches (an RV photo, a message, a licence).
// GET /api/uploads/{id}/{variant}.{ext}: public uploads with immutable caching; private ones (licence photos)
// only to their owner and administrators, never cached by shared caches, 404 to anyone else.
import { createRoute, z } from '@hono/zod-openapi';
import { type ImageVariant, imageVariantNames, maxImageUploadBytes, UploadSchema, uploadKinds, type UploadKind } from '@rove/contract';
import { ApiError } from '../http/errors.ts';
import { binary, invalid, json, rateLimited, refusals, signInFirst } from '../http/openapi-routes.ts';
import { maybeSignedIn, signedIn } from '../identity/route-security.ts';
import { requireAction } from '../identity/action-limits.ts';
import type { ApiModule } from '../module.ts';
import { uploadError } from './image-check.ts';
import { findUpload, saveImageUpload } from './uploads.ts';
import { serverWords } from '../i18n/server-words.ts';

const notFound = () => new ApiError(404, 'Not found', { statusMessage: 'NOT_FOUND' });

const uploadRoute = createRoute({
  method: 'post',
  path: '/api/uploads',
  operationId: 'uploadImage',
  tags: ['Uploads'],
  summary: 'Upload one image (JPEG or PNG, checked by its bytes; EXIF stripped; resized variants)',
  ...signedIn,
  request: {
    // Read by the handler (its refusals name the upload's own codes in the request's language), so described here
    // as a plain schema: zod-openapi validates zod schemas only.
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: {
              file: { type: 'string', format: 'binary', description: `jpg, jpeg or png, at most ${maxImageUploadBytes} bytes` },
              kind: { type: 'string', enum: [...uploadKinds], default: 'rv-photo' },
            },
          },
        },
      },
    },
  },
  responses: {
    201: json(UploadSchema.meta({ id: 'Upload' }), 'The upload with the URL of each variant'),
    ...refusals({
      400: `${invalid}; an unknown kind`,
      401: signInFirst,
      413: 'UPLOAD_TOO_LARGE (Data.limitBytes)',
      415: 'UPLOAD_UNSUPPORTED_TYPE',
      422: 'UPLOAD_MISSING, UPLOAD_NOT_AN_IMAGE, UPLOAD_TOO_SMALL, UPLOAD_BAD_SHAPE',
      429: rateLimited,
    }),
  },
});

const fileRoute = createRoute({
  method: 'get',
  path: '/api/uploads/{id}/{file}',
  operationId: 'getUploadFile',
  tags: ['Uploads'],
  summary: 'A variant of an upload ({variant}.webp or .jpg): public ones cached for a year, private ones to their owner only',
  ...maybeSignedIn,
  request: {
    params: z.object({ id: z.string(), file: z.string().meta({ description: 'thumb.webp, card.webp, ... (the Urls of the upload)' }) }),
  },
  responses: {
    200: binary(['image/webp', 'image/jpeg'], 'The image'),
    304: { description: 'Not modified (If-None-Match)' },
    ...refusals({ 400: invalid, 401: signInFirst, 404: 'No such upload or variant, or a private one of someone else (NOT_FOUND)' }),
  },
});

export const uploadsModule: ApiModule = {
  name: 'uploads',
  register(app, deps) {
    app.openapi(uploadRoute, async (c) => {
      const locale = c.var.request.locale;
      const form = await c.req.parseBody().catch(() => undefined);
      const file = form?.file;
      const kind = String(form?.kind ?? 'rv-photo') as UploadKind;
      if (!(uploadKinds as readonly string[]).includes(kind)) {
        throw new ApiError(400, serverWords(locale, 'uploadKindUnknown'), {
          statusMessage: 'VALIDATION_FAILED',
          errors: { kind: [`One of ${uploadKinds.join(', ')}`] },
        });
      }
      if (!(file instanceof File)) throw uploadError('UPLOAD_MISSING', locale);
      await requireAction(c, deps, 'uploadsPerUser', c.var.user.id);
      const upload = await saveImageUpload(deps, {
        bytes: new Uint8Array(await file.arrayBuffer()),
        name: file.name,
        ownerId: c.var.user.id,
        kind,
        locale,
      });
      return c.json(upload, 201);
    });

    app.openapi(fileRoute, async (c) => {
      const match = /^([a-z]+)\.(webp|jpg)$/.exec(c.req.param('file'));
      if (!match || !(imageVariantNames as string[]).includes(match[1])) throw notFound();
      const row = await findUpload(deps, c.req.param('id'));
      const variant = row?.variants[match[1] as ImageVariant];
      if (!row || !variant || !variant.key.endsWith(`.${match[2]}`)) throw notFound();
      const user = c.var.user;
      if (row.visibility === 'private' && !(user && (user.id === row.owner_id || user.roles.includes('administrator')))) throw notFound();
      const etag = `"${row.id}-${match[1]}"`;
      const cache = row.visibility === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store';
      if (c.req.header('If-None-Match') === etag) return c.body(null, 304, { ETag: etag, 'Cache-Control': cache });
      const bytes = await deps.blobs.get(variant.key);
      if (!bytes) throw notFound();
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': variant.contentType,
        'Content-Length': String(bytes.length),
        'Cache-Control': cache,
        ETag: etag,
        'X-Content-Type-Options': 'nosniff',
      });
    });
  },
};
