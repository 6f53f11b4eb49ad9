'use client';

import Link from 'next/link';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { adminCall, uploadPicture } from '@/lib/admin/client';
import type { AdminAnswer } from '@/lib/admin/operations';
import { useAdminQuery } from '@/lib/admin/queries';
import { PRODUCT_PICTURES_MAX, VAT_RATES, type VatRate } from '@/lib/contract/admin-catalog';
import { PICTURE_RULES } from '@/lib/contract/picture-rules';
import { useAdmin } from '../admin-context';
import { Button, ErrorLine, Field } from '../form-bits';
import { adminErrorText as errorText } from '@/lib/admin/errors';
import { CatalogNav, useCatalogText } from './catalog-bits';

type Product = AdminAnswer<'catalogProduct'>;
type Spec = Product['especificacoes'][number] & { k: number };
let specKey = 0;
const withKeys = (list: Product['especificacoes']): Spec[] => list.map((s) => ({ ...s, k: ++specKey }));

const move = <T,>(list: T[], from: number, to: number) => {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  next.splice(to, 0, next.splice(from, 1)[0]);
  return next;
};

/** One product: prices, stock, visibility, texts in both languages, specifications and pictures. */
export function ProductEditor({ id }: { id: number }) {
  const { t } = useAdmin();
  const c = useCatalogText();
  const [product, setProduct] = useState<Product | null>(null);
  const [specs, setSpecs] = useState<Spec[]>([]);
  const [pictures, setPictures] = useState<string[]>([]);
  const [error, setError] = useState('');
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  const show = (p: Product) => {
    setProduct(p);
    setSpecs(withKeys(p.especificacoes));
    setPictures(p.fotos);
  };
  // The product as read: its form state starts from each new answer (React's "adjust state on a prop change").
  const { data: loaded, error: loadError } = useAdminQuery(
    'catalogProduct',
    { params: { id } },
    { staleTime: Infinity },
  );
  const [seen, setSeen] = useState<Product | undefined>();
  if (loaded && loaded !== seen) {
    setSeen(loaded);
    show(loaded);
  }

  const setSpec = (i: number, field: keyof Product['especificacoes'][number], value: string) =>
    setSpecs((list) => list.map((s, j) => (j === i ? { ...s, [field]: value } : s)));

  async function upload(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setError('');
    setBusy(true);
    try {
      const stored = await uploadPicture(file);
      setPictures((list) => (list.includes(stored.url) ? list : [...list, stored.url]));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!product) return;
    const f = new FormData(e.currentTarget);
    const text = (name: string) => String(f.get(name) ?? '').trim();
    setError('');
    setSaved(false);
    setBusy(true);
    try {
      const body = {
        preco_usd: text('preco_usd').replace(',', '.'),
        estoque: Number(text('estoque')),
        visivel: f.get('visivel') === 'on',
        mostrar_preco: f.get('mostrar_preco') === 'on',
        iva: text('iva') as VatRate,
        nome_pt: text('nome_pt'),
        nome_es: text('nome_es'),
        caracteristicas_pt: text('caracteristicas_pt'),
        caracteristicas_es: text('caracteristicas_es'),
        especificacoes: specs.map(({ nome_pt, nome_es, valor_pt, valor_es }) => ({
          nome_pt: nome_pt.trim(),
          nome_es: nome_es.trim(),
          valor_pt: valor_pt.trim(),
          valor_es: valor_es.trim(),
        })),
        fotos: pictures,
        updated_at: product.updated_at,
      };
      show(await adminCall('saveProduct', { params: { id }, body }));
      setSaved(true);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  if (!product) return loadError ? <ErrorLine>{errorText(loadError)}</ErrorLine> : <p>{t.loading}</p>;
  const area = 'rounded border border-zinc-400 bg-white px-2 py-1.5';
  return (
    <section className="flex flex-col gap-4">
      <CatalogNav />
      <h1 className="text-xl font-semibold">
        {product.codigo} · {product.nome_pt}
      </h1>
      <p className="text-sm">
        {product.marca ?? '—'} · {product.categoria}
        {product.especial ? ` · ${c.xo}` : ''} ·{' '}
        <Link href={`/produto/${product.slug}`} className="text-blue-800 underline" target="_blank">
          {c.viewInShop}
        </Link>
      </p>
      {/* key: a save re-mounts the fields with what the API stored */}
      <form key={product.updated_at} onSubmit={submit} className="flex flex-col gap-5">
        <fieldset className="grid grid-cols-2 items-end gap-3 md:grid-cols-4">
          <Field
            label={c.price}
            name="preco_usd"
            defaultValue={product.preco_usd}
            inputMode="decimal"
            required
            pattern="\d{1,10}([.,]\d{1,2})?"
          />
          <Field
            label={c.stock}
            name="estoque"
            type="number"
            min={0}
            max={1000000}
            step={1}
            defaultValue={product.estoque}
            required
          />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="visivel" defaultChecked={product.visivel} className="h-5 w-5" />
            {c.visible}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="mostrar_preco"
              defaultChecked={product.mostrar_preco}
              className="h-5 w-5"
            />
            {c.showPrice}
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {c.vat}
            <select
              name="iva"
              defaultValue={product.iva}
              className="min-h-10 rounded border border-zinc-400 bg-white px-2"
            >
              {VAT_RATES.map((rate) => (
                <option key={rate} value={rate}>
                  {c.vatRates[rate]}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
        <p className="-mt-3 text-xs text-zinc-700">{c.vatHint}</p>
        <div className="grid gap-3 md:grid-cols-2">
          <Field
            label={c.namePt}
            name="nome_pt"
            defaultValue={product.nome_pt}
            required
            minLength={2}
            maxLength={200}
          />
          <Field
            label={c.nameEs}
            name="nome_es"
            defaultValue={product.nome_es}
            required
            minLength={2}
            maxLength={200}
          />
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{c.featuresPt}</span>
            <textarea
              name="caracteristicas_pt"
              defaultValue={product.caracteristicas_pt}
              rows={5}
              maxLength={5000}
              className={area}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{c.featuresEs}</span>
            <textarea
              name="caracteristicas_es"
              defaultValue={product.caracteristicas_es}
              rows={5}
              maxLength={5000}
              className={area}
            />
          </label>
        </div>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold">{c.specs}</legend>
          {specs.map((s, i) => (
            <div
              key={s.k}
              className="grid grid-cols-2 items-end gap-2 rounded border border-zinc-200 bg-white p-2 md:grid-cols-[1fr_1fr_1fr_1fr_auto]"
            >
              <Field
                label={`${c.specName} (pt)`}
                value={s.nome_pt}
                onChange={(e) => setSpec(i, 'nome_pt', e.target.value)}
                required
                maxLength={120}
              />
              <Field
                label={`${c.specName} (es)`}
                value={s.nome_es}
                onChange={(e) => setSpec(i, 'nome_es', e.target.value)}
                required
                maxLength={120}
              />
              <Field
                label={`${c.specValue} (pt)`}
                value={s.valor_pt}
                onChange={(e) => setSpec(i, 'valor_pt', e.target.value)}
                required
                maxLength={300}
              />
              <Field
                label={`${c.specValue} (es)`}
                value={s.valor_es}
                onChange={(e) => setSpec(i, 'valor_es', e.target.value)}
                required
                maxLength={300}
              />
              <div className="col-span-2 flex gap-1 md:col-span-1">
                <SmallButton label={`${c.up}: ${s.nome_pt}`} onClick={() => setSpecs(move(specs, i, i - 1))}>
                  ↑
                </SmallButton>
                <SmallButton
                  label={`${c.down}: ${s.nome_pt}`}
                  onClick={() => setSpecs(move(specs, i, i + 1))}
                >
                  ↓
                </SmallButton>
                <SmallButton
                  label={`${c.remove}: ${s.nome_pt}`}
                  onClick={() => setSpecs(specs.filter((_, j) => j !== i))}
                >
                  ✕
                </SmallButton>
              </div>
            </div>
          ))}
          <div>
            <Button
              type="button"
              onClick={() =>
                setSpecs([...specs, { nome_pt: '', nome_es: '', valor_pt: '', valor_es: '', k: ++specKey }])
              }
            >
              {c.addSpec}
            </Button>
          </div>
        </fieldset>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold">{c.pictures}</legend>
          <ol className="flex flex-wrap gap-3">
            {pictures.map((url, i) => (
              <li
                key={url}
                className="flex flex-col items-center gap-1 rounded border border-zinc-200 bg-white p-2"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- the stored WebP from /media, shown as is */}
                <img
                  src={url}
                  alt={`${c.picture} ${i + 1}`}
                  width={112}
                  height={112}
                  className="h-28 w-28 object-contain"
                />
                <div className="flex gap-1">
                  <SmallButton
                    label={`${c.up}: ${c.picture} ${i + 1}`}
                    onClick={() => setPictures(move(pictures, i, i - 1))}
                  >
                    ←
                  </SmallButton>
                  <SmallButton
                    label={`${c.down}: ${c.picture} ${i + 1}`}
                    onClick={() => setPictures(move(pictures, i, i + 1))}
                  >
                    →
                  </SmallButton>
                  <SmallButton
                    label={`${c.remove}: ${c.picture} ${i + 1}`}
                    onClick={() => setPictures(pictures.filter((p) => p !== url))}
                  >
                    ✕
                  </SmallButton>
                </div>
              </li>
            ))}
          </ol>
          {pictures.length < PRODUCT_PICTURES_MAX && (
            <label className="flex flex-col gap-1 text-sm">
              <span className="font-medium">{c.addPicture}</span>
              <input
                type="file"
                accept={PICTURE_RULES.accept}
                onChange={upload}
                disabled={busy}
                className="text-sm"
              />
            </label>
          )}
        </fieldset>

        <div className="flex items-center gap-3">
          <Button type="submit" disabled={busy}>
            {t.save}
          </Button>
          {saved && <p role="status">{c.saved}</p>}
        </div>
        <ErrorLine>{error}</ErrorLine>
      </form>
    </section>
  );
}

function SmallButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="min-h-8 min-w-8 rounded border border-zinc-400 bg-white px-2 text-sm hover:bg-zinc-100"
    >
      {children}
    </button>
  );
}
