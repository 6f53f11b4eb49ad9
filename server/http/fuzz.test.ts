import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fillTemplate,
  JUNK,
  JUNK_BODIES,
  junkHeaderSets,
  junkQuery,
  MEASURED_500S,
  picker,
  seededRandom,
  STACK_TRACE,
} from '../../tests/fuzz/malformed-inputs';
import { startTestApi, type TestApi } from '../test/harness';

const SEED = 20261123;
const PER_ROUTE = 30;

let api: TestApi;
const mediaDir = mkdtempSync(path.join(tmpdir(), 'fuzz-media-'));
beforeAll(async () => {
  // Generated pictures go to a scratch folder, not the project's data folder.
  api = await startTestApi(60, { config: { mediaDir } });
});
afterAll(async () => {
  await api?.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

interface RouteSpec {
  method: string;
  template: string;
  queryNames: string[];
}

/** Every route the API documents, plus the hidden public ones (health, media, the team alias). */
function publicRoutes(): RouteSpec[] {
  const doc = api.app.swagger() as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
  };
  const routes: RouteSpec[] = [];
  for (const [template, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      routes.push({
        method: method.toUpperCase(),
        template,
        queryNames: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      });
    }
  }
  routes.push({ method: 'GET', template: '/health', queryNames: [] });
  routes.push({ method: 'GET', template: '/public/team', queryNames: [] });
  routes.push({ method: 'GET', template: '/media/{kind}/{file}', queryNames: [] });
  routes.push({ method: 'GET', template: '/media/products/{file}', queryNames: [] });
  return routes;
}

/** The fuzzed requests: deterministic for the seed. */
function requests(): InjectOptions[] {
  const random = seededRandom(SEED);
  const pick = picker(random);
  const out: InjectOptions[] = [];
  const addresses = Array.from({ length: 40 }, (_, i) => `198.18.${i >> 4}.${i & 15}`);
  for (const route of publicRoutes()) {
    const headerSets = junkHeaderSets(pick, random, PER_ROUTE);
    for (let i = 0; i < PER_ROUTE; i++) {
      const filled = fillTemplate(route.template, pick);
      const query = random() < 0.7 ? `?${junkQuery(pick, random, route.queryNames)}` : '';
      const request: InjectOptions = {
        method: route.method as 'GET',
        url: filled + query,
        headers: headerSets[i],
        remoteAddress: pick(addresses),
      };
      if (route.method !== 'GET') request.payload = pick(JUNK_BODIES);
      out.push(request);
    }
    // The wrong method on every route.
    out.push({
      method: route.method === 'GET' ? 'POST' : 'GET',
      url: fillTemplate(route.template, pick),
      payload: route.method === 'GET' ? pick(JUNK_BODIES) : undefined,
    });
  }
  for (const url of MEASURED_500S) out.push({ method: 'GET', url });
  for (let i = 0; i < 40; i++)
    out.push({
      method: pick(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'PATCH']),
      url: `/${pick(JUNK)}/${pick(JUNK)}?${pick(JUNK)}`,
    });
  return out;
}

function shapeProblem(status: number, body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'not an object';
  const b = body as Record<string, unknown>;
  if (typeof b.message !== 'string' || b.message === '') return 'no message';
  const keys = Object.keys(b).sort().join(',');
  if (status === 422) {
    const errors = b.errors as Record<string, unknown>;
    if (keys !== 'errors,message' || typeof errors !== 'object' || Array.isArray(errors))
      return 'no field errors';
    return Object.values(errors).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'))
      ? null
      : 'bad field errors';
  }
  if ([400, 403, 413, 415].includes(status)) {
    return keys === 'errors,message' &&
      Array.isArray(b.errors) &&
      b.errors.every((m) => typeof m === 'string')
      ? null
      : 'no errors list';
  }
  return keys === 'message' ? null : `unexpected keys ${keys}`;
}

describe('API fuzz', () => {
  it('answers a few hundred malformed requests with no 5xx, every error in spec §8 shape, no stack trace', async () => {
    const all = requests();
    expect(all.length).toBeGreaterThan(300);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const request of all) {
      const res = await api.app.inject(request);
      const label = `${request.method} ${request.url} ${JSON.stringify(request.headers ?? {})} → ${res.statusCode}`;
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500) failures.push(label);
      const type = String(res.headers['content-type'] ?? '');
      if (!type.startsWith('image/') && STACK_TRACE.test(res.body)) failures.push(`${label}: stack trace`);
      if (res.statusCode >= 400 && request.method !== 'HEAD') {
        if (!type.startsWith('application/json')) failures.push(`${label}: ${type}`);
        else {
          const problem = shapeProblem(res.statusCode, res.json());
          if (problem) failures.push(`${label}: ${problem} ${res.body.slice(0, 120)}`);
        }
      }
    }
    // The mix really exercises successes and several kinds of refusal, not one answer for everything.
    expect([...statuses.keys()].filter((s) => s < 300).length, JSON.stringify([...statuses])).toBeGreaterThan(
      0,
    );
    expect(
      [...statuses.keys()].filter((s) => s >= 400).length,
      JSON.stringify([...statuses]),
    ).toBeGreaterThanOrEqual(3);
    expect(failures).toEqual([]);
  });
});
