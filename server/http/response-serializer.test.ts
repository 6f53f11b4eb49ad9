import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './response-serializer';

const app = Fastify();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
const answer = z.object({ id: z.number().int(), name: z.string(), tags: z.array(z.string()).optional() });
let body: unknown;
app.get('/thing', { schema: { response: { 200: answer } } }, async () => body);
afterAll(() => app.close());

describe('the response serializer', () => {
  it('sends only what the schema names, in its order', async () => {
    body = { secret: 'x', name: 'Oud "Royal"', id: 3 };
    const res = await app.inject('/thing');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"id":3,"name":"Oud \\"Royal\\""}');
  });

  it('refuses an answer the schema refuses, as zod did', async () => {
    body = { id: 'three', name: 'Oud' };
    const res = await app.inject('/thing');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('three');
  });
});
