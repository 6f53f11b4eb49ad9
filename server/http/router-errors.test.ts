import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message, type MessageKey } from '../../lib/contract/messages';
import { startTestApi, type TestApi } from '../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(5);
});
afterAll(() => api?.close());

const CITY = '/ecom/endereco/cidade-por-codigo';
const json = { 'content-type': 'application/json' };

/** The router's and the body parser's own answers, in spec §8's shape and the request's language. */
const cases: { name: string; request: InjectOptions; status: number; detail?: MessageKey }[] = [
  { name: 'unknown route', request: { url: '/nope' }, status: 404 },
  { name: 'unknown method', request: { method: 'DELETE', url: '/api/public/products' }, status: 404 },
  {
    name: 'path that does not decode',
    request: { url: '/api/public/products/%FF/details' },
    status: 400,
    detail: 'malformedUrl',
  },
  { name: 'bare percent', request: { url: '/%' }, status: 400, detail: 'malformedUrl' },
  {
    name: 'parameter over the length limit',
    request: { url: `/api/public/products/slug/${'a'.repeat(300)}` },
    status: 400,
    detail: 'malformedUrl',
  },
  {
    name: 'bad JSON',
    request: { method: 'POST', url: CITY, payload: '{bad', headers: json },
    status: 400,
    detail: 'invalidJson',
  },
  {
    name: 'empty JSON body',
    request: { method: 'POST', url: CITY, payload: '', headers: json },
    status: 400,
    detail: 'invalidJson',
  },
  {
    name: 'prototype pollution',
    request: { method: 'POST', url: CITY, payload: '{"__proto__":{"x":1}}', headers: json },
    status: 400,
    detail: 'invalidJson',
  },
  {
    name: 'wrong content type',
    request: {
      method: 'POST',
      url: CITY,
      payload: 'a=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
    status: 415,
    detail: 'unsupportedMediaType',
  },
  {
    name: 'body too large',
    request: { method: 'POST', url: CITY, payload: `"${'x'.repeat(1_100_000)}"`, headers: json },
    status: 413,
    detail: 'bodyTooLarge',
  },
];

describe('router and body-parser answers use spec §8', () => {
  for (const lang of ['pt', 'es'] as const) {
    for (const { name, request, status, detail } of cases) {
      it(`${name} → ${status} (${lang})`, async () => {
        const res = await api.app.inject({
          ...request,
          headers: { ...request.headers, 'accept-language': lang === 'es' ? 'es-PY' : 'pt-BR' },
        });
        expect(res.statusCode).toBe(status);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        if (status === 404) {
          expect(res.json()).toEqual({ message: message('notFound', lang) });
        } else {
          expect(res.json()).toEqual({
            message: message('badRequest', lang),
            errors: [message(detail!, lang)],
          });
        }
      });
    }
  }
});
