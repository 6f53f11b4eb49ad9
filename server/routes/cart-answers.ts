import type { CartResponse } from '../../lib/contract/cart';
import { currencyById, formatMoney, minorToMajor, toMoeda } from '../../lib/money';
import type { CartView } from '../services/cart/cart-service';

/**
 * Spec §7's cart body from the cart service's view: Portuguese names, major units, the currency's symbol and the
 * formatted total. Branch and warehouse are always 1 (one store, one warehouse).
 */
export function cartAnswer(cart: CartView): CartResponse {
  const currency = currencyById(cart.currencyId);
  const total = minorToMajor(cart.totalMinor, currency);
  return {
    id: cart.id,
    external_id: cart.externalId,
    filial_id: 1,
    moeda_id: currency.id,
    moeda: toMoeda(currency),
    itens: cart.lines.map((line) => {
      const p = line.product;
      return {
        id: line.id,
        produto_id: p.id,
        qtde: line.quantity,
        armazem_id: 1 as const,
        valor_unitario: minorToMajor(line.unitPriceMinor, currency),
        valor_subtotal: minorToMajor(line.subtotalMinor, currency),
        ativo: line.active,
        token: line.token,
        preco_alterado: line.priceChanged,
        qtde_ajustada: line.quantityAdjusted,
        produto: {
          id: p.id,
          nome: p.name,
          slug: p.slug,
          codigo: p.code,
          imagens: p.imageUrl ? [{ url: p.imageUrl }] : [],
          mostrar_preco: p.showsPrice,
          tem_estoque: p.inStock,
          tem_medida: p.hasUnit,
          qtde_disponivel: p.available,
        },
      };
    }),
    valor_total: total,
    valor_total_formatado: formatMoney(total, currency),
    quantidade_itens: cart.units,
    cliente_endereco_id: cart.addressId,
    vinculado: cart.bound,
  };
}
