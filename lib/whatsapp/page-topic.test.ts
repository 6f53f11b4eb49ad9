import { describe, expect, it } from 'vitest';
import { pageTopic, whatsappLink } from './page-topic';

const SITE = 'https://loja.test';

describe('pageTopic: what a WhatsApp message says the shopper was looking at', () => {
  it('names a product page by slug, in the locale of its address, with a link tagged utm_source=whatsapp', () => {
    expect(pageTopic(SITE, '/es-PY/produto/perfume-x', 'pt-BR')).toEqual({
      kind: 'product',
      locale: 'es-PY',
      slug: 'perfume-x',
      link: 'https://loja.test/es-PY/produto/perfume-x?utm_source=whatsapp&utm_medium=chat&utm_content=product',
    });
    expect(pageTopic(SITE, '/produto/perfume-x?utm_source=google', 'es-PY')).toMatchObject({
      kind: 'product',
      locale: 'pt-BR',
    });
  });

  it('links listings, brands and searches with their own query, dropping the campaign they came from', () => {
    const t = pageTopic(SITE, '/marca/natura?page=2&gclid=abc&utm_source=google', 'pt-BR');
    expect(t).toEqual({
      kind: 'page',
      locale: 'pt-BR',
      link: 'https://loja.test/marca/natura?page=2&utm_source=whatsapp&utm_medium=chat&utm_content=page',
    });
    expect(pageTopic(SITE, '/es-PY/busca?q=perfume', 'pt-BR')).toMatchObject({
      kind: 'page',
      locale: 'es-PY',
      link: expect.stringContaining('/es-PY/busca?q=perfume&utm_source=whatsapp'),
    });
  });

  it('never puts a private address in a message: checkout, profile, orders, a reset link, a shared cart', () => {
    for (const p of [
      '/checkout',
      '/perfil/pedidos',
      '/es-PY/pedido/12',
      '/recuperar-senha?token=secret',
      '/c/abc',
      '/',
    ]) {
      expect(pageTopic(SITE, p, 'pt-BR').kind, p).toBe('none');
    }
  });

  it('ignores other sites and protocol-relative addresses', () => {
    for (const p of ['https://evil.test/produto/x', '//evil.test/produto/x', null, 'produto/x'])
      expect(pageTopic(SITE, p, 'es-PY')).toEqual({ kind: 'none', locale: 'es-PY' });
  });

  it('keeps the site origin whatever the address says', () => {
    expect(whatsappLink(SITE, '/produtos', '', 'page')).toBe(
      'https://loja.test/produtos?utm_source=whatsapp&utm_medium=chat&utm_content=page',
    );
  });
});
