import type { CartResponse } from '../../../lib/contract/cart';
import { currencyById, formatMoney, minorToMajor, toMoeda } from '../../../lib/money';
import { productToken } from '../product-token';
import type { Line } from './cart-lines';
import type { CartProduct } from './cart-products';

export interface CartHead {
  id: number;
  externalId: string;
  currencyId: number;
  addressId: number | null;
  customerId: number | null;
}

export interface LineRow extends Line {
  id: number;
}

/**
 * The cart as the client sees it, always at current prices. `clientTokens` are the product tokens the client sent
 * with this change: a token that is not the current one means the shopper saw another price.
 */
export function toCartResponse(
  cart: CartHead,
  lines: LineRow[],
  products: Map<number, CartProduct>,
  priceKey: string,
  clientTokens: Map<number, string> = new Map(),
): CartResponse {
  const currency = currencyById(cart.currencyId);
  let totalMinor = 0;
  let units = 0;
  const itens: CartResponse['itens'] = [];
  for (const line of lines) {
    const p = products.get(line.productId);
    // A product taken off sale disappears from the cart; so does one whose price is hidden (decision 0025: it is
    // not sold online, and no line, total or token may carry its price).
    if (!p || !p.mostrar_preco) continue;
    const token = productToken(priceKey, p.id, currency.id, p.priceMinor);
    const sent = clientTokens.get(p.id);
    const changed = sent !== undefined ? sent !== token : line.storedPriceMinor !== null && line.storedPriceMinor !== p.priceMinor;
    const subtotalMinor = p.priceMinor * line.quantity;
    if (line.active) {
      totalMinor += subtotalMinor;
      units += line.quantity;
    }
    itens.push({
      id: line.id,
      produto_id: p.id,
      qtde: line.quantity,
      armazem_id: 1,
      valor_unitario: minorToMajor(p.priceMinor, currency),
      valor_subtotal: minorToMajor(subtotalMinor, currency),
      ativo: line.active,
      token,
      preco_alterado: line.active && changed,
      qtde_ajustada: Boolean(line.adjusted),
      produto: {
        id: p.id,
        nome: p.nome,
        slug: p.slug,
        codigo: p.codigo,
        imagens: p.imagens,
        mostrar_preco: p.mostrar_preco,
        tem_estoque: p.tem_estoque,
        tem_medida: p.tem_medida,
        qtde_disponivel: p.qtde_disponivel,
      },
    });
  }
  const total = minorToMajor(totalMinor, currency);
  return {
    id: cart.id,
    external_id: cart.externalId,
    filial_id: 1,
    moeda_id: currency.id,
    moeda: toMoeda(currency),
    itens,
    valor_total: total,
    valor_total_formatado: formatMoney(total, currency),
    quantidade_itens: units,
    cliente_endereco_id: cart.addressId,
    vinculado: cart.customerId !== null,
  };
}
