'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { adminCall } from '@/lib/admin/client';
import { useAdminRead } from '@/lib/admin/queries';
import { useAdmin } from '../admin-context';
import { Button, ErrorLine, Field, Select } from '../form-bits';
import { adminErrorText as errorText } from '@/lib/admin/errors';
import { CatalogNav, useCatalogText } from './catalog-bits';

type Kind = 'marcas' | 'categorias' | 'departamentos';

/** Brands, categories (the XO line: "especial") and departments: create, rename in both languages, hide. */
export function TaxonomyAdmin() {
  const { t, lang } = useAdmin();
  const c = useCatalogText();
  const { data, error: loadError, set: setData } = useAdminRead('taxonomy');
  const [error, setError] = useState('');
  const [saved, setSaved] = useState('');

  /** Reads a row's or the create form's fields; checkboxes are sent as booleans. */
  async function send(e: FormEvent<HTMLFormElement>, kind: Kind, id?: number) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const body: Record<string, unknown> = {};
    for (const key of ['nome', 'nome_pt', 'nome_es', 'categoria_id']) {
      const v = f.get(key);
      if (v !== null && String(v).trim()) body[key] = key === 'categoria_id' ? Number(v) : String(v).trim();
    }
    for (const key of ['ativo', 'especial']) if (f.has(`${key}-present`)) body[key] = f.get(key) === 'on';
    setError('');
    setSaved('');
    try {
      setData(
        id
          ? await adminCall('updateTaxonomy', { params: { kind, id }, body })
          : await adminCall('createTaxonomy', { params: { kind }, body }),
      );
      setSaved(t.done);
      if (!id) e.currentTarget?.reset();
    } catch (err) {
      setError(errorText(err));
    }
  }

  if (!data) return loadError ? <ErrorLine>{errorText(loadError)}</ErrorLine> : <p>{t.loading}</p>;
  const localName = (x: { nome_pt: string; nome_es: string }) => (lang === 'es' ? x.nome_es : x.nome_pt);
  const catName = (id: number) => {
    const x = data.categorias.find((k) => k.id === id);
    return x ? localName(x) : '';
  };
  /**
   * Dozens of rows each have a "Salvar"/"Visível": a screen reader's list of controls or a voice command needs to
   * know which row. The row's kind and name go in hidden text after the visible word (the visible word stays
   * first in the accessible name, WCAG 2.5.3).
   */
  const whose = (kind: string, name: string) => <span className="sr-only">{` (${kind} ${name})`}</span>;
  const flag = (name: 'ativo' | 'especial', label: string, checked: boolean, of?: ReactNode) => (
    <label className="flex items-center gap-2 text-sm">
      <input type="hidden" name={`${name}-present`} value="1" />
      <input type="checkbox" name={name} defaultChecked={checked} className="h-5 w-5" />
      {label}
      {of}
    </label>
  );
  const row = 'flex h-full flex-wrap items-end gap-2 border border-zinc-200 bg-white p-2';
  const list = 'grid gap-1 md:grid-cols-2 xl:grid-cols-3';

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-xl font-semibold">{c.taxonomy}</h1>
      <CatalogNav />
      {saved && <p role="status">{saved}</p>}
      <ErrorLine>{error}</ErrorLine>

      <section aria-labelledby="tx-brands" className="flex flex-col gap-2">
        <h2 id="tx-brands" className="font-semibold">
          {c.brands}
        </h2>
        <form onSubmit={(e) => send(e, 'marcas')} className="flex flex-wrap items-end gap-2">
          <Field label={`${c.brand}: ${c.name}`} name="nome" required minLength={2} maxLength={120} />
          <Button type="submit">{c.create}</Button>
        </form>
        <ul className={list}>
          {data.marcas.map((b) => (
            <li key={`${b.id}-${b.nome}-${b.ativo}`}>
              <form onSubmit={(e) => send(e, 'marcas', b.id)} className={row}>
                <Field
                  label={`${c.name} (${b.slug})`}
                  name="nome"
                  defaultValue={b.nome}
                  required
                  minLength={2}
                  maxLength={120}
                />
                {flag('ativo', c.visible, b.ativo, whose(c.brand, b.nome))}
                <Button type="submit">
                  {t.save}
                  {whose(c.brand, b.nome)}
                </Button>
              </form>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="tx-categories" className="flex flex-col gap-2">
        <h2 id="tx-categories" className="font-semibold">
          {c.categories}
        </h2>
        <form onSubmit={(e) => send(e, 'categorias')} className="flex flex-wrap items-end gap-2">
          <Field label={c.namePt} name="nome_pt" required minLength={2} maxLength={120} />
          <Field label={c.nameEs} name="nome_es" required minLength={2} maxLength={120} />
          {flag('especial', c.specialLine, false)}
          <Button type="submit">{c.create}</Button>
        </form>
        <ul className="grid gap-1 lg:grid-cols-2">
          {data.categorias.map((x) => (
            <li key={`${x.id}-${x.nome_pt}-${x.nome_es}-${x.ativo}-${x.especial}`}>
              <form onSubmit={(e) => send(e, 'categorias', x.id)} className={row}>
                <Field
                  label={`${c.namePt} (${x.slug})`}
                  name="nome_pt"
                  defaultValue={x.nome_pt}
                  required
                  minLength={2}
                  maxLength={120}
                />
                <Field
                  label={`${c.nameEs} (${x.slug})`}
                  name="nome_es"
                  defaultValue={x.nome_es}
                  required
                  minLength={2}
                  maxLength={120}
                />
                {flag('especial', c.specialLine, x.especial, whose(c.category, localName(x)))}
                {flag('ativo', c.visible, x.ativo, whose(c.category, localName(x)))}
                <Button type="submit">
                  {t.save}
                  {whose(c.category, localName(x))}
                </Button>
              </form>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="tx-departments" className="flex flex-col gap-2">
        <h2 id="tx-departments" className="font-semibold">
          {c.departments}
        </h2>
        <form onSubmit={(e) => send(e, 'departamentos')} className="flex flex-wrap items-end gap-2">
          <Select label={c.category} name="categoria_id" required defaultValue="">
            <option value="" disabled>
              —
            </option>
            {data.categorias.map((x) => (
              <option key={x.id} value={x.id}>
                {lang === 'es' ? x.nome_es : x.nome_pt}
              </option>
            ))}
          </Select>
          <Field label={c.namePt} name="nome_pt" required minLength={2} maxLength={120} />
          <Field label={c.nameEs} name="nome_es" required minLength={2} maxLength={120} />
          <Button type="submit">{c.create}</Button>
        </form>
        <ul className="grid gap-1 lg:grid-cols-2">
          {data.departamentos.map((d) => (
            <li key={`${d.id}-${d.nome_pt}-${d.nome_es}-${d.ativo}`}>
              <form onSubmit={(e) => send(e, 'departamentos', d.id)} className={row}>
                <span className="w-full text-xs text-zinc-700 md:w-40">{catName(d.categoria_id)}</span>
                <Field
                  label={`${c.namePt} (${d.slug})`}
                  name="nome_pt"
                  defaultValue={d.nome_pt}
                  required
                  minLength={2}
                  maxLength={120}
                />
                <Field
                  label={`${c.nameEs} (${d.slug})`}
                  name="nome_es"
                  defaultValue={d.nome_es}
                  required
                  minLength={2}
                  maxLength={120}
                />
                {flag('ativo', c.visible, d.ativo, whose(c.department, localName(d)))}
                <Button type="submit">
                  {t.save}
                  {whose(c.department, localName(d))}
                </Button>
              </form>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
