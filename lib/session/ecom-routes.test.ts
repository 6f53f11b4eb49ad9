import { describe, expect, it } from 'vitest';
import { allowedEcomPath } from './ecom-routes';

const ID = '3f1c9a52-7b1e-4c3a-9d2f-0a1b2c3d4e5f';
const split = (p: string) => p.split('/');

describe('cart and shipping calls through /api/ecom (decision 0012)', () => {
  it.each([
    ['POST', 'venda/carrinho'],
    ['GET', `venda/carrinho/${ID}`],
    ['GET', 'venda/carrinho/atual'],
    ['DELETE', `venda/carrinho/${ID}`],
    ['PUT', 'venda/carrinho/12'],
    ['POST', `venda/carrinho/${ID}/itens`],
    ['PATCH', `venda/carrinho/${ID}/itens/345`],
    ['DELETE', `venda/carrinho/${ID}/itens/345`],
    ['POST', `venda/carrinho/${ID}/vincular`],
    ['PUT', `venda/carrinho/${ID}/calcular-frete`],
    ['GET', `venda/carrinho/${ID}/pontos-entrega`],
  ])('allows %s %s', (method, path) => {
    expect(allowedEcomPath(method, split(path))).toBe(`/ecom/${path}`);
  });

  it.each([
    ['GET', 'venda/carrinho'],
    ['DELETE', 'venda/carrinho/12'],
    ['DELETE', 'venda/carrinho/atual'],
    ['GET', 'venda/carrinho/atual/itens'],
    ['GET', 'venda/carrinho/not-a-uuid'],
    ['POST', `venda/carrinho/${ID}/itens/345`],
    ['GET', `venda/carrinho/${ID}/calcular-frete`],
    ['PATCH', `venda/carrinho/${ID}/itens/abc`],
    ['POST', `venda/carrinho/${ID}/../../login`],
  ])('refuses %s %s', (method, path) => {
    expect(allowedEcomPath(method, split(path))).toBeNull();
  });
});

const ORDER_ID = '3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c';

describe('the /api/ecom allowlist for checkout and orders', () => {
  it('lets the checkout, order and payment calls through with their methods only', () => {
    expect(allowedEcomPath('POST', ['venda', 'carrinho', ORDER_ID, 'iniciar-checkout'])).toBe(
      `/ecom/venda/carrinho/${ORDER_ID}/iniciar-checkout`,
    );
    expect(allowedEcomPath('GET', ['venda', 'pedidos'])).toBe('/ecom/venda/pedidos');
    expect(allowedEcomPath('GET', ['venda', 'pedidos', ORDER_ID])).toBe(`/ecom/venda/pedidos/${ORDER_ID}`);
    expect(allowedEcomPath('GET', ['venda', 'pedidos', ORDER_ID, 'buscar-pagamentos'])).toBe(
      `/ecom/venda/pedidos/${ORDER_ID}/buscar-pagamentos`,
    );
    expect(allowedEcomPath('POST', ['venda', 'pedidos', ORDER_ID, 'pagar-novamente'])).toBe(
      `/ecom/venda/pedidos/${ORDER_ID}/pagar-novamente`,
    );
  });

  it('refuses other methods, the webhook and paths that climb out', () => {
    expect(allowedEcomPath('GET', ['venda', 'carrinho', ORDER_ID, 'iniciar-checkout'])).toBeNull();
    expect(allowedEcomPath('DELETE', ['venda', 'pedidos', ORDER_ID])).toBeNull();
    expect(allowedEcomPath('GET', ['venda', 'pedidos', ORDER_ID, 'pagar-novamente'])).toBeNull();
    expect(allowedEcomPath('POST', ['pagamentos', 'webhook'])).toBeNull();
    expect(allowedEcomPath('GET', ['venda', 'pedidos', '..', 'pedidos'])).toBeNull();
  });
});
