import { describe, expect, it } from 'vitest';
import es from '@/messages/es-PY.json';
import pt from '@/messages/pt-BR.json';
import { formatMessage, translator } from './format';

describe('formatMessage', () => {
  it('fills arguments and leaves unknown ones', () => {
    expect(formatMessage('Imagem {n} de {total}', { n: 1, total: 5 })).toBe('Imagem 1 de 5');
    expect(formatMessage('Ir para o slide {n}', { n: '{{index}}' })).toBe('Ir para o slide {{index}}');
    expect(formatMessage('a {x} b')).toBe('a {x} b');
  });

  it('selects plural forms like next-intl', () => {
    expect(formatMessage(pt.Print.count, { count: 1 }, 'pt-BR')).toBe('1 produto em estoque');
    expect(formatMessage(pt.Print.count, { count: 1200 }, 'pt-BR')).toBe('1.200 produtos em estoque');
    expect(formatMessage(es.Print.count, { count: 2 }, 'es-PY')).toBe('2 productos en stock');
    expect(formatMessage('{n, plural, =0 {nada} other {# itens}}', { n: 0 })).toBe('nada');
  });

  it('translator reads a namespace', () => {
    const t = translator(pt.Print, 'pt-BR');
    expect(t('page', { page: 2, pages: 3 })).toBe('Página 2 de 3');
    expect(t('close')).toBe('Fechar');
  });
});
