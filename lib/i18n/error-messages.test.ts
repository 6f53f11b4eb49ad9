import { describe, expect, it } from 'vitest';
import es from '@/messages/es-PY.json';
import pt from '@/messages/pt-BR.json';
import { ERROR_MESSAGES, errorMessages } from './error-messages';

describe('inlined error boundary messages', () => {
  it('equal the Error namespace of both message files', () => {
    expect(ERROR_MESSAGES['pt-BR']).toEqual(pt.Error);
    expect(ERROR_MESSAGES['es-PY']).toEqual(es.Error);
  });
  it('fall back to Portuguese for an unknown locale', () => {
    expect(errorMessages('xx').locale).toBe('pt-BR');
    expect(errorMessages('es-PY').t.retry).toBe(es.Error.retry);
  });
});
