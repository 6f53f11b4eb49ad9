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
    pickup: 'Retirada na loja',
    delivery: 'Entrega em domicílio',
    howToGet: 'Como o cliente recebe',
    address: 'Endereço de entrega',
    brazilianPickupOnly: 'Clientes brasileiros retiram na loja: não há entrega em domicílio.',
    noAddresses: 'Este cliente não tem endereço salvo: só retirada na loja.',
    invitePickupOnly: 'Convite: retirada na loja (o cliente ainda não tem endereço salvo).',
    noDelivery: 'Nenhum serviço de entrega atende este endereço.',
    shipping: 'Frete',
    invite: 'Convidar para se cadastrar',
    inviteHint: 'Sem conta? Convide: o cliente cria a conta com este e-mail e paga pelo link.',
    name: 'Nome',
    email: 'E-mail',
    phone: 'Telefone (WhatsApp)',
    kind: 'Tipo de comprador',
    paraguayan: 'Paraguaio',
    brazilian: 'Brasileiro',
    startInvite: 'Começar pedido com convite',
    invited: 'Convidado, sem conta ainda',
    inviteSent: 'Convite enviado',
    inviteSentNote:
      'O pedido é criado quando o cliente criar a conta com este e-mail e abrir o link (válido por 72 horas).',
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
    pickup: 'Retiro en tienda',
    delivery: 'Entrega a domicilio',
    howToGet: 'Cómo recibe el cliente',
    address: 'Dirección de envío',
    brazilianPickupOnly: 'Los clientes brasileños retiran en la tienda: no hay envío a domicilio.',
    noAddresses: 'Este cliente no tiene direcciones guardadas: solo retiro en tienda.',
    invitePickupOnly: 'Invitación: retiro en tienda (el cliente todavía no tiene direcciones guardadas).',
    noDelivery: 'Ningún servicio de envío llega a esta dirección.',
    shipping: 'Envío',
    invite: 'Invitar a registrarse',
    inviteHint: '¿Sin cuenta? Invítelo: el cliente crea su cuenta con este correo y paga con el enlace.',
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono (WhatsApp)',
    kind: 'Tipo de comprador',
    paraguayan: 'Paraguayo',
    brazilian: 'Brasileño',
    startInvite: 'Empezar pedido con invitación',
    invited: 'Invitado, todavía sin cuenta',
    inviteSent: 'Invitación enviada',
    inviteSentNote:
      'El pedido se crea cuando el cliente cree su cuenta con este correo y abra el enlace (válido por 72 horas).',
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
  // An invitation has no order number yet: it asks the person to create their account with the invited e-mail.
  const invited = d.status === 'invited';
  const hello = invited
    ? pt
      ? `Olá, ${first}! Preparamos seu pedido:`
      : `¡Hola, ${first}! Preparamos su pedido:`
    : pt
      ? `Olá, ${first}! Seu pedido nº ${d.order?.number}:`
      : `¡Hola, ${first}! Su pedido n.º ${d.order?.number}:`;
  const pay = invited
    ? pt
      ? `Crie sua conta com o e-mail ${d.customer.email} e pague por este link: ${link}`
      : `Cree su cuenta con el correo ${d.customer.email} y pague con este enlace: ${link}`
    : pt
      ? `Pague por este link: ${link}`
      : `Pague con este enlace: ${link}`;
  const text = [
    hello,
    ...lines.map((l) => `• ${l.quantity} × ${l.name}`),
    `Total: ${money(total, d.currency_id)}`,
    pay,
  ].join('\n');
  return `https://wa.me/${d.customer.phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
