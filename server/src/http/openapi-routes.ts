// One way to document a group of routes in the served OpenAPI document: the group's tag and error answers are
// given once, then each route in one call (its path parameters, query, JSON body and successful answer).
import type { z } from 'zod';
import type { App } from './context.ts';
import { ApiErrorSchema } from './errors.ts';

export type RouteMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A JSON answer or body of the document. */
export const jsonContent = (schema: z.ZodType, description: string) => ({ description, content: { 'application/json': { schema } } });

export interface RouteDoc {
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The successful status and its JSON answer; null for 204 (nothing). */
  ok: [number, z.ZodType] | null;
}

/**
 * The documenter of a group: `errors` maps each error status of the group to what it means (answers in the API's
 * error shape). The handlers validate with the same schemas the document names.
 */
export function routeDocumenter(app: App, tag: string, errors: Record<number, string>) {
  const errorAnswers = Object.fromEntries(Object.entries(errors).map(([status, text]) => [status, jsonContent(ApiErrorSchema, text)]));
  return (method: RouteMethod, path: string, summary: string, doc: RouteDoc) =>
    app.openAPIRegistry.registerPath({
      method,
      path,
      summary,
      tags: [tag],
      request: {
        ...(doc.params ? { params: doc.params } : {}),
        ...(doc.query ? { query: doc.query } : {}),
        ...(doc.body ? { body: { content: { 'application/json': { schema: doc.body } } } } : {}),
      },
      responses: { ...(doc.ok ? { [doc.ok[0]]: jsonContent(doc.ok[1], 'OK') } : { 204: { description: 'Done' } }), ...errorAnswers },
    });
}
