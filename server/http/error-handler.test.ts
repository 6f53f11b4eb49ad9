import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installErrorHandlers } from './error-handler';
import { ForbiddenError, NotFoundError, RateLimitedError, ValidationError } from '../services/errors';

function app() {
  const a = Fastify({ logger: false });
  a.setValidatorCompiler(validatorCompiler);
  a.setSerializerCompiler(serializerCompiler);
  installErrorHandlers(a);
  a.get('/boom', async () => {
    throw new Error('secret internals at /srv/app.ts:12');
  });
  a.get('/forbidden', async () => {
    throw new ForbiddenError();
  });
  a.get('/city', async () => {
    throw new NotFoundError('cityNotFound');
  });
  a.get('/taken', async () => {
    throw new ValidationError({ email: ['emailInUse'], nome: [{ key: 'maxLength', params: { max: 200 } }] });
  });
  a.get('/slow-down', async () => {
    throw new RateLimitedError(42);
  });
  a.post(
    '/form',
    {
      schema: {
        body: z.object({ email: z.email().max(200), nome: z.string().min(1).max(5), qtde: z.number().int() }),
      },
    },
    async () => ({ ok: true }),
  );
  return a;
}

describe('error handler (spec §8 shapes)', () => {
  it('hides internals behind the generic 500 message', async () => {
    const res = await app().inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Ocorreu um erro interno no servidor!' });
    expect(res.body).not.toContain('srv/app.ts');
  });

  it('gives 422 with field → messages in Portuguese, Spanish on request', async () => {
    const res = await app().inject({
      method: 'POST',
      url: '/form',
      payload: { email: 'nope', nome: 'toolongname', qtde: 1.5 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['E-mail inválido'],
      nome: ['Este campo deve ter no máximo 5 caracteres'],
      qtde: ['Somente números inteiros'],
    });
    const es = await app().inject({ method: 'POST', url: '/form?lang=es', payload: { nome: '' } });
    expect(es.json().errors.email).toEqual(['Este campo es obligatorio']);
    expect(es.json().errors.nome).toEqual(['Este campo es obligatorio']);
  });

  it('maps domain errors to their status and spec §8 body, in the request language', async () => {
    const forbidden = await app().inject({ method: 'GET', url: '/forbidden' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'Acesso negado.', errors: ['Acesso negado.'] });

    const city = await app().inject({ method: 'GET', url: '/city?lang=es' });
    expect(city.statusCode).toBe(404);
    expect(city.json()).toEqual({ message: 'Ciudad no encontrada.' });

    const taken = await app().inject({ method: 'GET', url: '/taken' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({
      message: 'Os dados enviados são inválidos.',
      errors: {
        email: ['O e-mail informado já está em uso.'],
        nome: ['Este campo deve ter no máximo 200 caracteres'],
      },
    });

    const limited = await app().inject({ method: 'GET', url: '/slow-down' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('42');
    expect(limited.json().message).toBe('Muitas tentativas. Aguarde um instante e tente novamente.');
  });
});
