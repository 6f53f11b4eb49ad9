import { AccountMailLayout } from './account-mail-layout';

/** Mails the back office's transitions send the shopper, in the shopper's language (issue 19). */
const TEXT = {
  pt: {
    shippedSubject: (n: number) => `Pedido nº ${n} enviado — Loja CDE`,
    shippedBody: (n: number, note: string | null) => [
      `Seu pedido nº ${n} foi enviado.`,
      ...(note ? [`Rastreamento: ${note}`] : []),
    ],
    cancelledSubject: (n: number) => `Pedido nº ${n} cancelado — Loja CDE`,
    cancelledBody: (n: number) => [`Seu pedido nº ${n} foi cancelado pela loja. Nenhum valor foi cobrado.`],
    collectedSubject: (n: number) => `Pedido nº ${n} retirado — Loja CDE`,
    collectedBody: (n: number, at: string) => [
      `Seu pedido nº ${n} foi retirado na loja em ${at}.`,
      'Se não foi você quem retirou, fale conosco imediatamente.',
    ],
    paidLateSubject: (n: number) => `Pedido nº ${n}: pagamento recebido depois do prazo — Loja CDE`,
    paidLateBody: (n: number) => [
      `Recebemos o pagamento do pedido nº ${n} depois que o prazo de reserva terminou, e os produtos já não estão disponíveis.`,
      'O valor será devolvido a você pelo mesmo meio de pagamento; enviaremos outro e-mail quando o estorno for confirmado.',
    ],
    heading: (name: string) => `Olá, ${name}`,
    action: 'Ver o pedido',
    footer: 'Loja CDE — Ciudad del Este, Paraguai.',
    locale: 'pt-BR',
  },
  es: {
    shippedSubject: (n: number) => `Pedido nº ${n} enviado — Loja CDE`,
    shippedBody: (n: number, note: string | null) => [
      `Su pedido nº ${n} fue enviado.`,
      ...(note ? [`Seguimiento: ${note}`] : []),
    ],
    cancelledSubject: (n: number) => `Pedido nº ${n} cancelado — Loja CDE`,
    cancelledBody: (n: number) => [
      `Su pedido nº ${n} fue cancelado por la tienda. No se cobró ningún valor.`,
    ],
    collectedSubject: (n: number) => `Pedido nº ${n} retirado — Loja CDE`,
    collectedBody: (n: number, at: string) => [
      `Su pedido nº ${n} fue retirado en la tienda el ${at}.`,
      'Si no fue usted quien lo retiró, contáctenos de inmediato.',
    ],
    paidLateSubject: (n: number) => `Pedido nº ${n}: pago recibido después del plazo — Loja CDE`,
    paidLateBody: (n: number) => [
      `Recibimos el pago del pedido nº ${n} después de que terminó el plazo de reserva, y los productos ya no están disponibles.`,
      'El monto le será devuelto por el mismo medio de pago; le enviaremos otro correo cuando el reembolso esté confirmado.',
    ],
    heading: (name: string) => `Hola, ${name}`,
    action: 'Ver el pedido',
    footer: 'Loja CDE — Ciudad del Este, Paraguay.',
    locale: 'es-PY',
  },
};

type Kind = 'shipped' | 'cancelled' | 'collected' | 'paid_late';
export interface OrderStatusMailParams {
  lang: 'pt' | 'es';
  name: string;
  orderNumber: number;
  href: string;
  trackingNote?: string | null;
  /** ISO time of the hand-over. */
  at?: string;
}

export function orderStatusMail(kind: Kind, p: OrderStatusMailParams) {
  const t = TEXT[p.lang];
  const when = p.at
    ? new Date(p.at).toLocaleString(t.locale, {
        timeZone: 'America/Asuncion',
        dateStyle: 'long',
        timeStyle: 'short',
      })
    : '';
  const texts = {
    shipped: () =>
      [t.shippedSubject(p.orderNumber), t.shippedBody(p.orderNumber, p.trackingNote ?? null)] as const,
    cancelled: () => [t.cancelledSubject(p.orderNumber), t.cancelledBody(p.orderNumber)] as const,
    collected: () => [t.collectedSubject(p.orderNumber), t.collectedBody(p.orderNumber, when)] as const,
    paid_late: () => [t.paidLateSubject(p.orderNumber), t.paidLateBody(p.orderNumber)] as const,
  };
  const [subject, paragraphs] = texts[kind]();
  return {
    subject,
    element: (
      <AccountMailLayout
        lang={p.lang}
        preview={subject}
        heading={t.heading(p.name)}
        paragraphs={paragraphs}
        action={t.action}
        href={p.href}
        footer={t.footer}
      />
    ),
  };
}
