'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { customerLookupQuerySchema } from '@/lib/contract/admin-customers';
import { draftProductsQuerySchema, type Draft } from '@/lib/contract/admin-drafts';
import { useAdminMutation, useAdminQuery } from '@/lib/admin/queries';
import { useAdmin } from '../admin-context';
import { Button, ErrorLine, Field } from '../form-bits';
import { InviteForm } from './draft-invite';
import { DraftSend } from './draft-send';
import { DRAFT_TEXT, money, whatsappHref } from './draft-texts';

type Texts = (typeof DRAFT_TEXT)[keyof typeof DRAFT_TEXT];
const box = 'rounded-lg border border-gray-300 bg-white p-4';

/** A search box with react-hook-form and the contract's zod rule; the search runs on submit. */
function SearchForm({
  label,
  schema,
  onSearch,
  button,
  name,
}: {
  label: string;
  schema: z.ZodObject<{ q: z.ZodString }>;
  onSearch: (q: string) => void;
  button: string;
  name: string;
}) {
  const { register, handleSubmit, formState } = useForm<{ q: string }>({ resolver: zodResolver(schema) });
  return (
    <form onSubmit={handleSubmit((v) => onSearch(v.q))} className="flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1 basis-56">
        <Field label={label} autoComplete="off" data-testid={name} {...register('q')} />
      </div>
      <Button type="submit">{button}</Button>
      {formState.errors.q && <ErrorLine>{formState.errors.q.message}</ErrorLine>}
    </form>
  );
}

function CustomerStep({ s, onDraft }: { s: Texts; onDraft: (d: Draft) => void }) {
  const [q, setQ] = useState('');
  const found = useAdminQuery('customerLookup', { query: { q } }, { enabled: q.length >= 3 });
  const create = useAdminMutation('draftCreate', { onDone: onDraft });
  return (
    <div className={`${box} flex flex-col gap-3`}>
      <SearchForm
        label={s.findCustomer}
        schema={customerLookupQuerySchema}
        onSearch={setQ}
        button={s.search}
        name="draft-customer-q"
      />
      {found.data?.data.length === 0 && <p>{s.noCustomer}</p>}
      {found.data?.data.length === 0 && <InviteForm key={q} s={s} q={q} onDraft={onDraft} />}
      <ul className="flex flex-col gap-2">
        {found.data?.data.map((c) => (
          <li
            key={c.id}
            className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-200 pb-2"
          >
            <span className="min-w-0 break-words">
              <strong>{c.name}</strong> · {c.email} · {c.phone} · {c.document}
            </span>
            <Button
              onClick={() => create.mutate({ body: { customer_id: c.id } })}
              disabled={create.isPending}
            >
              {s.choose}
            </Button>
          </li>
        ))}
      </ul>
      {create.error && <ErrorLine>{create.error.message}</ErrorLine>}
    </div>
  );
}

function Lines({ d, s, onChange }: { d: Draft; s: Texts; onChange: (d: Draft) => void }) {
  const [q, setQ] = useState('');
  const products = useAdminQuery(
    'draftProducts',
    { params: { id: d.id }, query: { q } },
    { enabled: q.length >= 2 },
  );
  const line = useAdminMutation('draftLine', { onDone: onChange });
  const set = (product_id: number, quantity: number) =>
    line.mutate({ params: { id: d.id }, body: { product_id, quantity } });
  return (
    <div className={`${box} flex flex-col gap-3`}>
      <SearchForm
        label={s.findProduct}
        schema={draftProductsQuerySchema}
        onSearch={setQ}
        button={s.search}
        name="draft-product-q"
      />
      <ul className="flex flex-col gap-2">
        {products.data?.data.map((p) => (
          // One row per product, its button beside the name even on a phone: ten results stay a short list
          // above the order's lines instead of a screenful of stacked buttons.
          <li key={p.id} className="flex items-center justify-between gap-3 text-sm">
            <span className="min-w-0 flex-1 break-words">
              {p.name} ({p.code}) · {s.stock} {p.available} · {money(p.unit_price_minor, d.currency_id)}
            </span>
            <span className="shrink-0">
              <Button
                disabled={!p.sellable || line.isPending}
                onClick={() => set(p.id, (d.lines.find((l) => l.product_id === p.id)?.quantity ?? 0) + 1)}
              >
                {p.sellable ? s.add : s.unavailable}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {line.error && <ErrorLine>{line.error.message}</ErrorLine>}
      {d.lines.length === 0 ? (
        <p className="text-gray-700">{s.empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-gray-200" data-testid="draft-lines">
          {d.lines.map((l) => (
            <li
              key={l.product_id}
              className="flex flex-wrap items-center gap-2 py-2 text-sm"
              data-testid="draft-line"
            >
              <span className="min-w-0 flex-1 basis-48 break-words">
                {l.name}{' '}
                <span className="text-gray-600">
                  ({l.code}) · {s.stock} {l.available}
                </span>
              </span>
              <label className="flex items-center gap-1">
                <span className="sr-only">{s.quantity}</span>
                <input
                  type="number"
                  min={1}
                  max={l.available}
                  defaultValue={l.quantity}
                  key={l.quantity}
                  className="min-h-11 w-20 rounded border border-zinc-400 px-2"
                  onBlur={(e) =>
                    Number(e.target.value) !== l.quantity && set(l.product_id, Number(e.target.value))
                  }
                  aria-label={`${s.quantity} ${l.name}`}
                />
              </label>
              <span className="w-32 text-right tabular-nums">{money(l.subtotal_minor, d.currency_id)}</span>
              <button
                type="button"
                className="min-h-11 px-2 text-red-800 underline"
                onClick={() => set(l.product_id, 0)}
              >
                {s.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Discount({ d, s, onChange }: { d: Draft; s: Texts; onChange: (d: Draft) => void }) {
  const schema = z.object({ value: z.coerce.number().int().min(0).max(d.max_discount_minor) });
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof schema>,
    unknown,
    z.output<typeof schema>
  >({
    resolver: zodResolver(schema),
    defaultValues: { value: d.discount_minor },
  });
  const save = useAdminMutation('draftDiscount', { onDone: onChange });
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={handleSubmit((v) => save.mutate({ params: { id: d.id }, body: { discount_minor: v.value } }))}
    >
      <div className="basis-48">
        <Field
          label={`${s.discount} (${s.discountMax} ${money(d.max_discount_minor, d.currency_id)})`}
          type="number"
          {...register('value')}
        />
      </div>
      <Button type="submit" disabled={save.isPending}>
        {s.saveDiscount}
      </Button>
      {(formState.errors.value || save.error) && (
        <ErrorLine>{formState.errors.value?.message ?? save.error?.message}</ErrorLine>
      )}
    </form>
  );
}

/** What the customer pays: the order's total, or (an invitation, picked up) the items less the discount. */
const total = (d: Draft) => d.order?.total_minor ?? d.items_minor - d.discount_minor;

/** Issue 28 point 3: a seller builds an order for a customer and sends it as a payment link over WhatsApp. */
export function DraftOrderScreen() {
  const { lang, me } = useAdmin();
  const s = DRAFT_TEXT[lang];
  const [draft, setDraft] = useState<Draft | null>(null);
  const [sold, setSold] = useState<Draft['lines']>([]);
  const manager = me?.role === 'manager' || me?.role === 'owner';
  const keep = (d: Draft) => {
    if (d.lines.length) setSold(d.lines);
    setDraft(d);
  };
  return (
    <section className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-xl font-semibold">{s.title}</h1>
      {!draft ? (
        <CustomerStep s={s} onDraft={keep} />
      ) : (
        <>
          <p className={box} data-testid="draft-customer">
            <strong>{draft.customer.name}</strong> · {draft.customer.email} · {draft.customer.phone}
            {draft.invited && draft.status === 'open' && ` · ${s.invited}`}
            <br />
            {s.seller}: {draft.seller.name}
          </p>
          {draft.status === 'open' ? (
            <>
              <Lines d={draft} s={s} onChange={keep} />
              <p className="text-right text-lg" data-testid="draft-total">
                {s.items}: {money(draft.items_minor, draft.currency_id)}
                {draft.discount_minor > 0 &&
                  ` − ${s.discount} ${money(draft.discount_minor, draft.currency_id)}`}
              </p>
              {manager && draft.lines.length > 0 && <Discount d={draft} s={s} onChange={keep} />}
              <DraftSend d={draft} s={s} onSent={keep} />
            </>
          ) : (
            <div className={`${box} flex flex-col gap-3`} data-testid="draft-sent">
              {draft.status === 'invited' ? (
                <>
                  <h2 className="font-semibold">
                    {s.inviteSent} · {s.total} {money(total(draft), draft.currency_id)}
                  </h2>
                  <p className="text-sm">{s.inviteSentNote}</p>
                </>
              ) : (
                <h2 className="font-semibold">
                  {s.sent} #{draft.order?.number} · {s.total} {money(total(draft), draft.currency_id)}
                </h2>
              )}
              <p className="break-all text-sm">
                {s.paymentLink}:{' '}
                <a className="underline" href={draft.payment_link ?? '#'} data-testid="draft-payment-link">
                  {draft.payment_link}
                </a>
              </p>
              <a
                className="min-h-11 self-start rounded bg-green-700 px-4 py-2 text-sm font-medium text-white"
                href={whatsappHref(draft, sold, total(draft), draft.payment_link ?? '')}
                target="_blank"
                rel="noopener"
                data-testid="draft-whatsapp"
              >
                {s.whatsapp}
              </a>
            </div>
          )}
        </>
      )}
    </section>
  );
}
