import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from './deps.ts';
import type { App, AppEnv } from './http/context.ts';
import { compressAnswers } from './http/compress.ts';
import { ApiError, errorBody, errorResponse, fieldErrors, fromHttpException, HTTPException } from './http/errors.ts';
import { inputGuard } from './http/input-guard.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { createRenderAdmission, overloadGuard } from './http/overload.ts';
import { createPageCache } from './http/page-cache.ts';
import { readCacheOf } from './listings/read-cache.ts';
import { requestInfo } from './http/request-info.ts';
import { registerStaticApp } from './http/static-app.ts';
import type { ApiModule } from './module.ts';
import { bookingModule } from './booking/booking-module.ts';
import { favouritesModule } from './favourites/favourites-module.ts';
import { geocodingModule } from './geocoding/geocoding-module.ts';
import { identityModule } from './identity/identity-module.ts';
import { listingsModule } from './listings/listings-module.ts';
import { rentalsModule } from './rentals/rentals-module.ts';
import { systemModule } from './system/system-module.ts';
import { notificationsModule } from './notifications/notifications-module.ts';
import { analyticsModule } from './analytics/analytics-module.ts';
import { experimentsModule } from './experiments/experiments-module.ts';
import { uploadsModule } from './uploads/uploads-module.ts';
import { ownerRvsModule } from './owner-rvs/owner-rvs-module.ts';
import { messagesModule } from './messages/messages-module.ts';
import { contentModule } from './content/content-module.ts';
import { verificationModule } from './verification/verification-module.ts';
import { hostModule } from './host/host-module.ts';
import { mapModule } from './map/map-module.ts';
import { uploadError } from './uploads/image-check.ts';
import { isRetryableConflict } from './db/transaction.ts';
import { serverWords } from './i18n/server-words.ts';

export type { ApiModule } from './module.ts';
export type { AppDeps } from './deps.ts';

// The API, one module per slice, registered in this order. Append one entry per module. A module's
// middleware (app.use) covers the routes of the modules after it: identity goes before booking.
const modules: ApiModule[] = [
  identityModule,
  systemModule,
  listingsModule,
  geocodingModule,
  rentalsModule,
  // more modules: one entry each, below this line
  notificationsModule,
  favouritesModule,
  bookingModule,
  analyticsModule,
  experimentsModule,
  uploadsModule,
  ownerRvsModule,
  messagesModule,
  contentModule,
  verificationModule,
  hostModule,
  mapModule,
];

export function createApp(deps: AppDeps): App {
  const app: App = new OpenAPIHono<AppEnv>({
    // Request validation failures: 400 with field errors in the one error shape.
    defaultHook: (result, c) => {
      if (!result.success) {
        const message = serverWords(c.var.request?.locale ?? 'en', 'requestInvalid');
        return c.json(errorBody(400, message, { StatusMessage: 'VALIDATION_FAILED', Errors: fieldErrors(result.error) }), 400);
      }
    },
  });

  app.use('*', requestInfo(deps.logger));
  // JSON and other text answers compressed by Accept-Encoding (http/compress.ts).
  app.use('*', compressAnswers());
  // Beyond config.maxInFlight requests at once: 503 with Retry-After rather than an endless queue.
  app.use('*', overloadGuard(deps.config.maxInFlight));
  // JSON bodies up to maxBodyBytes; multipart uploads (photos) up to maxUploadBodyBytes.
  const limit = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) => {
        // A photo beyond the multipart limit gets the upload's own words (size limit stated, request's language).
        if (c.req.path === '/api/uploads') {
          const error = uploadError('UPLOAD_TOO_LARGE', c.var.request.locale);
          return errorResponse(c, 413, error.message, { StatusMessage: error.statusMessage, Data: error.data });
        }
        return errorResponse(c, 413, `Request body too large (limit ${maxSize} bytes).`, { StatusMessage: 'PAYLOAD_TOO_LARGE' });
      },
    });
  const jsonLimit = limit(deps.config.maxBodyBytes);
  const uploadLimit = limit(deps.config.maxUploadBodyBytes);
  app.use('*', (c, next) =>
    (c.req.header('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data') ? uploadLimit(c, next) : jsonLimit(c, next),
  );
  // One edge check for every route: NUL and unpaired surrogates, ids beyond int4, dates off the calendar, long URLs.
  app.use('*', inputGuard());

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return c.json(
        errorBody(error.status, error.message, { StatusMessage: error.statusMessage, Errors: error.errors, Data: error.data }),
        error.status,
      );
    }
    if (error instanceof HTTPException) {
      const body = fromHttpException(error);
      return c.json(body, error.status);
    }
    if (error instanceof SyntaxError) return errorResponse(c, 400, 'Malformed JSON in request body', { StatusMessage: 'MALFORMED_JSON' });
    // A race lost more times than inTransaction retries it (db/transaction.ts): busy, not broken; the client may retry.
    if (isRetryableConflict(error)) {
      (c.var.log ?? deps.logger).warn('write conflict after retries', { method: c.req.method, path: c.req.path, error });
      c.header('Retry-After', '1');
      return errorResponse(c, 503, serverWords(c.var.request?.locale ?? 'en', 'busy'), { StatusMessage: 'BUSY' });
    }
    (c.var.log ?? deps.logger).error('unhandled error', { method: c.req.method, path: c.req.path, error });
    return errorResponse(c, 500, 'An unexpected error occurred.');
  });

  for (const module of modules) module.register(app, deps);

  registerApiDocs(app, deps);

  // Unknown API paths answer the error shape; everything else is the app's (SPA fallback) when it is built.
  app.all('/api/*', (c) => errorResponse(c, 404, `No API route for ${c.req.method} ${c.req.path}`, { StatusMessage: 'NOT_FOUND' }));
  if (deps.config.staticDir) {
    const { pageCacheBytes, renderConcurrency, renderMaxWaitMs, renderWorkers } = deps.config;
    registerStaticApp(app, deps.config.staticDir, deps.config.publicUrl, deps.logger, {
      // Visitors' pages kept under the read cache's data version: one mechanism for every answer kept.
      pages: pageCacheBytes > 0 ? createPageCache(() => readCacheOf(deps.db).version(), pageCacheBytes) : undefined,
      admission: createRenderAdmission({ concurrency: renderConcurrency, maxWaitMs: renderMaxWaitMs }),
      now: deps.now,
      renderWorkers,
    });
  }
  app.notFound((c) => errorResponse(c, 404, `Not found: ${c.req.path}`, { StatusMessage: 'NOT_FOUND' }));
  return app;
}
