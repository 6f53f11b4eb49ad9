import { AccountMailLayout } from './account-mail-layout';

/** A payment window in words: minutes up to two hours, then hours up to two days, then days. */
function windowText(lang: 'pt' | 'es', minutes: number): string {
  const [n, unit] =
    minutes < 120
      ? [minutes, 'm']
      : minutes < 2880
        ? [Math.round(minutes / 60), 'h']
        : [Math.round(minutes / 1440), 'd'];
  const words = { pt: { m: 'minutos', h: 'horas', d: 'dias' }, es: { m: 'minutos', h: 'horas', d: 'días' } }[
    lang
  ];
  return `${n} ${words[unit as 'm' | 'h' | 'd']}`;
}

const TEXT = {
  pt: {
    receivedSubject: (n: number) => `Pedido nº ${n} recebido — Loja CDE`,
    receivedHeading: (name: string) => `Obrigado, ${name}!`,
    receivedBody: (n: number, total: string, minutes: number) => [
      `Recebemos seu pedido nº ${n} no valor de ${total}.`,
      `Os produtos ficam reservados por ${windowText('pt', minutes)}. Para concluir, faça o pagamento pelo botão abaixo.`,
    ],
    receivedAction: 'Pagar agora',
    paidSubject: (n: number) => `Pagamento confirmado — pedido nº ${n}`,
    paidHeading: (name: string) => `Pagamento confirmado, ${name}!`,
    paidBody: (n: number, code: string) => [
      `O pagamento do pedido nº ${n} foi confirmado.`,
      `Seu código de retirada é ${code}. Apresente-o na loja com um documento de identidade (segunda a sábado, 8h às 18h).`,
    ],
    paidInvoice: (number: string) =>
      `Sua fatura eletrônica (factura electrónica) nº ${number} fica disponível na página do pedido, em PDF (KuDE) e XML, assim que a SET do Paraguai a autorizar, normalmente em poucos minutos.`,
    paidAction: 'Ver o pedido',
    expiredSubject: (n: number) => `Pedido nº ${n} cancelado: prazo de pagamento encerrado`,
    expiredHeading: (name: string) => `${name}, o prazo de pagamento terminou`,
    expiredBody: (n: number) => [
      `Não recebemos o pagamento do pedido nº ${n} dentro do prazo, por isso ele foi cancelado e os produtos reservados voltaram ao estoque.`,
      'Se ainda quiser os produtos, faça um novo pedido na loja. Nada foi cobrado por este pedido.',
    ],
    expiredAction: 'Ver o pedido',
    refundedSubject: (n: number) => `Pedido nº ${n} estornado — Loja CDE`,
    refundedHeading: (name: string) => `${name}, seu pedido foi estornado`,
    refundedBody: (n: number, total: string) => [
      `O pedido nº ${n} foi cancelado e o valor de ${total} foi devolvido pelo mesmo meio de pagamento.`,
      'O prazo para o valor aparecer depende do seu banco ou cartão. O código de retirada deste pedido não vale mais.',
    ],
    footer: 'Loja CDE — Ciudad del Este, Paraguai.',
  },
  es: {
    receivedSubject: (n: number) => `Pedido nº ${n} recibido — Loja CDE`,
    receivedHeading: (name: string) => `¡Gracias, ${name}!`,
    receivedBody: (n: number, total: string, minutes: number) => [
      `Recibimos su pedido nº ${n} por un valor de ${total}.`,
      `Los productos quedan reservados por ${windowText('es', minutes)}. Para concluir, realice el pago con el botón de abajo.`,
    ],
    receivedAction: 'Pagar ahora',
    paidSubject: (n: number) => `Pago confirmado — pedido nº ${n}`,
    paidHeading: (name: string) => `¡Pago confirmado, ${name}!`,
    paidBody: (n: number, code: string) => [
      `El pago del pedido nº ${n} fue confirmado.`,
      `Su código de retiro es ${code}. Preséntelo en la tienda con un documento de identidad (lunes a sábado, de 8 a 18 h).`,
    ],
    paidInvoice: (number: string) =>
      `Su factura electrónica nº ${number} estará en la página del pedido, en PDF (KuDE) y XML, en cuanto la SET la apruebe, normalmente en pocos minutos.`,
    paidAction: 'Ver el pedido',
    expiredSubject: (n: number) => `Pedido nº ${n} cancelado: venció el plazo de pago`,
    expiredHeading: (name: string) => `${name}, venció el plazo de pago`,
    expiredBody: (n: number) => [
      `No recibimos el pago del pedido nº ${n} dentro del plazo, por eso fue cancelado y los productos reservados volvieron al stock.`,
      'Si aún quiere los productos, haga un nuevo pedido en la tienda. No se cobró nada por este pedido.',
    ],
    expiredAction: 'Ver el pedido',
    refundedSubject: (n: number) => `Pedido nº ${n} reembolsado — Loja CDE`,
    refundedHeading: (name: string) => `${name}, su pedido fue reembolsado`,
    refundedBody: (n: number, total: string) => [
      `El pedido nº ${n} fue cancelado y el valor de ${total} fue devuelto por el mismo medio de pago.`,
      'El plazo para ver el reembolso depende de su banco o tarjeta. El código de retiro de este pedido ya no es válido.',
    ],
    footer: 'Loja CDE — Ciudad del Este, Paraguay.',
  },
};

/** `holdMinutes`: the payment method's window (payment-windows.ts); mails queued before it existed held 60. */
export function orderReceivedMail(
  lang: 'pt' | 'es',
  name: string,
  orderNumber: number,
  total: string,
  payHref: string,
  holdMinutes = 60,
) {
  const t = TEXT[lang];
  return {
    subject: t.receivedSubject(orderNumber),
    element: (
      <AccountMailLayout
        lang={lang}
        preview={t.receivedSubject(orderNumber)}
        heading={t.receivedHeading(name)}
        paragraphs={t.receivedBody(orderNumber, total, holdMinutes)}
        action={t.receivedAction}
        href={payHref}
        footer={t.footer}
      />
    ),
  };
}

export function paymentConfirmedMail(
  lang: 'pt' | 'es',
  name: string,
  orderNumber: number,
  pickupCode: string,
  orderHref: string,
  invoice?: string,
) {
  const t = TEXT[lang];
  return {
    subject: t.paidSubject(orderNumber),
    element: (
      <AccountMailLayout
        lang={lang}
        preview={t.paidSubject(orderNumber)}
        heading={t.paidHeading(name)}
        paragraphs={[...t.paidBody(orderNumber, pickupCode), ...(invoice ? [t.paidInvoice(invoice)] : [])]}
        action={t.paidAction}
        href={orderHref}
        footer={t.footer}
      />
    ),
  };
}

/** An unpaid order whose payment window ran out: cancelled, its stock released (order-expiry.ts). */
export function orderExpiredMail(lang: 'pt' | 'es', name: string, orderNumber: number, orderHref: string) {
  const t = TEXT[lang];
  return {
    subject: t.expiredSubject(orderNumber),
    element: (
      <AccountMailLayout
        lang={lang}
        preview={t.expiredSubject(orderNumber)}
        heading={t.expiredHeading(name)}
        paragraphs={t.expiredBody(orderNumber)}
        action={t.expiredAction}
        href={orderHref}
        footer={t.footer}
      />
    ),
  };
}

export function orderRefundedMail(
  lang: 'pt' | 'es',
  name: string,
  orderNumber: number,
  total: string,
  orderHref: string,
) {
  const t = TEXT[lang];
  return {
    subject: t.refundedSubject(orderNumber),
    element: (
      <AccountMailLayout
        lang={lang}
        preview={t.refundedSubject(orderNumber)}
        heading={t.refundedHeading(name)}
        paragraphs={t.refundedBody(orderNumber, total)}
        action={t.paidAction}
        href={orderHref}
        footer={t.footer}
      />
    ),
  };
}
