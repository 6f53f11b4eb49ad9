import { describe, expect, it } from 'vitest';
import { allowedEcomPath } from './ecom-routes';

const id = '3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c';

describe('the /api/ecom allowlist for checkout and orders', () => {
  it('lets the checkout, order and payment calls through with their methods only', () => {
    expect(allowedEcomPath('POST', ['venda', 'carrinho', id, 'iniciar-checkout'])).toBe(`/ecom/venda/carrinho/${id}/iniciar-checkout`);
    expect(allowedEcomPath('GET', ['venda', 'pedidos'])).toBe('/ecom/venda/pedidos');
    expect(allowedEcomPath('GET', ['venda', 'pedidos', id])).toBe(`/ecom/venda/pedidos/${id}`);
    expect(allowedEcomPath('GET', ['venda', 'pedidos', id, 'buscar-pagamentos'])).toBe(`/ecom/venda/pedidos/${id}/buscar-pagamentos`);
    expect(allowedEcomPath('POST', ['venda', 'pedidos', id, 'pagar-novamente'])).toBe(`/ecom/venda/pedidos/${id}/pagar-novamente`);
  });

  it('refuses other methods, the webhook and paths that climb out', () => {
    expect(allowedEcomPath('GET', ['venda', 'carrinho', id, 'iniciar-checkout'])).toBeNull();
    expect(allowedEcomPath('DELETE', ['venda', 'pedidos', id])).toBeNull();
    expect(allowedEcomPath('GET', ['venda', 'pedidos', id, 'pagar-novamente'])).toBeNull();
    expect(allowedEcomPath('POST', ['pagamentos', 'webhook'])).toBeNull();
    expect(allowedEcomPath('GET', ['venda', 'pedidos', '..', 'pedidos'])).toBeNull();
  });
});
