import type { CartResponse } from '@/lib/contract/cart';
import type { PickupPointBody, ShippingOptionBody } from '@/lib/contract/shipping';

/**
 * The storefront's cart in plain English, mapped from the contract's Portuguese at this edge only
 * (components never see `itens` or `qtde`).
 */
export interface CartLine {
  productId: number;
  name: string;
  slug: string;
  code: string;
  image: string | null;
  quantity: number;
  /** Major units of the cart's currency. */
  unitPrice: number;
  subtotal: number;
  /** What is in stock: the plus button stops here. */
  stock: number;
  /** The price is not the one the shopper saw when adding (spec: preco_alterado). */
  priceChanged: boolean;
  /** Signed current price, echoed back on writes. */
  priceToken: string;
}

export interface Cart {
  id: number;
  externalId: string;
  currencyId: number;
  /** Active lines only (inactive ones are removed lines, hidden). */
  lines: CartLine[];
  total: number;
  itemCount: number;
}

export interface PickupPoint {
  id: number;
  name: string;
  address: string;
  hours: string;
  state: string;
  stateId: number;
  city: string;
  cityId: number;
  /** Signed store-pickup option for this point: the token checkout takes when it is chosen. */
  token: string;
}

export interface ShippingOption {
  /** null: store pickup. */
  serviceId: number | null;
  description: string;
  days: number;
  price: number;
  token: string;
  pickupPoints: PickupPoint[];
}

export function cartFromApi(body: CartResponse): Cart {
  const lines = body.itens
    .filter((i) => i.ativo && i.qtde > 0)
    .map<CartLine>((i) => ({
      productId: i.produto_id,
      name: i.produto.nome,
      slug: i.produto.slug,
      code: i.produto.codigo,
      image: i.produto.imagens[0]?.url ?? null,
      quantity: i.qtde,
      unitPrice: i.valor_unitario,
      subtotal: i.valor_subtotal,
      stock: i.produto.qtde_disponivel,
      priceChanged: i.preco_alterado,
      priceToken: i.token,
    }));
  return {
    id: body.id,
    externalId: body.external_id,
    currencyId: body.moeda_id,
    lines,
    total: body.valor_total,
    itemCount: body.quantidade_itens,
  };
}

export function pickupPointFromApi(p: PickupPointBody): PickupPoint {
  return {
    id: p.id,
    name: p.ponto_entrega,
    address: p.endereco,
    hours: p.horario_atendimento,
    state: p.estado,
    stateId: p.estado_id,
    city: p.cidade,
    cityId: p.cidade_id,
    token: p.token_servico,
  };
}

export function shippingOptionFromApi(o: ShippingOptionBody): ShippingOption {
  return {
    serviceId: o.entrega_servico_id,
    description: o.descricao,
    days: o.prazo,
    price: o.valor,
    token: o.token,
    pickupPoints: o.opcionais.pontos_entrega.map(pickupPointFromApi),
  };
}

/** Recomputes totals after an optimistic change (the server's answer replaces it moments later). */
export function withLines(cart: Cart, lines: CartLine[]): Cart {
  const kept = lines.filter((l) => l.quantity > 0).map((l) => ({ ...l, subtotal: l.unitPrice * l.quantity }));
  return {
    ...cart,
    lines: kept,
    total: kept.reduce((sum, l) => sum + l.subtotal, 0),
    itemCount: kept.reduce((sum, l) => sum + l.quantity, 0),
  };
}
