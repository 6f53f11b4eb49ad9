import { describe, expect, it } from 'vitest';
import { MAX_SEGMENT_LENGTH, malformedPath, malformedPathHtml } from './malformed-path';

describe('malformedPath', () => {
  it('marks pages whose encoding cannot decode, with their language (the five measured 500s among them)', () => {
    expect(malformedPath('/produto/%FF')).toEqual({ kind: 'page', locale: 'pt-BR' });
    expect(malformedPath('/%')).toEqual({ kind: 'page', locale: 'pt-BR' });
    expect(malformedPath('/es-PY/%E0%A4%A')).toEqual({ kind: 'page', locale: 'es-PY' });
    expect(malformedPath('/categoria/%C0%AF')).toEqual({ kind: 'page', locale: 'pt-BR' });
    expect(malformedPath('/es-PY/produtos/%ZZ')).toEqual({ kind: 'page', locale: 'es-PY' });
  });

  it('marks route handlers, media, sitemaps and Next assets as resources (JSON 400)', () => {
    expect(malformedPath('/sitemap/%FF.xml')).toEqual({ kind: 'resource' });
    expect(malformedPath('/sitemap.xml%FF')).toEqual({ kind: 'resource' });
    expect(malformedPath('/media/products/%FF.webp')).toEqual({ kind: 'resource' });
    expect(malformedPath('/api/search/%')).toEqual({ kind: 'resource' });
    expect(malformedPath('/_next/static/%E0')).toEqual({ kind: 'resource' });
  });

  it('refuses control characters and over-long segments, which the ISR cache cannot store', () => {
    expect(malformedPath('/produto/%00')).toEqual({ kind: 'page', locale: 'pt-BR' });
    expect(malformedPath('/es-PY/produto/a%0Ab')).toEqual({ kind: 'page', locale: 'es-PY' });
    expect(malformedPath(`/marca/${'%41'.repeat(81)}`)).toEqual({ kind: 'page', locale: 'pt-BR' });
    expect(malformedPath(`/produto/${'a'.repeat(MAX_SEGMENT_LENGTH)}`)).toBeNull();
    expect(malformedPath(`/media/products/${'a'.repeat(MAX_SEGMENT_LENGTH + 1)}`)).toEqual({
      kind: 'resource',
    });
  });

  it('lets well-formed paths through, encoded ones included', () => {
    for (const path of [
      '/',
      '/produto/perfume-x',
      '/es-PY/produtos',
      '/produto/caf%C3%A9',
      '/busca%20x',
      '/%25',
      '/media/products/1-1.webp',
    ]) {
      expect(malformedPath(path), path).toBeNull();
    }
  });
});

describe('malformedPathHtml', () => {
  it('is a small page in the path language with a way home', () => {
    const es = malformedPathHtml('es-PY');
    expect(es).toContain('<html lang="es-PY">');
    expect(es).toContain('Solicitud inválida.');
    expect(es).toContain('<a href="/es-PY">Volver a la página de inicio</a>');
    expect(malformedPathHtml('pt-BR')).toContain('<a href="/">Voltar para a página inicial</a>');
  });
});
