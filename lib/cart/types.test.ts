import { describe, expect, it } from 'vitest';
import type { CartResponse } from '@/lib/contract/cart';
import { cartFromApi, withLines } from './types';

const item = (produto_id: number, qtde: number, ativo = true, preco_alterado = false) => ({
  id: produto_id,
  produto_id,
  qtde,
  armazem_id: 1 as const,
  valor_unitario: 10.5,
  valor_subtotal: 10.5 * qtde,
  ativo,
  token: `t${produto_id}`,
  preco_alterado,
  qtde_ajustada: false,
  produto: {
    id: produto_id,
    nome: `P${produto_id}`,
    slug: `p-${produto_id}`,
    codigo: `C${produto_id}`,
    imagens: [],
    mostrar_preco: true,
    tem_estoque: true,
    tem_medida: true,
    qtde_disponivel: 3,
  },
});

const body = (itens: ReturnType<typeof item>[]): CartResponse => ({
  id: 9,
  external_id: 'x',
  filial_id: 1,
  moeda_id: 2,
  moeda: { id: 2, nome: 'Dólar', simbolo: 'U$', casas_decimais: 2 } as CartResponse['moeda'],
  itens,
  valor_total: 21,
  valor_total_formatado: 'U$ 21,00',
  quantidade_itens: 2,
  cliente_endereco_id: null,
  vinculado: false,
});

describe('cart mapping', () => {
  it('hides removed lines and keeps the price-changed flag and the stock', () => {
    const cart = cartFromApi(body([item(1, 2, true, true), item(2, 1, false)]));
    expect(cart.lines.map((l) => l.productId)).toEqual([1]);
    expect(cart.lines[0]).toMatchObject({
      quantity: 2,
      priceChanged: true,
      stock: 3,
      name: 'P1',
      image: null,
    });
    expect(cart.itemCount).toBe(2);
  });

  it('recomputes totals for an optimistic change and drops lines at 0', () => {
    const cart = cartFromApi(body([item(1, 2), item(3, 1)]));
    const next = withLines(
      cart,
      cart.lines.map((l) => (l.productId === 3 ? { ...l, quantity: 0 } : { ...l, quantity: 3 })),
    );
    expect(next.lines).toHaveLength(1);
    expect(next.itemCount).toBe(3);
    expect(next.total).toBeCloseTo(31.5);
  });
});
