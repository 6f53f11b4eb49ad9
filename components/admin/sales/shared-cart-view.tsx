'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { AdminCallError } from '@/lib/admin/client';
import { adminErrorText } from '@/lib/admin/errors';
import { useAdminQuery } from '@/lib/admin/queries';
import { formatMoney } from '@/lib/money';
import { useAdmin } from '../admin-context';
import { Button, ErrorLine, Field } from '../form-bits';
import { SALES_TEXT, shareTokenOf } from './sales-texts';

/** Paste a shopper's /c/{token} link to open it (issue 28). */
function SharedCartOpener({ initial = '' }: { initial?: string }) {
  const { lang } = useAdmin();
  const s = SALES_TEXT[lang];
  const router = useRouter();
  const [error, setError] = useState('');
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const token = shareTokenOf(String(new FormData(e.currentTarget).get('link') ?? ''));
    if (!token) return setError(s.badLink);
    setError('');
    router.push(`/admin/carrinho/${token}`);
  }
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1 basis-64">
        <Field label={s.pasteLink} name="link" defaultValue={initial} required autoComplete="off" />
      </div>
      <Button type="submit">{s.open}</Button>
      {error && <ErrorLine>{error}</ErrorLine>}
    </form>
  );
}

/**
 * The viewer before a cart is opened: the link box under the page's heading (every staff page has its h1, the way a
 * screen reader's user finds where they are; axe page-has-heading-one).
 */
export function SharedCartStart() {
  const { lang } = useAdmin();
  return (
    <section className="flex max-w-4xl flex-col gap-4">
      <h1 className="text-xl font-semibold">{SALES_TEXT[lang].sharedCart}</h1>
      <SharedCartOpener />
    </section>
  );
}

/** A shared cart as a seller needs it: who sent it, each line with stock and price now, both totals. */
export function SharedCartView({ token }: { token: string }) {
  const { lang } = useAdmin();
  const s = SALES_TEXT[lang];
  const { data, error: failure } = useAdminQuery('sharedCart', { params: { token } });
  const error = !failure
    ? ''
    : failure instanceof AdminCallError && failure.status === 404
      ? s.gone
      : adminErrorText(failure, lang);

  const date = (iso: string) =>
    new Date(iso).toLocaleString(lang === 'es' ? 'es-PY' : 'pt-BR', {
      timeZone: 'America/Asuncion',
      dateStyle: 'short',
      timeStyle: 'short',
    });
  return (
    <section className="flex max-w-4xl flex-col gap-4">
      <h1 className="text-xl font-semibold">{s.sharedCart}</h1>
      <SharedCartOpener />
      {!data ? (
        error ? (
          <ErrorLine>{error}</ErrorLine>
        ) : (
          <p role="status">{s.loading}</p>
        )
      ) : (
        <>
          <div className="rounded-lg border border-gray-300 bg-white p-4" data-testid="shared-cart-customer">
            <h2 className="font-semibold">{s.customer}</h2>
            {data.cliente ? (
              <p>
                {data.cliente.nome} · {data.cliente.email} · {data.cliente.telefone}
              </p>
            ) : (
              <p className="text-gray-700">{s.anonymous}</p>
            )}
            <p className="mt-1 text-sm text-gray-700">
              {s.sharedAt} {date(data.criado_em)} · {s.expires} {date(data.expira_em)}
            </p>
          </div>
          {/* Scrolls sideways on a phone: a keyboard reaches it (axe scrollable-region-focusable). */}
          <div className="overflow-x-auto" role="region" aria-label={s.sharedCart} tabIndex={0}>
            <table className="w-full min-w-[520px] border-collapse bg-white text-sm">
              <thead>
                <tr className="border-b border-gray-300 text-left">
                  <th scope="col" className="p-2">
                    {s.product}
                  </th>
                  <th scope="col" className="p-2">
                    {s.code}
                  </th>
                  <th scope="col" className="p-2 text-right">
                    {s.quantity}
                  </th>
                  <th scope="col" className="p-2 text-right">
                    {s.stock}
                  </th>
                  <th scope="col" className="p-2 text-right">
                    {s.price}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.itens.map((l) => (
                  <tr key={l.produto_id} className="border-b border-gray-200" data-testid="shared-cart-line">
                    <td className="p-2">
                      {l.nome}
                      {!l.disponivel && <span className="ml-2 text-red-700">({s.unavailable})</span>}
                    </td>
                    <td className="p-2">{l.codigo}</td>
                    <td className="p-2 text-right tabular-nums">{l.qtde}</td>
                    <td
                      className={`p-2 text-right tabular-nums ${l.estoque < l.qtde ? 'font-semibold text-red-700' : ''}`}
                    >
                      {l.estoque}
                    </td>
                    <td className="p-2 text-right tabular-nums">{formatMoney(l.preco, data.moeda_id)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <dl className="grid grid-cols-[auto_auto] justify-end gap-x-4 text-right">
            <dt>{s.sharedTotal}</dt>
            <dd className="tabular-nums">{formatMoney(data.total_compartilhado, data.moeda_id)}</dd>
            <dt className="font-semibold">{s.currentTotal}</dt>
            <dd className="font-semibold tabular-nums">{formatMoney(data.total_atual, data.moeda_id)}</dd>
          </dl>
        </>
      )}
    </section>
  );
}
