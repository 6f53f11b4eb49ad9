import { describe, expect, it } from 'vitest';
import type { Draft } from '@/lib/contract/admin-drafts';
import { whatsappHref } from './draft-texts';

const draft = (foreign: boolean): Draft => ({
  id: 1,
  customer: { id: 7, name: 'Luis Benítez', email: 'l@x.test', phone: '+595 983 123-456', foreign },
  invited: false,
  addresses: [],
  seller: { id: 2, name: 'Vendedora' },
  currency_id: foreign ? 1 : 3,
  lines: [],
  items_minor: 0,
  discount_minor: 0,
  max_discount_minor: 0,
  status: 'sent',
  order: { number: 100123, external_id: 'x', total_minor: foreign ? 12_990 : 350_000 },
  payment_link: 'https://loja.test/pagar/t',
});

describe('the WhatsApp message a seller sends with a draft order', () => {
  it('goes to the customer’s phone in their language with the items, total and link', () => {
    const es = new URL(
      whatsappHref(draft(false), [{ name: 'Perfume Oud', quantity: 2 }], 350_000, 'https://l/p'),
    );
    expect(es.origin + es.pathname).toBe('https://wa.me/595983123456');
    const text = es.searchParams.get('text')!;
    expect(text).toContain('¡Hola, Luis! Su pedido n.º 100123:');
    expect(text).toContain('• 2 × Perfume Oud');
    expect(text).toMatch(/Total: G\$ 350\.000/);
    expect(text).toContain('Pague con este enlace: https://l/p');
    const pt = new URL(whatsappHref(draft(true), [{ name: 'Relógio', quantity: 1 }], 12_990, 'https://l/p'));
    expect(pt.searchParams.get('text')).toMatch(
      /^Olá, Luis! Seu pedido nº 100123:\n• 1 × Relógio\nTotal: R\$ 129,90\nPague por este link/,
    );
  });

  it('asks an invited person to create their account with the invited e-mail', () => {
    const invite: Draft = { ...draft(false), status: 'invited', invited: true, order: null };
    const text = new URL(
      whatsappHref(invite, [{ name: 'Perfume Oud', quantity: 1 }], 175_000, 'https://l/p'),
    ).searchParams.get('text')!;
    expect(text).toMatch(/^¡Hola, Luis! Preparamos su pedido:\n• 1 × Perfume Oud\nTotal: G\$ 175\.000\n/);
    expect(text).toContain('Cree su cuenta con el correo l@x.test y pague con este enlace: https://l/p');
  });
});
