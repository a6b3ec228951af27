// The one edge check every request passes before any route: input the database cannot hold is a 400 (or 414)
// with a clear message in the request's language, never a 500 from deep inside a query.
//  - NUL characters and unpaired surrogates in the path, the query string and every JSON string (keys included);
//  - whole numbers in an id or page position beyond PostgreSQL's int4 (2147483647);
//  - dates (a whole YYYY-MM-DD or ISO timestamp) outside the years 1000-2200 (older dates are the routes' to judge: a date of birth in 1850 gets its own words); month and day are the routes'.
//  - a URL longer than maxUrlLength or a path segment longer than maxSegmentLength: 414.
import type { Locale } from '@rove/contract';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { errorResponse } from './errors.ts';
import { serverWords } from '../i18n/server-words.ts';

export const int4Max = 2_147_483_647;
export const minYear = 1000;
export const maxYear = 2200;
export const maxUrlLength = 8192;
export const maxSegmentLength = 1024;

type Problem =
  | { kind: 'character'; field: string }
  | { kind: 'number'; field: string }
  | { kind: 'date'; field: string }
  | { kind: 'encoding'; field: string };

/** A problem's sentence (locales/{en,fr}/server.json, inputGuard), the field named and the limits filled in. */
const problemWords = (problem: Problem, locale: Locale) =>
  serverWords(locale, `inputGuard.${problem.kind}`, { field: problem.field, max: int4Max, minYear, maxYear });

/** True when the string holds a NUL or a UTF-16 surrogate without its pair. */
export function hasForbiddenCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 0) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      return true;
    }
    if (code >= 0xdc00 && code <= 0xdfff) return true;
  }
  return false;
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** A YYYY-MM-DD (or an ISO timestamp) has a year within the years allowed. */
export function isSaneDate(value: string): boolean {
  const match = datePattern.exec(value.trim());
  if (!match) return true; // not a date: the route's own schema judges it
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Month and day are the routes' to judge (search ignores a bad date, forms name every bad field at once).
  return year >= minYear && year <= maxYear && month >= 0 && day >= 0;
}

// Names of fields that hold database ids or page numbers (Id, RvId, ids, Page, PageSize, Offset, Limit...).
const idOrPage = /(?:id|ids|page|pagesize|offset|limit|count|skip|take|size)$/i;

function numberProblem(field: string, value: number | string): boolean {
  const number = typeof value === 'number' ? value : /^\s*[-+]?\d+(?:\.\d+)?(?:e[-+]?\d+)?\s*$/i.test(value) ? Number(value) : NaN;
  if (Number.isNaN(number)) return false;
  return Math.abs(number) > int4Max;
}

// Search reads its query leniently (a bad value is ignored, the answer is still 200: test/search-property.test.ts):
// only characters are checked in its query; its parser bounds numbers and dates itself.
export const lenientQueryPaths = new Set(['/api/rvs/search']);

/** Checks one string value (query value, path segment, JSON string). */
function checkString(field: string, value: string, key: string, charactersOnly = false): Problem | undefined {
  if (hasForbiddenCharacter(value)) return { kind: 'character', field };
  if (charactersOnly) return undefined;
  if (!isSaneDate(value)) return { kind: 'date', field };
  if (idOrPage.test(key)) {
    for (const part of value.split(',')) if (numberProblem(field, part)) return { kind: 'number', field };
  }
  return undefined;
}

/** Walks a parsed JSON body: every string (and key), and numbers in id or page fields and any whole number beyond int8. */
export function checkJson(value: unknown, path = '', key = ''): Problem | undefined {
  const field = path || 'body';
  if (typeof value === 'string') return checkString(field, value, key);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { kind: 'number', field };
    if (idOrPage.test(key) && numberProblem(field, value)) return { kind: 'number', field };
    if (Math.abs(value) > Number.MAX_SAFE_INTEGER) return { kind: 'number', field };
    return undefined;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = checkJson(value[i], `${field}[${i}]`, key);
      if (problem) return problem;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) {
      if (hasForbiddenCharacter(name)) return { kind: 'character', field: path ? `${path}.key` : 'body key' };
      const problem = checkJson(inner, path ? `${path}.${name}` : name, name);
      if (problem) return problem;
    }
  }
  return undefined;
}

function decode(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/** Checks the raw URL: its length, each path segment, each query name and value. */
export function checkUrl(rawUrl: string): Problem | { kind: 'tooLong' } | undefined {
  let lenient = false;
  if (rawUrl.length > maxUrlLength) return { kind: 'tooLong' };
  const afterOrigin = rawUrl.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const hashAt = afterOrigin.indexOf('#');
  const withoutHash = hashAt >= 0 ? afterOrigin.slice(0, hashAt) : afterOrigin;
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  const query = queryAt >= 0 ? withoutHash.slice(queryAt + 1) : '';
  lenient = lenientQueryPaths.has(path.replace(/\/+$/, ''));
  const segments = path.split('/');
  for (let i = 0; i < segments.length; i++) {
    const raw = segments[i];
    if (!raw) continue;
    if (raw.length > maxSegmentLength) return { kind: 'tooLong' };
    const segment = decode(raw);
    const field = `path segment ${i}`;
    if (segment === undefined) return { kind: 'encoding', field };
    if (hasForbiddenCharacter(segment)) return { kind: 'character', field };
    // A segment of digits is an id: bounded to int4.
    if (/^\d+$/.test(segment) && numberProblem(field, segment)) return { kind: 'number', field };
    if (!isSaneDate(segment)) return { kind: 'date', field };
  }
  if (query) {
    for (const pair of query.split('&')) {
      if (!pair) continue;
      const equals = pair.indexOf('=');
      const name = decode(equals >= 0 ? pair.slice(0, equals) : pair);
      const value = decode(equals >= 0 ? pair.slice(equals + 1) : '');
      if (name === undefined) return { kind: 'encoding', field: 'a query parameter name' };
      if (value === undefined) return { kind: 'encoding', field: name };
      if (hasForbiddenCharacter(name)) return { kind: 'character', field: 'a query parameter name' };
      const problem = checkString(name, value, name, lenient);
      if (problem) return problem;
    }
  }
  return undefined;
}

const isJson = (contentType: string) => /^application\/([a-z0-9.+-]*\+)?json\b/i.test(contentType.trim());

export function inputGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const locale: Locale = c.var.request?.locale ?? 'en';
    const urlProblem = checkUrl(c.req.url);
    if (urlProblem?.kind === 'tooLong')
      return errorResponse(c, 414, serverWords(locale, 'inputGuard.tooLong', { limit: maxUrlLength }), { StatusMessage: 'URI_TOO_LONG' });
    if (urlProblem) return reject(c, urlProblem, locale);

    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD' && isJson(c.req.header('Content-Type') ?? '')) {
      // Read once as text (Hono caches it, so the route's own c.req.json() reuses it); malformed JSON is the route's 400.
      const text = await c.req.text();
      // Routes that read the raw body themselves (their own size limit, e.g. analytics) get it again, unread.
      c.req.raw = new Request(c.req.raw.url, { method, headers: c.req.raw.headers, body: text, signal: c.req.raw.signal });
      if (text.trim()) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined;
        }
        const problem = parsed === undefined ? undefined : checkJson(parsed);
        if (problem) return reject(c, problem, locale);
      }
    }
    await next();
  };
}

function reject(c: Parameters<MiddlewareHandler<AppEnv>>[0], problem: Problem, locale: Locale) {
  return errorResponse(c, 400, problemWords(problem, locale), {
    StatusMessage: 'INVALID_INPUT',
    Errors: { [problem.field]: [problemWords(problem, 'en')] },
  });
}
