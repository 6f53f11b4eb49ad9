import type { AdminLang } from '@/lib/admin/texts';

/** The selling screens' strings (issue 28), apart from the shared table another branch reworks. */
export const SALES_TEXT = {
  pt: {
    sharedCart: 'Carrinho enviado pelo WhatsApp',
    pasteLink: 'Link ou código do carrinho (/c/…)',
    open: 'Abrir',
    badLink: 'Este não é um link de carrinho da loja.',
    gone: 'Link inexistente ou vencido (valem 7 dias).',
    customer: 'Cliente',
    anonymous: 'Sem conta: o cliente não estava conectado.',
    product: 'Produto',
    code: 'Código',
    quantity: 'Qtde',
    stock: 'Estoque agora',
    price: 'Preço agora',
    unavailable: 'fora da venda on-line',
    sharedTotal: 'Total ao enviar',
    currentTotal: 'Total agora (até o estoque)',
    sharedAt: 'Enviado em',
    expires: 'Vence em',
    loading: 'Carregando…',
  },
  es: {
    sharedCart: 'Carrito enviado por WhatsApp',
    pasteLink: 'Enlace o código del carrito (/c/…)',
    open: 'Abrir',
    badLink: 'Este no es un enlace de carrito de la tienda.',
    gone: 'Enlace inexistente o vencido (valen 7 días).',
    customer: 'Cliente',
    anonymous: 'Sin cuenta: el cliente no había iniciado sesión.',
    product: 'Producto',
    code: 'Código',
    quantity: 'Cant.',
    stock: 'Stock ahora',
    price: 'Precio ahora',
    unavailable: 'fuera de la venta en línea',
    sharedTotal: 'Total al enviar',
    currentTotal: 'Total ahora (hasta el stock)',
    sharedAt: 'Enviado el',
    expires: 'Vence el',
    loading: 'Cargando…',
  },
} as const satisfies Record<AdminLang, Record<string, string>>;

/** The token of a pasted /c/{token} link (any host, any language prefix), or of a bare token. */
export function shareTokenOf(input: string): string | null {
  const m = /(?:^|\/c\/)([A-Za-z0-9_-]{32})(?:[?#/].*)?$/.exec(input.trim());
  return m ? m[1] : null;
}
