// POST /api/uploads: a signed-in user uploads one image (multipart field `file`, field `kind`); the answer is the
// Upload with its variant URLs, which a feature then attaches (an RV photo, a message, a licence).
// GET /api/uploads/{id}/{variant}.{ext}: public uploads with immutable caching; private ones (licence photos)
// only to their owner and administrators, never cached by shared caches, 404 to anyone else.
import { type ImageVariant, imageVariantNames, uploadKinds, type UploadKind } from '@rove/contract';
import { ApiError } from '../http/errors.ts';
import { optionalUser, requireUser } from '../identity/middleware.ts';
import { requireAction } from '../identity/action-limits.ts';
import type { ApiModule } from '../module.ts';
import { uploadError } from './image-check.ts';
import { findUpload, saveImageUpload } from './uploads.ts';

const notFound = () => new ApiError(404, 'Not found', { statusMessage: 'NOT_FOUND' });

export const uploadsModule: ApiModule = {
  name: 'uploads',
  register(app, deps) {
    app.post('/api/uploads', requireUser, async (c) => {
      const locale = c.var.request.locale;
      const form = await c.req.parseBody().catch(() => undefined);
      const file = form?.file;
      const kind = String(form?.kind ?? 'rv-photo') as UploadKind;
      if (!(uploadKinds as readonly string[]).includes(kind)) {
        throw new ApiError(400, locale === 'fr' ? 'Type de téléversement inconnu.' : 'Unknown upload kind.', {
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

    app.get('/api/uploads/:id/:file', optionalUser, async (c) => {
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
