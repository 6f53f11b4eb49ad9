'use client';

import { useState } from 'react';
import { adminCall } from '@/lib/admin/client';
import { adminErrorText } from '@/lib/admin/errors';
import { useAdminRead } from '@/lib/admin/queries';
import { fromParaguayInput, toParaguayInput } from '@/lib/admin/paraguay-time';
import { useAdmin } from '../admin-context';
import { ErrorLine, Field, Select } from '../form-bits';
import {
  Check,
  flag,
  int,
  PictureField,
  RowForm,
  str,
  type Content,
  type Remove,
  type Save,
} from './content-bits';
import { CarouselsEditor, DeliveryEditor, PickupEditor, SellersEditor } from './content-lists';

const TYPES = [1, 2, 3, 4, 5, 6, 7] as const;
const SECTION_IDS = [
  'conteudo-banners',
  'conteudo-loja',
  'conteudo-carrosseis',
  'conteudo-equipe',
  'conteudo-retirada',
  'conteudo-fretes',
] as const;
type SectionId = (typeof SECTION_IDS)[number];

/** /admin/conteudo: everything the storefront shows that is not the catalogue (issue 20 point 4). */
export function ContentAdmin() {
  const { t } = useAdmin();
  const { data, error, set } = useAdminRead('content');
  // One section at a time (the whole list is a 16,000 px page); the hash keeps it across reloads.
  // Read once in the browser; nothing section-dependent renders before the content arrives, so no hydration mismatch.
  const [section, setSection] = useState<SectionId>(() => {
    const fromHash = typeof window === 'undefined' ? '' : window.location.hash.slice(1);
    return SECTION_IDS.includes(fromHash as SectionId) ? (fromHash as SectionId) : 'conteudo-banners';
  });
  const open = (id: SectionId) => {
    setSection(id);
    window.history.replaceState(null, '', `#${id}`);
  };
  const save: Save = async (kind, body) =>
    void set(await adminCall('saveContent', { params: { kind }, body }));
  const remove: Remove = async (kind, id) =>
    void set(await adminCall('deleteContent', { params: { kind, id } }));

  if (!data) return error ? <ErrorLine>{adminErrorText(error)}</ErrorLine> : <p>{t.loading}</p>;
  const sections: Record<SectionId, string> = {
    'conteudo-banners': t.banners,
    'conteudo-loja': `${t.popup} · ${t.storeHours}`,
    'conteudo-carrosseis': t.carousels,
    'conteudo-equipe': t.sellers,
    'conteudo-retirada': t.pickupPoints,
    'conteudo-fretes': t.deliveryServices,
  };
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-xl font-semibold">{t.content}</h1>
      <nav aria-label={t.sections}>
        <Pills items={SECTION_IDS.map((id) => [id, sections[id]] as const)} current={section} onPick={open} />
      </nav>
      {section === 'conteudo-banners' && <BannersEditor data={data} save={save} remove={remove} />}
      {section === 'conteudo-loja' && <SettingsEditor data={data} save={save} />}
      {section === 'conteudo-carrosseis' && <CarouselsEditor data={data} save={save} remove={remove} />}
      {section === 'conteudo-equipe' && <SellersEditor data={data} save={save} remove={remove} />}
      {section === 'conteudo-retirada' && <PickupEditor data={data} save={save} />}
      {section === 'conteudo-fretes' && <DeliveryEditor data={data} save={save} />}
    </div>
  );
}

type Banner = Content['banners'][number];

function BannersEditor({ data, save, remove }: { data: Content; save: Save; remove: Remove }) {
  const { t } = useAdmin();
  const [type, setType] = useState<(typeof TYPES)[number]>(1);
  const rows = data.banners.filter((b) => b.type_id === type);
  return (
    <section id="conteudo-banners" aria-labelledby="h-banners" className="flex flex-col gap-3">
      <h2 id="h-banners" className="text-lg font-semibold">
        {t.banners}
      </h2>
      <div role="group" aria-label={t.bannerType}>
        <Pills
          items={TYPES.map(
            (n) =>
              [
                n,
                `${n} · ${t.bannerTypes[n]} (${data.banners.filter((b) => b.type_id === n).length})`,
              ] as const,
          )}
          current={type}
          onPick={setType}
        />
      </div>
      <h3 className="font-semibold">
        {type} · {t.bannerTypes[type]}
      </h3>
      {rows.map((b) => (
        <BannerForm key={b.id} banner={b} save={save} onDelete={() => remove('banners', b.id)} />
      ))}
      <BannerForm key={`new-${type}-${rows.length}`} type={type} save={save} />
    </section>
  );
}

/** A row of toggle buttons: the one shown is pressed. */
function Pills<K extends string | number>({
  items,
  current,
  onPick,
}: {
  items: readonly (readonly [K, string])[];
  current: K;
  onPick: (k: K) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {items.map(([key, label]) => (
        <button
          key={key}
          type="button"
          aria-pressed={key === current}
          onClick={() => onPick(key)}
          className={`rounded-full border px-3 py-1 text-sm ${key === current ? 'border-blue-800 bg-blue-800 text-white' : 'border-zinc-400 bg-white text-zinc-900 hover:border-blue-800'}`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

function BannerForm({
  banner,
  type,
  save,
  onDelete,
}: {
  banner?: Banner;
  type?: number;
  save: Save;
  onDelete?: () => Promise<void>;
}) {
  const { t } = useAdmin();
  const id = banner ? `b${banner.id}` : `bnew${type}`;
  const label = banner
    ? `${t.banners} ${banner.id}: ${banner.description}`
    : `${t.newItem}: ${t.bannerTypes[type as 1]}`;
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
      <PictureField
        label={t.picture}
        uploadLabel={`${t.upload}: ${t.picture}`}
        name="image_url"
        defaultValue={banner?.image_url ?? ''}
        required
      />
      <Field label={t.link} name="link" defaultValue={banner?.link ?? ''} />
      <Field
        label={t.description}
        name="description"
        defaultValue={banner?.description ?? ''}
        required
        maxLength={200}
      />
      <Field label={t.position} name="position" type="number" min={0} defaultValue={banner?.position ?? 0} />
      <Field
        label={t.startsAt}
        name="starts_at"
        type="datetime-local"
        defaultValue={toParaguayInput(banner?.starts_at ?? null)}
      />
      <Field
        label={t.endsAt}
        name="ends_at"
        type="datetime-local"
        defaultValue={toParaguayInput(banner?.ends_at ?? null)}
      />
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
          save('settings', {
            hours_pt: str(f, 'hours_pt'),
            hours_es: str(f, 'hours_es'),
            popup_reappear_minutes: int(f, 'popup_reappear_minutes'),
            popup_enabled: flag(f, 'popup_enabled'),
          })
        }
      >
        <Field
          label={`${t.storeHours} (pt-BR)`}
          name="hours_pt"
          defaultValue={s.hours_pt}
          required
          maxLength={200}
        />
        <Field
          label={`${t.storeHours} (es-PY)`}
          name="hours_es"
          defaultValue={s.hours_es}
          required
          maxLength={200}
        />
        <Field
          label={t.popupMinutes}
          name="popup_reappear_minutes"
          type="number"
          min={1}
          max={1440}
          defaultValue={s.popup_reappear_minutes}
        />
        <Check label={t.popupEnabled} name="popup_enabled" defaultChecked={s.popup_enabled} />
      </RowForm>
    </section>
  );
}
