import { describe, expect, it } from 'vitest';
import { allowedEcomPath } from './ecom-routes';

const ID = '3f1c9a52-7b1e-4c3a-9d2f-0a1b2c3d4e5f';
const split = (p: string) => p.split('/');

describe('cart and shipping calls through /api/ecom (decision 0012)', () => {
  it.each([
    ['POST', 'venda/carrinho'],
    ['GET', `venda/carrinho/${ID}`],
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
    ['GET', 'venda/carrinho/not-a-uuid'],
    ['POST', `venda/carrinho/${ID}/itens/345`],
    ['GET', `venda/carrinho/${ID}/calcular-frete`],
    ['PATCH', `venda/carrinho/${ID}/itens/abc`],
    ['POST', `venda/carrinho/${ID}/../../login`],
    ['GET', 'venda/pedidos'],
  ])('refuses %s %s', (method, path) => {
    expect(allowedEcomPath(method, split(path))).toBeNull();
  });
});
