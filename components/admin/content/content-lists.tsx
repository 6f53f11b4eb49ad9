'use client';

import { useAdmin } from '../admin-context';
import { Field, Select } from '../form-bits';
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

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`h-${id}`} className="flex flex-col gap-2">
      <h2 id={`h-${id}`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

type Carousel = Content['carousels'][number];

export function CarouselsEditor({ data, save, remove }: { data: Content; save: Save; remove: Remove }) {
  const { t } = useAdmin();
  const form = (c?: Carousel) => (
    <RowForm
      key={c ? c.id : `new-${data.carousels.length}`}
      label={c ? `${t.carousels} ${c.id}` : `${t.newItem}: ${t.carousels}`}
      onDelete={c ? () => remove('carousels', c.id) : undefined}
      onSave={(f) => {
        const [kind, id] = str(f, 'source').split(':');
        return save('carousels', {
          ...(c ? { id: c.id } : {}),
          title_pt: str(f, 'title_pt') || null,
          title_es: str(f, 'title_es') || null,
          category_id: kind === 'c' ? Number(id) : null,
          brand_id: kind === 'b' ? Number(id) : null,
          position: int(f, 'position'),
          active: flag(f, 'active'),
        });
      }}
    >
      <Select
        label={`${t.category} / ${t.brand}`}
        name="source"
        defaultValue={c ? (c.category_id ? `c:${c.category_id}` : `b:${c.brand_id}`) : ''}
        required
      >
        <option value="">{t.noneChosen}</option>
        <optgroup label={t.category}>
          {data.choices.categories.map((x) => (
            <option key={x.id} value={`c:${x.id}`}>
              {x.name}
            </option>
          ))}
        </optgroup>
        <optgroup label={t.brand}>
          {data.choices.brands.map((x) => (
            <option key={x.id} value={`b:${x.id}`}>
              {x.name}
            </option>
          ))}
        </optgroup>
      </Select>
      <Field label={t.titlePt} name="title_pt" defaultValue={c?.title_pt ?? ''} maxLength={120} />
      <Field label={t.titleEs} name="title_es" defaultValue={c?.title_es ?? ''} maxLength={120} />
      <Field label={t.position} name="position" type="number" min={0} defaultValue={c?.position ?? 0} />
      <Check label={t.active} name="active" defaultChecked={c?.active ?? true} />
    </RowForm>
  );
  return (
    <Section id="conteudo-carrosseis" title={t.carousels}>
      {data.carousels.map((c) => form(c))}
      {form()}
    </Section>
  );
}

type Seller = Content['sellers'][number];

export function SellersEditor({ data, save, remove }: { data: Content; save: Save; remove: Remove }) {
  const { t } = useAdmin();
  const form = (s?: Seller) => (
    <RowForm
      key={s ? s.id : `new-${data.sellers.length}`}
      label={s ? `${t.sellers}: ${s.name}` : `${t.newItem}: ${t.sellers}`}
      onDelete={s ? () => remove('sellers', s.id) : undefined}
      onSave={(f) =>
        save('sellers', {
          ...(s ? { id: s.id } : {}),
          name: str(f, 'name'),
          role: str(f, 'role'),
          photo_url: str(f, 'photo_url') || null,
          whatsapp: str(f, 'whatsapp'),
          position: int(f, 'position'),
          active: flag(f, 'active'),
          on_duty: flag(f, 'on_duty'),
        })
      }
    >
      <Field label={t.name} name="name" defaultValue={s?.name ?? ''} required maxLength={120} />
      <Field label={t.sellerRole} name="role" defaultValue={s?.role ?? ''} required maxLength={120} />
      <PictureField
        label={t.photo}
        uploadLabel={`${t.upload}: ${t.photo}`}
        name="photo_url"
        defaultValue={s?.photo_url ?? ''}
      />
      <Field label={t.whatsapp} name="whatsapp" defaultValue={s?.whatsapp ?? ''} required inputMode="tel" />
      <Field label={t.position} name="position" type="number" min={0} defaultValue={s?.position ?? 0} />
      <Check label={t.active} name="active" defaultChecked={s?.active ?? true} />
      <Check label={t.onDuty} name="on_duty" defaultChecked={s?.on_duty ?? false} />
    </RowForm>
  );
  return (
    <Section id="conteudo-equipe" title={t.sellers}>
      {data.sellers.map((s) => form(s))}
      {form()}
    </Section>
  );
}

type Pickup = Content['pickup_points'][number];

export function PickupEditor({ data, save }: { data: Content; save: Save }) {
  const { t } = useAdmin();
  const form = (p?: Pickup) => (
    <RowForm
      key={p ? p.id : `new-${data.pickup_points.length}`}
      label={p ? `${t.pickupPoints}: ${p.name}` : `${t.newItem}: ${t.pickupPoints}`}
      onSave={(f) =>
        save('pickup-points', {
          ...(p ? { id: p.id } : {}),
          name: str(f, 'name'),
          address: str(f, 'address'),
          hours_pt: str(f, 'hours_pt'),
          hours_es: str(f, 'hours_es'),
          city_id: int(f, 'city_id'),
          active: flag(f, 'active'),
        })
      }
    >
      <Field label={t.name} name="name" defaultValue={p?.name ?? ''} required maxLength={120} />
      <Field label={t.address} name="address" defaultValue={p?.address ?? ''} required maxLength={300} />
      <Field label={t.hoursPt} name="hours_pt" defaultValue={p?.hours_pt ?? ''} required maxLength={200} />
      <Field label={t.hoursEs} name="hours_es" defaultValue={p?.hours_es ?? ''} required maxLength={200} />
      <Field
        label={p ? `${t.cityId} · ${p.city}` : t.cityId}
        name="city_id"
        type="number"
        min={1}
        defaultValue={p?.city_id ?? ''}
        required
      />
      <Check label={t.active} name="active" defaultChecked={p?.active ?? true} />
    </RowForm>
  );
  return (
    <Section id="conteudo-retirada" title={t.pickupPoints}>
      {data.pickup_points.map((p) => form(p))}
      {form()}
    </Section>
  );
}

type Delivery = Content['delivery_services'][number];

export function DeliveryEditor({ data, save }: { data: Content; save: Save }) {
  const { t } = useAdmin();
  const form = (d?: Delivery) => (
    <RowForm
      key={d ? d.id : `new-${data.delivery_services.length}`}
      label={d ? `${t.deliveryServices}: ${d.name}` : `${t.newItem}: ${t.deliveryServices}`}
      onSave={(f) => {
        const ids = str(f, 'city_ids')
          .split(/[,\s]+/)
          .filter(Boolean)
          .map(Number);
        return save('delivery-services', {
          ...(d ? { id: d.id } : {}),
          name: str(f, 'name'),
          base_fee_pyg: int(f, 'base_fee_pyg'),
          per_item_fee_pyg: int(f, 'per_item_fee_pyg'),
          lead_time_days: int(f, 'lead_time_days'),
          city_ids: ids.length ? ids : null,
          active: flag(f, 'active'),
        });
      }}
    >
      <Field label={t.name} name="name" defaultValue={d?.name ?? ''} required maxLength={120} />
      <Field
        label={t.baseFee}
        name="base_fee_pyg"
        type="number"
        min={0}
        step={1}
        defaultValue={d?.base_fee_pyg ?? 0}
      />
      <Field
        label={t.perItemFee}
        name="per_item_fee_pyg"
        type="number"
        min={0}
        step={1}
        defaultValue={d?.per_item_fee_pyg ?? 0}
      />
      <Field
        label={t.leadTime}
        name="lead_time_days"
        type="number"
        min={0}
        max={60}
        defaultValue={d?.lead_time_days ?? 1}
      />
      <label className="flex flex-col gap-1 text-sm sm:col-span-2 lg:col-span-3">
        <span className="font-medium">{t.cityIds}</span>
        <textarea
          name="city_ids"
          rows={2}
          defaultValue={d?.city_ids?.join(', ') ?? ''}
          className="rounded border border-zinc-400 bg-white px-2 py-1.5"
        />
      </label>
      <Check label={t.active} name="active" defaultChecked={d?.active ?? true} />
    </RowForm>
  );
  return (
    <Section id="conteudo-fretes" title={t.deliveryServices}>
      {data.delivery_services.map((d) => form(d))}
      {form()}
    </Section>
  );
}
