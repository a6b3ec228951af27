// Holds every answer the server suite receives to the OpenAPI document: the operation (method and path template)
// must list the status, the answer's media type must be one the document gives for it, and a JSON answer must match
// the schema (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses). createTestContext checks each answer with it, so a
// handler that drifts from its declaration fails the test that called it.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

interface MediaType {
  schema?: unknown;
}
interface Operation {
  operationId?: string;
  responses?: Record<string, { content?: Record<string, MediaType> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, unknown>;
}

/**
 * Statuses any call may get, in the error shape (the document's description says so): the shared edge's 413, 414,
 * 415 and 503, and 500 when something unexpected fails (a test that breaks the database on purpose).
 */
const edgeStatuses = new Set([413, 414, 415, 500, 503]);

interface Template {
  method: string;
  path: string;
  pattern: RegExp;
  literalSegments: number;
  operation: Operation;
}

export interface ResponseValidator {
  /**
   * undefined when the answer agrees with the document (or no operation of the document is at that path). `body` is
   * the text of a JSON answer, '' for no body, undefined for a body of another media type (not read).
   */
  check(method: string, url: string, status: number, contentType: string | null, body: string | undefined): string | undefined;
}

export function createResponseValidator(doc: OpenApiDocument): ResponseValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: documentId, components: closed(doc.components ?? {}) });
  const templates: Template[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const source = path
        .split('/')
        .map((segment) => (segment.startsWith('{') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/');
      templates.push({
        method: method.toUpperCase(),
        path,
        pattern: new RegExp(`^${source}$`),
        literalSegments: path.split('/').filter((s) => s && !s.startsWith('{')).length,
        operation,
      });
    }
  }
  // A literal segment wins over a parameter (/api/rvs/search before /api/rvs/{alias}).
  templates.sort((a, b) => b.literalSegments - a.literalSegments);
  const compiled = new Map<string, ValidateFunction>();
  const validatorFor = (key: string, schema: unknown) => {
    let validate = compiled.get(key);
    if (!validate) {
      // Local references (#/components/schemas/X) resolve against the document's components.
      validate = ajv.compile(closed(rebase(schema)) as Record<string, unknown>);
      compiled.set(key, validate);
    }
    return validate;
  };

  return {
    check(method, url, status, contentType, body) {
      const path = new URL(url, 'http://local').pathname;
      const template = templates.find((t) => t.method === method.toUpperCase() && t.pattern.test(path));
      if (!template) return undefined;
      const where = `${method.toUpperCase()} ${path} (${template.operation.operationId ?? template.path}) answered ${status}`;
      const responses = template.operation.responses ?? {};
      let answer = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
      if (!answer && edgeStatuses.has(status))
        answer = { content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } };
      if (!answer) return `${where}, a status the document does not list (it lists ${Object.keys(responses).join(', ')})`;
      if (body === '') return undefined;
      const essence = (contentType ?? '').split(';')[0].trim().toLowerCase();
      const declared = Object.keys(answer.content ?? {});
      const media = declared.find(
        (type) => type === essence || type === '*/*' || (type.endsWith('/*') && essence.startsWith(type.slice(0, -1))),
      );
      if (!media)
        return `${where} with ${essence || 'no media type'}, which the document does not give (it gives ${declared.join(', ') || 'no body'})`;
      if (body === undefined || !/\bjson$/.test(essence)) return undefined;
      const schema = answer.content?.[media]?.schema;
      if (!schema) return undefined;
      let value: unknown;
      try {
        value = JSON.parse(body);
      } catch {
        return `${where} with a body that is not JSON`;
      }
      const validate = validatorFor(`${template.method} ${template.path} ${status} ${media}`, schema);
      if (validate(value)) return undefined;
      const problems = (validate.errors ?? [])
        .slice(0, 8)
        .map(
          (e) =>
            `${e.instancePath || '/'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`,
        );
      return `${where} with a body its schema refuses: ${problems.join('; ')}\n${body.slice(0, 400)}`;
    },
  };
}

const documentId = 'https://rove.invalid/openapi.json';

/**
 * Objects of the document are closed for the check: an answer's field the schema does not name fails it, so the
 * document (and the app, which parses answers with the same schemas) knows every field the server sends.
 */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = key === 'properties' ? mapValues(value, closed) : closed(value);
  if (out.properties && out.additionalProperties === undefined && out.patternProperties === undefined) out.additionalProperties = false;
  return out;
}
const mapValues = (value: unknown, map: (v: unknown) => unknown) =>
  Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, map(v)]));

/** '#/components/...' references point into the document's components, registered under documentId. */
function rebase(schema: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(schema), (key, value) =>
    key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${documentId}${value}` : value,
  );
}
