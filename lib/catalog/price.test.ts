import { describe, expect, it } from 'vitest';
import { displayPrice } from './price';

const moeda = (id: number, simbolo: string, casas_decimais: number) => ({ id, simbolo, casas_decimais });

describe('displayPrice', () => {
  it('formats per spec §9', () => {
    expect(
      displayPrice({
        mostrar_preco: true,
        preco_atual: { valor_venda: 1234567, formatado: '' },
        moeda: moeda(3, 'G$', 0),
      }),
    ).toBe('G$ 1.234.567');
    expect(
      displayPrice({
        mostrar_preco: true,
        preco_atual: { valor_venda: 1499.9, formatado: '' },
        moeda: moeda(2, 'U$', 2),
      }),
    ).toBe('U$ 1.499,90');
    expect(
      displayPrice({
        mostrar_preco: true,
        preco_atual: { valor_venda: 53.5, formatado: '' },
        moeda: moeda(1, 'R$', 2),
      }),
    ).toBe('R$ 53,50');
  });
  it('hides prices when mostrar_preco is false or the price is missing', () => {
    expect(
      displayPrice({
        mostrar_preco: false,
        preco_atual: { valor_venda: 10, formatado: '' },
        moeda: moeda(2, 'U$', 2),
      }),
    ).toBeNull();
    expect(displayPrice({ mostrar_preco: true, preco_atual: null, moeda: moeda(2, 'U$', 2) })).toBeNull();
  });
});
