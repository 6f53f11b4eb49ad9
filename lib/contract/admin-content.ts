import { z } from 'zod';

/**
 * The store's content as the back office edits it (issue 20 point 4): banners (spec §3 types 1–7, 7 is the
 * popup), the popup's delay, home carousels, the sales team, pickup points, store hours and delivery fees.
 * Error codes are message keys (lib/contract/messages.ts: invalidValue).
 */
export const CONTENT_KINDS = [
  'banners',
  'carousels',
  'sellers',
  'pickup-points',
  'delivery-services',
  'settings',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

const text = (max: number) => z.string().trim().min(1, 'invalidValue').max(max, 'invalidValue');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'invalidValue')
    .nullish()
    .transform((v) => (v ? v : null));
const id = z.number().int().positive().max(2_147_483_647);
const position = z.number().int().min(0).max(10_000);

/** A picture the store's media serves (/media/<kind>/<file>): no outside hosts, no paths that climb. */
export const mediaUrl = z
  .string()
  .trim()
  .max(300, 'invalidValue')
  .regex(/^\/media\/[a-z]{1,20}\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,120}$/, 'invalidValue')
  .refine((v) => !v.includes('..'), 'invalidValue');

/** A storefront path or an https address; never javascript:, data: or protocol-relative links. */
export const bannerLink = z
  .string()
  .trim()
  .max(300, 'invalidValue')
  .refine(
    (v) =>
      (v.startsWith('/') && !v.startsWith('//') && !v.includes('\\')) ||
      /^https:\/\/[^\s/]+\.[^\s]+$/.test(v),
    'invalidValue',
  );

/** ISO date-time with an offset ("2026-12-01T08:00:00-03:00" or "…Z"). */
const instant = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, 'invalidValue')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'invalidValue')
  .nullish()
  .transform((v) => (v ? new Date(v).toISOString() : null));

/**
 * WhatsApp in international form: Paraguay (+595, 12 digits) or Brazil (+55, 12–13 digits). Spaces, dashes and
 * parentheses are dropped; the stored value is "+<digits>" so a wa.me link never gets a second country code.
 */
export const whatsappNumber = z
  .string()
  .trim()
  .max(30, 'invalidValue')
  .transform((v) => v.replace(/[\s().-]/g, ''))
  .refine((v) => /^\+?(595\d{9}|55\d{10,11})$/.test(v), 'invalidValue')
  .transform((v) => `+${v.replace(/^\+/, '')}`);

export const saveBannerSchema = z
  .object({
    id: id.optional(),
    type_id: z.number().int().min(1).max(7),
    lang: z.enum(['pt', 'es']).nullable(),
    image_url: mediaUrl,
    link: bannerLink.nullish().transform((v) => v || null),
    description: text(200),
    position,
    active: z.boolean(),
    starts_at: instant,
    ends_at: instant,
  })
  .refine((b) => !b.starts_at || !b.ends_at || b.starts_at < b.ends_at, {
    message: 'invalidValue',
    path: ['ends_at'],
  });

export const saveCarouselSchema = z
  .object({
    id: id.optional(),
    title_pt: optionalText(120),
    title_es: optionalText(120),
    category_id: id.nullable(),
    brand_id: id.nullable(),
    position,
    active: z.boolean(),
  })
  .refine((c) => (c.category_id === null) !== (c.brand_id === null), {
    message: 'invalidValue',
    path: ['category_id'],
  });

export const saveSellerSchema = z.object({
  id: id.optional(),
  name: text(120),
  role: text(120),
  photo_url: mediaUrl.nullish().transform((v) => v || null),
  whatsapp: whatsappNumber,
  position,
  active: z.boolean(),
  /** Takes the storefront's WhatsApp conversations in turn (issue 28); old clients that omit it leave it off. */
  on_duty: z.boolean().default(false),
});

export const savePickupPointSchema = z.object({
  id: id.optional(),
  name: text(120),
  address: text(300),
  hours_es: text(200),
  hours_pt: text(200),
  city_id: id,
  active: z.boolean(),
});

export const saveDeliveryServiceSchema = z.object({
  id: id.optional(),
  name: text(120),
  /** Guaranis, whole. */
  base_fee_pyg: z.number().int().min(0).max(100_000_000),
  per_item_fee_pyg: z.number().int().min(0).max(100_000_000),
  lead_time_days: z.number().int().min(0).max(60),
  /** Districts served; null: every district of Paraguay. */
  city_ids: z.array(id).min(1).max(300).nullable(),
  active: z.boolean(),
});

export const saveSettingsSchema = z.object({
  hours_pt: text(200),
  hours_es: text(200),
  popup_reappear_minutes: z.number().int().min(1).max(1440),
  popup_enabled: z.boolean(),
});

export type SaveBanner = z.output<typeof saveBannerSchema>;
export type SaveCarousel = z.output<typeof saveCarouselSchema>;
export type SaveSeller = z.output<typeof saveSellerSchema>;
export type SavePickupPoint = z.output<typeof savePickupPointSchema>;
export type SaveDeliveryService = z.output<typeof saveDeliveryServiceSchema>;
export type SaveSettings = z.output<typeof saveSettingsSchema>;

const nullableString = z.string().nullable();
export const contentAdminSchema = z.object({
  banners: z.array(
    z.object({
      id: z.number().int(),
      type_id: z.number().int(),
      lang: z.enum(['pt', 'es']).nullable(),
      image_url: z.string(),
      link: nullableString,
      description: z.string(),
      position: z.number().int(),
      active: z.boolean(),
      starts_at: nullableString,
      ends_at: nullableString,
    }),
  ),
  carousels: z.array(
    z.object({
      id: z.number().int(),
      title_pt: nullableString,
      title_es: nullableString,
      category_id: z.number().int().nullable(),
      brand_id: z.number().int().nullable(),
      position: z.number().int(),
      active: z.boolean(),
    }),
  ),
  sellers: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      role: z.string(),
      photo_url: nullableString,
      whatsapp: z.string(),
      position: z.number().int(),
      active: z.boolean(),
      on_duty: z.boolean(),
    }),
  ),
  pickup_points: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      address: z.string(),
      hours_es: z.string(),
      hours_pt: nullableString,
      city_id: z.number().int(),
      city: z.string(),
      active: z.boolean(),
    }),
  ),
  delivery_services: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      base_fee_pyg: z.number().int(),
      per_item_fee_pyg: z.number().int(),
      lead_time_days: z.number().int(),
      city_ids: z.array(z.number().int()).nullable(),
      active: z.boolean(),
    }),
  ),
  settings: z.object({
    hours_pt: z.string(),
    hours_es: z.string(),
    popup_reappear_minutes: z.number().int(),
    popup_enabled: z.boolean(),
  }),
  choices: z.object({
    categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
    brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
});
export type ContentAdmin = z.infer<typeof contentAdminSchema>;

/** The storefront's home content (public, cached): windowed banners, the popup, carousels in order. */
export const homeContentSchema = z.object({
  banners: z.array(
    z.object({
      id: z.number().int(),
      tipo_id: z.number().int().min(1).max(7),
      imagem: z.object({ url: z.string() }),
      link: z.string().nullable(),
      descricao: z.string(),
    }),
  ),
  popup_minutos: z.number().int(),
  carrosseis: z.array(
    z.object({
      id: z.number().int(),
      titulo: z.string().nullable(),
      categoria_id: z.number().int().nullable(),
      marca_id: z.number().int().nullable(),
    }),
  ),
  /** The next banner window edge (ISO), so the storefront re-renders then; null: none scheduled. */
  proxima_mudanca: z.string().nullable(),
});
export type HomeContent = z.infer<typeof homeContentSchema>;

/** Store facts staff edit that every page shows (header/footer). */
export const storeInfoSchema = z.object({ horario: z.string() });
export type StoreInfoBody = z.infer<typeof storeInfoSchema>;
