import { currencyById, minorToMajor } from '../../lib/money';
import type { SharedCart, StaffSharedCart } from '../../lib/contract/whatsapp';
import type { SharedCartView } from '../services/whatsapp/cart-shares';

/** A shared cart on the wire (spec-style names, money in major units of moeda_id). */
export function sharedCartAnswer(v: SharedCartView): SharedCart {
  const currency = currencyById(v.currencyId);
  const major = (minor: number) => minorToMajor(minor, currency);
  return {
    chave: v.token,
    moeda_id: v.currencyId,
    itens: v.lines.map((l) => ({
      produto_id: l.productId,
      nome: l.name,
      slug: l.slug,
      codigo: l.code,
      imagem: l.imageUrl,
      qtde: l.quantity,
      estoque: l.available,
      disponivel: l.sellable,
      preco: major(l.unitPriceMinor),
    })),
    unidades: v.units,
    total_compartilhado: major(v.sharedTotalMinor),
    total_atual: major(v.currentTotalMinor),
    expira_em: v.expiresAt.toISOString(),
  };
}

export function staffSharedCartAnswer(v: SharedCartView): StaffSharedCart {
  return {
    ...sharedCartAnswer(v),
    criado_em: v.createdAt.toISOString(),
    cliente: v.customer
      ? { id: v.customer.id, nome: v.customer.name, email: v.customer.email, telefone: v.customer.phone }
      : null,
  };
}
