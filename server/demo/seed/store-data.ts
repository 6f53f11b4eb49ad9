import { BANNER_CONCEPTS } from '../catalog-model/banner-concepts';
import { findPyCity, pyCityIdsOfState, type Geography } from '../../db/reference/reference-data';
import { mainPickupPoint } from '../../db/reference/store-reference';

export interface BannerRow {
  id: number;
  type_id: number;
  lang: 'pt' | 'es';
  image_url: string;
  link: string;
  description: string;
  position: number;
  active: boolean;
}

/** Every concept in Portuguese (odd ids) and Spanish (even ids): banner id n ↔ concept ⌊(n−1)/2⌋. */
export function bannerRows(heroSlug: string | null): BannerRow[] {
  const rows: BannerRow[] = [];
  BANNER_CONCEPTS.forEach((concept, i) => {
    (['pt', 'es'] as const).forEach((lang, l) => {
      const id = i * 2 + l + 1;
      const link = concept.link.includes('{hero}')
        ? heroSlug
          ? concept.link.replace('{hero}', heroSlug)
          : '/produtos/perfumaria'
        : concept.link;
      rows.push({
        id,
        type_id: concept.typeId,
        lang,
        image_url: `/media/banners/${id}-${lang}.webp`,
        link,
        description: `${concept.title[l]} – ${concept.subtitle[l]}`.slice(0, 200),
        position: i + 1,
        active: true,
      });
    });
  });
  return rows;
}

export interface SellerDef {
  id: number;
  name: string;
  role: string;
  whatsapp: string;
  hasPhoto: boolean;
}

/** WhatsApp numbers in the raw shapes the ERP holds: 12 digits, 9 digits without 595, one free-form. */
// prettier-ignore
export const SELLERS: readonly SellerDef[] = [
  { id: 1, name: 'Ana Benítez', role: 'Gerente de Vendas', whatsapp: '595981234567', hasPhoto: true },
  { id: 2, name: 'Carlos Giménez', role: 'Vendedor', whatsapp: '595982345678', hasPhoto: true },
  { id: 3, name: 'Larissa Oliveira', role: 'Vendedora', whatsapp: '983456789', hasPhoto: true },
  { id: 4, name: 'Diego Fernández', role: 'Vendedor de Eletrônicos', whatsapp: '595971112233', hasPhoto: true },
  { id: 5, name: 'Fátima Haddad', role: 'Consultora de Perfumaria', whatsapp: '991234567', hasPhoto: true },
  { id: 6, name: 'Rodrigo Santos', role: 'Atendimento Brasil', whatsapp: '+55 (45) 99876-5432', hasPhoto: true },
  { id: 7, name: 'María José Duarte', role: 'Vendedora', whatsapp: '595961998877', hasPhoto: false },
];

export const sellerRows = () =>
  SELLERS.map((s) => ({
    id: s.id,
    name: s.name,
    role: s.role,
    photo_url: s.hasPhoto ? `/media/sellers/${s.id}.webp` : null,
    whatsapp: s.whatsapp,
    position: s.id,
    active: true,
  }));

function requireCity(geo: Geography, name: string, state: string): number {
  const city = findPyCity(geo, name, state);
  if (!city) throw new Error(`Geography lacks the district ${name} (${state})`);
  return city.id;
}

export function deliveryServiceRows(geo: Geography) {
  const altoParana = pyCityIdsOfState(geo, 'Alto Paraná');
  const granAsuncion = [...pyCityIdsOfState(geo, 'Asunción'), ...pyCityIdsOfState(geo, 'Central')];
  return [
    {
      id: 1,
      integrator_id: null,
      name: 'Entrega Express CDE',
      base_fee_pyg: 25_000,
      per_item_fee_pyg: 5_000,
      lead_time_days: 1,
      city_ids: altoParana,
      active: true,
    },
    {
      id: 2,
      integrator_id: null,
      name: 'Envío Nacional',
      base_fee_pyg: 45_000,
      per_item_fee_pyg: 8_000,
      lead_time_days: 3,
      city_ids: null,
      active: true,
    },
    {
      id: 3,
      integrator_id: null,
      name: 'Moto Delivery Gran Asunción',
      base_fee_pyg: 30_000,
      per_item_fee_pyg: 6_000,
      lead_time_days: 2,
      city_ids: granAsuncion,
      active: true,
    },
  ];
}

/** The store's own counter (reference data) and two demo pickup points. */
export function pickupPointRows(geo: Geography) {
  return [
    mainPickupPoint(geo),
    {
      id: 2,
      name: 'Punto de Retiro Asunción',
      address: 'Av. Mariscal López 3794 c/ Cruz del Chaco, Villa Morra, Asunción',
      opening_hours: 'Lun a Sáb 8h a 18h',
      opening_hours_pt: 'Seg a Sáb 8h às 18h',
      city_id: requireCity(geo, 'Asunción', 'Asunción'),
      active: true,
    },
    {
      id: 3,
      name: 'Punto de Retiro Encarnación',
      address: 'Av. Irrazábal 1120 c/ Mcal. Estigarribia, Encarnación',
      opening_hours: 'Lun a Sáb 8h a 18h',
      opening_hours_pt: 'Seg a Sáb 8h às 18h',
      city_id: requireCity(geo, 'Encarnación', 'Itapúa'),
      active: true,
    },
  ];
}

/** The home's two carousels (spec §9: highlight category id 27, brand id 4), as migration 0018 backfills them. */
export function highlightCarouselRows() {
  return [
    { id: 1, category_id: 27, brand_id: null, position: 1, active: true },
    { id: 2, category_id: null, brand_id: 4, position: 2, active: true },
  ];
}
