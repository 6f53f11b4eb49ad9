'use client';

import { useState } from 'react';
import type { Draft } from '@/lib/contract/admin-drafts';
import { useAdminMutation } from '@/lib/admin/queries';
import type { AdminAnswer } from '@/lib/admin/operations';
import { Button, ErrorLine, Select } from '../form-bits';
import { DRAFT_TEXT, money } from './draft-texts';

type Texts = (typeof DRAFT_TEXT)[keyof typeof DRAFT_TEXT];
type Mode = 'pickup' | 'delivery';
const box = 'rounded-lg border border-gray-300 bg-white p-4';

interface Pick {
  key: string;
  label: string;
  amount: number;
  body: Record<string, string | number>;
}

/**
 * Pickup or delivery, as the shopper's checkout offers them (decision 0047): delivery only for a Paraguayan with a
 * saved address (any of them, by its label); a Brazilian, an invitation or a customer without addresses picks up.
 * The quote's cost is in the total the seller reads before sending.
 */
export function DraftSend({ d, s, onSent }: { d: Draft; s: Texts; onSent: (d: Draft) => void }) {
  const canDeliver = !d.customer.foreign && d.addresses.length > 0;
  const [mode, setMode] = useState<Mode>('pickup');
  const [addressId, setAddressId] = useState(d.addresses[0]?.id ?? 0);
  const [options, setOptions] = useState<AdminAnswer<'draftShipping'>['data'] | null>(null);
  const [choice, setChoice] = useState('');
  const quote = useAdminMutation('draftShipping', { onDone: (a) => setOptions(a.data) });
  const send = useAdminMutation('draftSend', { onDone: onSent });
  const reset = () => {
    setOptions(null);
    setChoice('');
  };
  const picks = (options ?? []).flatMap((o): Pick[] =>
    o.service_id === null
      ? o.pickup_points.map((p) => ({
          key: `p${p.id}`,
          label: `${s.pickupAt} ${p.name}`,
          amount: 0,
          body: { token_entrega: p.token, valor_frete: 0, id_ponto_entrega: p.id },
        }))
      : [
          {
            key: `s${o.service_id}`,
            label: `${o.description} · ${money(o.amount_minor, d.currency_id)}`,
            amount: o.amount_minor,
            body: {
              token_entrega: o.token,
              valor_frete: o.amount_minor,
              entrega_servico_id: o.service_id,
              cliente_endereco_id: addressId,
            },
          },
        ],
  );
  const chosen = picks.find((p) => p.key === choice);
  const why = d.customer.foreign ? s.brazilianPickupOnly : d.invited ? s.invitePickupOnly : s.noAddresses;
  return (
    <div className={`${box} flex flex-col gap-3`}>
      <fieldset className="flex flex-col gap-2" data-testid="draft-mode">
        <legend className="font-medium">{s.howToGet}</legend>
        {(['pickup', 'delivery'] as const)
          .filter((m) => m === 'pickup' || canDeliver)
          .map((m) => (
            <label key={m} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="mode"
                value={m}
                checked={mode === m}
                onChange={() => {
                  setMode(m);
                  reset();
                }}
              />
              {m === 'pickup' ? s.pickup : s.delivery}
            </label>
          ))}
        {!canDeliver && (
          <p className="text-sm text-gray-700" data-testid="draft-pickup-only">
            {why}
          </p>
        )}
      </fieldset>
      {mode === 'delivery' && (
        <Select
          label={s.address}
          value={addressId}
          onChange={(e) => {
            setAddressId(Number(e.target.value));
            reset();
          }}
        >
          {d.addresses.map((a) => (
            <option key={a.id} value={a.id}>
              {a.label}
            </option>
          ))}
        </Select>
      )}
      <Button
        onClick={() =>
          quote.mutate({
            params: { id: d.id },
            body: mode === 'delivery' ? { mode, address_id: addressId } : { mode },
          })
        }
        disabled={!d.lines.length || quote.isPending}
      >
        {s.quote}
      </Button>
      {options && picks.length === 0 && <p>{s.noDelivery}</p>}
      {picks.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{mode === 'pickup' ? s.pickup : s.delivery}</legend>
          {picks.map((p) => (
            <label key={p.key} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="ship"
                value={p.key}
                checked={choice === p.key}
                onChange={() => setChoice(p.key)}
              />
              {p.label}
            </label>
          ))}
        </fieldset>
      )}
      <p className="text-right tabular-nums" data-testid="draft-grand-total">
        {s.items} {money(d.items_minor, d.currency_id)}
        {d.discount_minor > 0 && ` − ${s.discount} ${money(d.discount_minor, d.currency_id)}`}
        {` + ${s.shipping} ${money(chosen?.amount ?? 0, d.currency_id)}`}
        <br />
        <strong>
          {s.total} {money(d.items_minor - d.discount_minor + (chosen?.amount ?? 0), d.currency_id)}
        </strong>
      </p>
      <Button
        disabled={!chosen || send.isPending}
        onClick={() =>
          chosen && send.mutate({ params: { id: d.id }, body: { ...chosen.body, metodo_pagamento: null } })
        }
      >
        {s.send}
      </Button>
      {(quote.error || send.error) && <ErrorLine>{(quote.error ?? send.error)?.message}</ErrorLine>}
    </div>
  );
}
