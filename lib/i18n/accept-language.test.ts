import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from './accept-language';
import { localizePath, splitLocale, switchLocalePath } from './paths';

describe('localeFromAcceptLanguage (spec §1)', () => {
  it('gives es-PY for any Spanish variant as the preferred language', () => {
    expect(localeFromAcceptLanguage('es-PY,es;q=0.9')).toBe('es-PY');
    expect(localeFromAcceptLanguage('es-AR')).toBe('es-PY');
    expect(localeFromAcceptLanguage('es')).toBe('es-PY');
    expect(localeFromAcceptLanguage('en;q=0.5, es-MX;q=0.8')).toBe('es-PY');
  });
  it('gives pt-BR otherwise', () => {
    expect(localeFromAcceptLanguage('pt-BR,pt;q=0.9,es;q=0.8')).toBe('pt-BR');
    expect(localeFromAcceptLanguage('en-US')).toBe('pt-BR');
    expect(localeFromAcceptLanguage('')).toBe('pt-BR');
    expect(localeFromAcceptLanguage(null)).toBe('pt-BR');
    expect(localeFromAcceptLanguage('estonian-fake')).toBe('pt-BR');
  });
});

describe('locale paths', () => {
  it('keeps pt-BR unprefixed and es-PY under /es-PY', () => {
    expect(localizePath('pt-BR', '/produtos')).toBe('/produtos');
    expect(localizePath('es-PY', '/produtos')).toBe('/es-PY/produtos');
    expect(localizePath('es-PY', '/')).toBe('/es-PY');
  });
  it('splits and switches', () => {
    expect(splitLocale('/es-PY/marca/apple')).toEqual({
      locale: 'es-PY',
      path: '/marca/apple',
      prefixed: true,
    });
    expect(splitLocale('/es-PYX')).toMatchObject({ locale: 'pt-BR', path: '/es-PYX' });
    expect(switchLocalePath('/es-PY', 'pt-BR')).toBe('/');
    expect(switchLocalePath('/produtos/perfumaria', 'es-PY')).toBe('/es-PY/produtos/perfumaria');
  });
});
