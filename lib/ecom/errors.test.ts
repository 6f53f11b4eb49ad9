import { describe, expect, it } from 'vitest';
import { errorFromAnswer } from './errors';

describe('errorFromAnswer (spec §8 generic resolver)', () => {
  it('keeps a 422 field by field, with the server message', () => {
    const e = errorFromAnswer(422, {
      message: 'Os dados enviados são inválidos.',
      errors: { email: ['E-mail inválido'], nome: ['Este campo é Obrigatório'] },
    });
    expect(e.status).toBe(422);
    expect(e.message).toBe('Os dados enviados são inválidos.');
    expect(e.fieldErrors).toEqual({ email: ['E-mail inválido'], nome: ['Este campo é Obrigatório'] });
  });
  it('lists "field - messages" when a 422 has no message', () => {
    expect(errorFromAnswer(422, { errors: { cep: ['CEP inválido'] } }).message).toBe('cep - CEP inválido');
  });
  it('joins 400 and 403 errors without repeating the message', () => {
    expect(
      errorFromAnswer(400, { message: 'Link inválido', errors: ['Link inválido', 'expirou'] }).message,
    ).toBe('Link inválido expirou');
    expect(errorFromAnswer(403, { errors: ['Acesso negado.'] }).message).toBe('Acesso negado.');
  });
  it('uses the fixed texts for 404 and 500 (pt without a page)', () => {
    expect(errorFromAnswer(404, { message: 'whatever' }).message).toBe(
      'O Recurso que está tentando acessar não existe',
    );
    expect(errorFromAnswer(500, null).message).toBe('Ocorreu um erro interno no servidor!');
  });
});
