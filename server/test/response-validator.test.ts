// The answers' check itself (test/response-validator.ts), on a small document: what it lets through and what it
// refuses, so a server test that receives an answer the document does not describe fails.
import { describe, expect, it } from 'vitest';
import { createResponseValidator, type OpenApiDocument } from './response-validator.ts';

const doc: OpenApiDocument = {
  paths: {
    '/api/things/{id}': {
      get: {
        operationId: 'getThing',
        responses: {
          '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
          '404': { content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } },
        },
      },
    },
    '/api/things/search': {
      get: { operationId: 'searchThings', responses: { '200': { content: { 'text/csv': {} } } } },
    },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        properties: { Id: { type: 'integer' }, Status: { enum: ['open', 'closed'] }, Note: { type: ['string', 'null'] } },
        required: ['Id', 'Status'],
      },
      ApiError: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
    },
  },
};

const validator = createResponseValidator(doc);
const json = 'application/json; charset=utf-8';
const check = (status: number, body: unknown, url = '/api/things/7', type: string | null = json) =>
  validator.check('GET', url, status, type, typeof body === 'string' ? body : JSON.stringify(body));

describe('the answers’ check against the document', () => {
  it.each([
    ['an answer its schema accepts', 200, { Id: 7, Status: 'open', Note: null }],
    ['a listed error in the error shape', 404, { message: 'Not found' }],
    ['a 500 in the error shape, on any operation', 500, { message: 'Something went wrong' }],
  ])('lets through %s', (_case, status, body) => {
    expect(check(status, body)).toBeUndefined();
  });

  it.each([
    ['a status the operation does not list', 409, { message: 'Taken' }, /a status the document does not list/],
    ['a value of the wrong type', 200, { Id: '7', Status: 'open' }, /\/Id must be integer/],
    ['a state the enum does not name', 200, { Id: 7, Status: 'lost' }, /\/Status must be equal to one of the allowed values/],
    ['a required field missing', 200, { Id: 7 }, /must have required property 'Status'/],
    ['a field the schema does not name (objects are closed)', 200, { Id: 7, Status: 'open', Secret: 'x' }, /\(Secret\)/],
    ['a body that is not JSON', 200, '{', /not JSON/],
  ])('refuses %s', (_case, status, body, problem) => {
    expect(check(status, body)).toMatch(problem);
  });

  it('refuses a media type the document does not give', () => {
    expect(check(200, { Id: 7, Status: 'open' }, '/api/things/7', 'text/html')).toMatch(/which the document does not give/);
  });

  it('matches a literal segment before a parameter (/api/things/search is not a thing)', () => {
    expect(validator.check('GET', '/api/things/search', 200, 'text/csv', undefined)).toBeUndefined();
  });

  it('says nothing of a path the document does not have', () => {
    expect(check(200, { anything: true }, '/elsewhere')).toBeUndefined();
  });
});
