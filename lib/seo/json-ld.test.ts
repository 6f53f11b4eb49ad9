import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '@/lib/money';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  featuresText,
  productJsonLd,
  schemaAvailability,
  serializeJsonLd,
} from './json-ld';

const origin = 'https://loja.example';
const product = {
  nome: 'Lattafa Khamrah EDP 100 ml',
  codigo: '3753101',
  imagens: [{ url: '/media/products/3753101-1.webp' }, { url: '/media/products/3753101-2.webp' }],
  brand: { id: 3, nome: 'Lattafa', slug: 'lattafa', logo: null },
  caracteristica: 'Eau de Parfum de 100 ml\nProduto original\n\n',
  mostrar_preco: true,
  preco_atual: { valor_venda: 1126510, formatado: 'G$ 1.126.510' },
  tem_estoque: true,
  tem_estoque_fisico: true,
  tem_medida: true,
  categoria: { id: 27, nome: 'Perfumaria', slug: 'perfumaria' },
};

describe('productJsonLd', () => {
  it('builds a Product with one Offer in the page currency (ISO code, absolute URLs)', () => {
    const ld = productJsonLd({ origin, product, path: '/es-PY/produto/khamrah', currency: CURRENCIES[3] });
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Lattafa Khamrah EDP 100 ml',
      sku: '3753101',
      url: 'https://loja.example/es-PY/produto/khamrah',
      image: [
        'https://loja.example/media/products/3753101-1.webp',
        'https://loja.example/media/products/3753101-2.webp',
      ],
      description: 'Eau de Parfum de 100 ml. Produto original',
      brand: { '@type': 'Brand', name: 'Lattafa' },
      offers: {
        '@type': 'Offer',
        price: '1126510',
        priceCurrency: 'PYG',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(ld.offers).not.toHaveProperty('url');
  });
  it('prints two decimals for USD, BRL and ARS', () => {
    const usd = productJsonLd({
      origin,
      product: { ...product, preco_atual: { valor_venda: 154, formatado: '' } },
      path: '/p',
      currency: CURRENCIES[2],
    });
    expect(usd.offers).toMatchObject({ price: '154.00', priceCurrency: 'USD' });
    expect(productJsonLd({ origin, product, path: '/p', currency: CURRENCIES[4] }).offers).toMatchObject({
      priceCurrency: 'ARS',
    });
    expect(productJsonLd({ origin, product, path: '/p', currency: CURRENCIES[1] }).offers).toMatchObject({
      priceCurrency: 'BRL',
    });
  });
  it('publishes no offer when the price is hidden', () => {
    const ld = productJsonLd({
      origin,
      product: { ...product, mostrar_preco: false, preco_atual: null },
      path: '/p',
      currency: CURRENCIES[2],
    });
    expect(ld.offers).toBeUndefined();
  });
  it('omits image, brand and description when missing', () => {
    const ld = productJsonLd({
      origin,
      product: { ...product, imagens: [], brand: null, caracteristica: null },
      path: '/p',
      currency: CURRENCIES[2],
    });
    expect(ld).not.toHaveProperty('image');
    expect(ld).not.toHaveProperty('brand');
    expect(ld).not.toHaveProperty('description');
  });
});

describe('schemaAvailability (decision 0006)', () => {
  it('maps the stock flags', () => {
    expect(schemaAvailability({ tem_estoque: true, tem_estoque_fisico: false, tem_medida: true })).toBe(
      'https://schema.org/InStock',
    );
    expect(schemaAvailability({ tem_estoque: false, tem_estoque_fisico: true, tem_medida: true })).toBe(
      'https://schema.org/InStoreOnly',
    );
    expect(schemaAvailability({ tem_estoque: true, tem_estoque_fisico: true, tem_medida: false })).toBe(
      'https://schema.org/InStoreOnly',
    );
    expect(schemaAvailability({ tem_estoque: false, tem_estoque_fisico: false, tem_medida: true })).toBe(
      'https://schema.org/OutOfStock',
    );
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the items from 1 with absolute URLs', () => {
    expect(
      breadcrumbJsonLd(origin, [
        { name: 'Perfumaria', href: '/produtos/perfumaria' },
        { name: 'X', href: 'https://cdn.example/x' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'Perfumaria',
          item: 'https://loja.example/produtos/perfumaria',
        },
        { '@type': 'ListItem', position: 2, name: 'X', item: 'https://cdn.example/x' },
      ],
    });
  });
});

describe('helpers', () => {
  it('escapes < so a name cannot close the script tag', () => {
    const out = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('</script>');
    expect(JSON.parse(out).name).toBe('</script><script>alert(1)</script>');
  });
  it('joins absolute URLs without double slashes', () => {
    expect(absoluteUrl('https://a.b/', '/x')).toBe('https://a.b/x');
    expect(absoluteUrl('https://a.b', 'x')).toBe('https://a.b/x');
  });
  it('shortens long feature text with an ellipsis', () => {
    expect(featuresText('a'.repeat(50), 10)).toBe('aaaaaaaaa…');
    expect(featuresText('<b>Forte</b>\nDurável')).toBe('Forte. Durável');
  });
});
