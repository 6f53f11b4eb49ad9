'use client';

import { useEffect, useState } from 'react';
import { adminCall } from '@/lib/admin/client';
import type { AdminAnswer } from '@/lib/admin/operations';
import { fromParaguayInput, toParaguayInput } from '@/lib/admin/paraguay-time';
import type { ContentKind } from '@/lib/contract/admin-content';
import { useAdmin } from '../admin-context';
import { ErrorLine, Field } from '../form-bits';
import { Check, flag, int, PictureField, refusal, RowForm, Select, str } from './content-bits';
import { CarouselsEditor, DeliveryEditor, PickupEditor, SellersEditor } from './content-lists';

export type Content = AdminAnswer<'content'>;
export type Save = (kind: ContentKind, body: Record<string, unknown>) => Promise<void>;
export type Remove = (kind: 'banners' | 'carousels' | 'sellers', id: number) => Promise<void>;

const TYPES = [1, 2, 3, 4, 5, 6, 7] as const;

/** /admin/conteudo: everything the storefront shows that is not the catalogue (issue 20 point 4). */
export function ContentAdmin() {
  const { t } = useAdmin();
  const [data, setData] = useState<Content | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    adminCall('content').then(setData, (e) => setError(refusal(e)));
  }, []);
  const save: Save = async (kind, body) => setData(await adminCall('saveContent', { params: { kind }, body }));
  const remove: Remove = async (kind, id) => setData(await adminCall('deleteContent', { params: { kind, id } }));

  if (!data) return error ? <ErrorLine>{error}</ErrorLine> : <p>{t.loading}</p>;
  const sections = [
    ['conteudo-banners', t.banners],
    ['conteudo-loja', `${t.popup} · ${t.storeHours}`],
    ['conteudo-carrosseis', t.carousels],
    ['conteudo-equipe', t.sellers],
    ['conteudo-retirada', t.pickupPoints],
    ['conteudo-fretes', t.deliveryServices],
  ] as const;
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-xl font-semibold">{t.content}</h1>
      <nav aria-label={t.sections} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {sections.map(([id, label]) => (
          <a key={id} href={`#${id}`} className="text-blue-800 underline">
            {label}
          </a>
        ))}
      </nav>
      <BannersEditor data={data} save={save} remove={remove} />
      <SettingsEditor data={data} save={save} />
      <CarouselsEditor data={data} save={save} remove={remove} />
      <SellersEditor data={data} save={save} remove={remove} />
      <PickupEditor data={data} save={save} />
      <DeliveryEditor data={data} save={save} />
    </div>
  );
}

type Banner = Content['banners'][number];

function BannersEditor({ data, save, remove }: { data: Content; save: Save; remove: Remove }) {
  const { t } = useAdmin();
  return (
    <section id="conteudo-banners" aria-labelledby="h-banners" className="flex flex-col gap-4">
      <h2 id="h-banners" className="text-lg font-semibold">
        {t.banners}
      </h2>
      {TYPES.map((type) => {
        const rows = data.banners.filter((b) => b.type_id === type);
        return (
          <div key={type} className="flex flex-col gap-2">
            <h3 className="font-semibold">
              {type} · {t.bannerTypes[type]}
            </h3>
            {rows.map((b) => (
              <BannerForm key={b.id} banner={b} save={save} onDelete={() => remove('banners', b.id)} />
            ))}
            <BannerForm key={`new-${type}-${rows.length}`} type={type} save={save} />
          </div>
        );
      })}
    </section>
  );
}

function BannerForm({ banner, type, save, onDelete }: { banner?: Banner; type?: number; save: Save; onDelete?: () => Promise<void> }) {
  const { t } = useAdmin();
  const id = banner ? `b${banner.id}` : `bnew${type}`;
  const label = banner ? `${t.banners} ${banner.id}: ${banner.description}` : `${t.newItem}: ${t.bannerTypes[type as 1]}`;
  return (
    <RowForm
      label={label}
      onDelete={onDelete}
      onSave={(f) =>
        save('banners', {
          ...(banner ? { id: banner.id } : {}),
          type_id: int(f, 'type_id'),
          lang: str(f, 'lang') || null,
          image_url: str(f, 'image_url'),
          link: str(f, 'link') || null,
          description: str(f, 'description'),
          position: int(f, 'position'),
          active: flag(f, 'active'),
          starts_at: fromParaguayInput(str(f, 'starts_at')),
          ends_at: fromParaguayInput(str(f, 'ends_at')),
        })
      }
    >
      <Select label={t.bannerType} name="type_id" defaultValue={banner?.type_id ?? type} id={`${id}-type`}>
        {TYPES.map((n) => (
          <option key={n} value={n}>
            {n} · {t.bannerTypes[n]}
          </option>
        ))}
      </Select>
      <Select label={t.shopperLang} name="lang" defaultValue={banner?.lang ?? ''}>
        <option value="">{t.bothLangs}</option>
        <option value="pt">Português</option>
        <option value="es">Español</option>
      </Select>
      <PictureField label={t.picture} uploadLabel={`${t.upload}: ${t.picture}`} name="image_url" defaultValue={banner?.image_url ?? ''} required />
      <Field label={t.link} name="link" defaultValue={banner?.link ?? ''} />
      <Field label={t.description} name="description" defaultValue={banner?.description ?? ''} required maxLength={200} />
      <Field label={t.position} name="position" type="number" min={0} defaultValue={banner?.position ?? 0} />
      <Field label={t.startsAt} name="starts_at" type="datetime-local" defaultValue={toParaguayInput(banner?.starts_at ?? null)} />
      <Field label={t.endsAt} name="ends_at" type="datetime-local" defaultValue={toParaguayInput(banner?.ends_at ?? null)} />
      <Check label={t.active} name="active" defaultChecked={banner?.active ?? true} />
    </RowForm>
  );
}

function SettingsEditor({ data, save }: { data: Content; save: Save }) {
  const { t } = useAdmin();
  const s = data.settings;
  return (
    <section id="conteudo-loja" aria-labelledby="h-loja" className="flex flex-col gap-2">
      <h2 id="h-loja" className="text-lg font-semibold">
        {t.popup} · {t.storeHours}
      </h2>
      <RowForm
        label={`${t.popup} · ${t.storeHours}`}
        onSave={(f) =>
          save('settings', { hours_pt: str(f, 'hours_pt'), hours_es: str(f, 'hours_es'), popup_reappear_minutes: int(f, 'popup_reappear_minutes'), popup_enabled: flag(f, 'popup_enabled') })
        }
      >
        <Field label={`${t.storeHours} (pt-BR)`} name="hours_pt" defaultValue={s.hours_pt} required maxLength={200} />
        <Field label={`${t.storeHours} (es-PY)`} name="hours_es" defaultValue={s.hours_es} required maxLength={200} />
        <Field label={t.popupMinutes} name="popup_reappear_minutes" type="number" min={1} max={1440} defaultValue={s.popup_reappear_minutes} />
        <Check label={t.popupEnabled} name="popup_enabled" defaultChecked={s.popup_enabled} />
      </RowForm>
    </section>
  );
}
