'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { useAdminQuery } from '@/lib/admin/queries';
import { useAdmin } from '../admin-context';
import { Button, ErrorLine, Field, Select } from '../form-bits';
import { adminErrorText as errorText } from '@/lib/admin/errors';
import { CatalogNav, useCatalogText } from './catalog-bits';

type Filters = Record<
  'q' | 'marca' | 'categoria' | 'departamento' | 'visivel' | 'estoque' | 'mostrar_preco',
  string
>;
const EMPTY: Filters = {
  q: '',
  marca: '',
  categoria: '',
  departamento: '',
  visivel: '',
  estoque: '',
  mostrar_preco: '',
};

/** Products newest first, searched and filtered on the server, 50 a page (keyset: fast at 100,000 products). */
export function ProductList() {
  const { t, lang } = useAdmin();
  const c = useCatalogText();
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [cursor, setCursor] = useState<number | undefined>();
  // Empty filters are left out of the query (and of the cache key).
  const query = Object.fromEntries(
    Object.entries({ ...filters, cursor: cursor ? String(cursor) : '' }).filter(([, v]) => v),
  );
  const { data: page, error: loadError } = useAdminQuery('catalogProducts', { query });
  const { data: taxonomy } = useAdminQuery('taxonomy');
  const error = loadError ? errorText(loadError) : '';

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const next = Object.fromEntries(
      Object.keys(EMPTY).map((k) => [k, String(form.get(k) ?? '').trim()]),
    ) as Filters;
    setFilters(next);
    setCursor(undefined);
  }
  const name = (n: { nome_pt: string; nome_es: string }) => (lang === 'es' ? n.nome_es : n.nome_pt);
  const yesNo = (on: string, off: string) => (
    <>
      <option value="">{c.any}</option>
      <option value="1">{on}</option>
      <option value="0">{off}</option>
    </>
  );

  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t.catalog}</h1>
      <CatalogNav />
      <form
        onSubmit={submit}
        className="grid grid-cols-2 items-end gap-3 md:grid-cols-4 lg:grid-cols-8"
        role="search"
      >
        <div className="col-span-2">
          <Field label={c.search} name="q" type="search" defaultValue={filters.q} maxLength={100} />
        </div>
        <Select label={c.brand} name="marca" defaultValue={filters.marca}>
          <option value="">{c.any}</option>
          {taxonomy?.marcas.map((b) => (
            <option key={b.id} value={b.id}>
              {b.nome}
            </option>
          ))}
        </Select>
        <Select label={c.category} name="categoria" defaultValue={filters.categoria}>
          <option value="">{c.any}</option>
          {taxonomy?.categorias.map((x) => (
            <option key={x.id} value={x.id}>
              {name(x)}
              {x.especial ? ` (${c.xo})` : ''}
            </option>
          ))}
        </Select>
        <Select label={c.department} name="departamento" defaultValue={filters.departamento}>
          <option value="">{c.any}</option>
          {taxonomy?.departamentos.map((d) => (
            <option key={d.id} value={d.id}>
              {name(d)}
            </option>
          ))}
        </Select>
        <Select label={c.visibility} name="visivel" defaultValue={filters.visivel}>
          {yesNo(c.visible, c.hidden)}
        </Select>
        <Select label={c.stock} name="estoque" defaultValue={filters.estoque}>
          {yesNo(c.inStock, c.outOfStock)}
        </Select>
        <Select label={c.showPrice} name="mostrar_preco" defaultValue={filters.mostrar_preco}>
          {yesNo(c.priceShown, c.priceHidden)}
        </Select>
        <Button type="submit">{t.filter}</Button>
      </form>
      <ErrorLine>{error}</ErrorLine>
      {!page ? (
        <p>{t.loading}</p>
      ) : page.data.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse bg-white text-sm">
            <thead>
              <tr className="border-b text-left">
                <th className="p-2">{c.picture}</th>
                <th className="hidden p-2 sm:table-cell">{c.code}</th>
                <th className="p-2">{c.name}</th>
                <th className="hidden p-2 md:table-cell">{c.brand}</th>
                <th className="p-2 text-right">{c.price}</th>
                <th className="p-2 text-right">{c.stock}</th>
                <th className="hidden p-2 sm:table-cell">{c.visibility}</th>
              </tr>
            </thead>
            <tbody>
              {page.data.map((p) => (
                <tr key={p.id} className="border-b align-middle">
                  <td className="p-2">
                    {p.foto ? (
                      // eslint-disable-next-line @next/next/no-img-element -- a 40 px thumbnail from /media, already WebP
                      <img
                        src={p.foto}
                        alt=""
                        width={40}
                        height={40}
                        className="h-10 w-10 rounded object-contain"
                        loading="lazy"
                      />
                    ) : (
                      <span aria-hidden="true">—</span>
                    )}
                  </td>
                  <td className="hidden p-2 font-mono sm:table-cell">{p.codigo}</td>
                  <td className="min-w-40 p-2">
                    <span className="block font-mono text-xs text-zinc-700 sm:hidden">{p.codigo}</span>
                    <Link href={`/admin/catalogo/${p.id}`} className="text-blue-800 underline">
                      {lang === 'es' ? p.nome_es : p.nome_pt}
                    </Link>
                    {p.especial && (
                      <span className="ml-2 rounded bg-amber-100 px-1 text-xs text-amber-900">{c.xo}</span>
                    )}
                  </td>
                  <td className="hidden p-2 md:table-cell">{p.marca ?? '—'}</td>
                  <td className="p-2 text-right tabular-nums">
                    {p.preco_usd}
                    {!p.mostrar_preco && <span className="block text-xs text-zinc-600">{c.priceHidden}</span>}
                  </td>
                  <td className="p-2 text-right tabular-nums">{p.estoque}</td>
                  <td className="hidden p-2 sm:table-cell">{p.visivel ? c.visible : c.hidden}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex gap-3">
        {cursor && (
          <Button type="button" onClick={() => setCursor(undefined)}>
            {t.first}
          </Button>
        )}
        {page?.next_cursor && (
          <Button type="button" onClick={() => setCursor(page.next_cursor!)}>
            {t.next}
          </Button>
        )}
      </div>
    </section>
  );
}
