import type { Draft } from '@/lib/contract/admin-drafts';
import { formatMoney, minorToMajor, currencyById } from '@/lib/money';

/** The "Novo pedido / Nuevo pedido" screen's words (issue 28 point 3, decision 0047). */
export const DRAFT_TEXT = {
  pt: {
    title: 'Novo pedido',
    findCustomer: 'Cliente (e-mail, telefone ou documento)',
    search: 'Buscar',
    choose: 'Escolher',
    noCustomer: 'Nenhum cliente encontrado.',
    findProduct: 'Produto (nome ou código)',
    add: 'Adicionar',
    remove: 'Remover',
    stock: 'Estoque',
    price: 'Preço',
    quantity: 'Qtde',
    items: 'Itens',
    discount: 'Desconto',
    discountMax: 'máx.',
    saveDiscount: 'Aplicar desconto',
    total: 'Total',
    quote: 'Calcular entrega ou retirada',
    pickupAt: 'Retirada em',
    send: 'Enviar link de pagamento',
    sent: 'Pedido enviado',
    paymentLink: 'Link de pagamento',
    whatsapp: 'Enviar pelo WhatsApp',
    empty: 'Nenhum item ainda.',
    seller: 'Vendedor',
    unavailable: 'indisponível',
  },
  es: {
    title: 'Nuevo pedido',
    findCustomer: 'Cliente (e-mail, teléfono o documento)',
    search: 'Buscar',
    choose: 'Elegir',
    noCustomer: 'Ningún cliente encontrado.',
    findProduct: 'Producto (nombre o código)',
    add: 'Agregar',
    remove: 'Quitar',
    stock: 'Stock',
    price: 'Precio',
    quantity: 'Cant.',
    items: 'Ítems',
    discount: 'Descuento',
    discountMax: 'máx.',
    saveDiscount: 'Aplicar descuento',
    total: 'Total',
    quote: 'Calcular envío o retiro',
    pickupAt: 'Retiro en',
    send: 'Enviar enlace de pago',
    sent: 'Pedido enviado',
    paymentLink: 'Enlace de pago',
    whatsapp: 'Enviar por WhatsApp',
    empty: 'Todavía no hay ítems.',
    seller: 'Vendedor',
    unavailable: 'no disponible',
  },
} as const;

export const money = (minor: number, currencyId: number) =>
  formatMoney(minorToMajor(minor, currencyById(currencyId)), currencyId);

/**
 * The wa.me link to the customer's phone with a message in the customer's language (Brazilians pt, Paraguayans es):
 * the items, the total and the payment link.
 */
export function whatsappHref(
  d: Draft,
  lines: { name: string; quantity: number }[],
  total: number,
  link: string,
): string {
  const pt = d.customer.foreign;
  const first = d.customer.name.split(' ')[0];
  const text = [
    pt
      ? `Olá, ${first}! Seu pedido nº ${d.order?.number}:`
      : `¡Hola, ${first}! Su pedido n.º ${d.order?.number}:`,
    ...lines.map((l) => `• ${l.quantity} × ${l.name}`),
    `${pt ? 'Total' : 'Total'}: ${money(total, d.currency_id)}`,
    pt ? `Pague por este link: ${link}` : `Pague con este enlace: ${link}`,
  ].join('\n');
  return `https://wa.me/${d.customer.phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
