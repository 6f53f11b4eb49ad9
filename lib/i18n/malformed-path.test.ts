import { describe, expect, it } from 'vitest';
import { malformedPath } from './malformed-path';

describe('malformedPath', () => {
  it('gives the localized 404 for pages whose encoding cannot decode (the five measured 500s among them)', () => {
    expect(malformedPath('/produto/%FF')).toEqual({ kind: 'not-found', locale: 'pt-BR' });
    expect(malformedPath('/%')).toEqual({ kind: 'not-found', locale: 'pt-BR' });
    expect(malformedPath('/es-PY/%E0%A4%A')).toEqual({ kind: 'not-found', locale: 'es-PY' });
    expect(malformedPath('/categoria/%C0%AF')).toEqual({ kind: 'not-found', locale: 'pt-BR' });
    expect(malformedPath('/es-PY/produtos/%ZZ')).toEqual({ kind: 'not-found', locale: 'es-PY' });
  });

  it('gives a 400 for route handlers, media, sitemaps and Next assets', () => {
    expect(malformedPath('/sitemap/%FF.xml')).toEqual({ kind: 'bad-request' });
    expect(malformedPath('/sitemap.xml%FF')).toEqual({ kind: 'bad-request' });
    expect(malformedPath('/media/products/%FF.webp')).toEqual({ kind: 'bad-request' });
    expect(malformedPath('/api/search/%')).toEqual({ kind: 'bad-request' });
    expect(malformedPath('/_next/static/%E0')).toEqual({ kind: 'bad-request' });
  });

  it('lets well-formed paths through, encoded ones included', () => {
    for (const path of ['/', '/produto/perfume-x', '/es-PY/produtos', '/produto/caf%C3%A9', '/busca%20x', '/%25', '/media/products/1-1.webp']) {
      expect(malformedPath(path), path).toBeNull();
    }
  });
});
