import type { Bi, ImageKind } from './line-kit';
import { findPyCity, pyCityIdsOfState, type Geography } from './reference-data';

/** Spec §3 banner types: 1 main, 2 side, 3/5/6 central groups, 4 second side, 7 popup. */
export interface BannerConcept {
  typeId: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  title: Bi;
  subtitle: Bi;
  cta: Bi;
  /** Storefront path; `{hero}` is replaced by the first product's slug. */
  link: string;
  art: ImageKind;
  /** Two gradient stops and an accent. */
  palette: readonly [string, string, string];
}

const b = (
  typeId: BannerConcept['typeId'],
  title: Bi,
  subtitle: Bi,
  cta: Bi,
  link: string,
  art: ImageKind,
  palette: readonly [string, string, string],
): BannerConcept => ({ typeId, title, subtitle, cta, link, art, palette });
const SEE: Bi = ['Ver produtos', 'Ver productos'];
const BUY: Bi = ['Comprar agora', 'Comprar ahora'];

// prettier-ignore
export const BANNER_CONCEPTS: readonly BannerConcept[] = [
  b(1, ['Perfumes Árabes', 'Perfumes Árabes'], ['Khamrah, Yara, Asad e os mais desejados do Oriente', 'Khamrah, Yara, Asad y los más deseados de Oriente'], SEE, '/produtos/perfumaria/perfumes-arabes', 'perfume', ['#2b1a12', '#8a5a2b', '#e9c46a']),
  b(1, ['iPhone 16 Pro', 'iPhone 16 Pro'], ['Titânio. Câmera de 48 MP. Pronta entrega.', 'Titanio. Cámara de 48 MP. Entrega inmediata.'], BUY, '/marca/apple', 'phone', ['#101418', '#3b4452', '#c9b79c']),
  b(1, ['Kiko Milano', 'Kiko Milano'], ['Maquiagem italiana com preço de fronteira', 'Maquillaje italiano a precio de frontera'], SEE, '/marca/kiko-milano', 'lipstick', ['#3d0f1f', '#b03a5b', '#ffd6e0']),
  b(1, ['Linha XO', 'Línea XO'], ['Fones, cabos e carregadores para o dia a dia', 'Auriculares, cables y cargadores para el día a día'], SEE, '/especial', 'earbuds', ['#0d1b2a', '#1b4965', '#5fa8d3']),
  b(2, ['Perfumes Importados', 'Perfumes Importados'], ['Dior, Paco Rabanne, Carolina Herrera', 'Dior, Paco Rabanne, Carolina Herrera'], SEE, '/produtos/perfumaria/perfumes-importados', 'perfume', ['#1d2d44', '#3e5c76', '#f0ebd8']),
  b(2, ["Victoria's Secret", "Victoria's Secret"], ['Body splash a partir de U$ 14', 'Body splash desde U$ 14'], SEE, '/marca/victorias-secret', 'splash', ['#5e1742', '#c45b8c', '#ffe3ef']),
  b(3, ['Cosméticos', 'Cosméticos'], ['Maquiagem e skincare', 'Maquillaje y skincare'], SEE, '/produtos/cosmeticos', 'palette', ['#4a2c2a', '#c08552', '#fff1e6']),
  b(3, ['Karseell', 'Karseell'], ['Tratamento capilar com colágeno', 'Tratamiento capilar con colágeno'], SEE, '/marca/karseell', 'jar', ['#2d1e2f', '#7c5c8a', '#f1e4f3']),
  b(3, ['Creamy', 'Creamy'], ['Skincare com ativos de verdade', 'Skincare con activos de verdad'], SEE, '/marca/creamy', 'pump', ['#24443d', '#5c9c8c', '#e8f6f1']),
  b(4, ['Smartwatches', 'Smartwatches'], ['Apple Watch, Redmi Watch e Honor', 'Apple Watch, Redmi Watch y Honor'], SEE, '/produtos/relogios/smartwatches', 'watch', ['#1b1b1e', '#44475a', '#8be9fd']),
  b(4, ['Xiaomi', 'Xiaomi'], ['Redmi Note 14 e Poco com garantia', 'Redmi Note 14 y Poco con garantía'], SEE, '/marca/xiaomi', 'phone', ['#3a1300', '#ff6900', '#ffe0cc']),
  b(5, ['Áudio', 'Audio'], ['AirPods, Redmi Buds e caixas de som', 'AirPods, Redmi Buds y parlantes'], SEE, '/produtos/audio', 'headphones', ['#161a30', '#31304d', '#b6bbc4']),
  b(5, ['Power Banks XO', 'Power Banks XO'], ['Carga onde você estiver', 'Carga donde estés'], SEE, '/especial/xo/xo-power-banks', 'powerbank', ['#0b2027', '#40798c', '#cfd7c7']),
  b(6, ['Lattafa Khamrah', 'Lattafa Khamrah'], ['O best-seller árabe', 'El best-seller árabe'], BUY, '/produto/{hero}', 'perfume', ['#3b1f0e', '#a0522d', '#f4d58d']),
  b(6, ['Honor', 'Honor'], ['Magic 7 Lite e série X', 'Magic 7 Lite y serie X'], SEE, '/marca/honor', 'phone', ['#0f2027', '#2c5364', '#a8e6cf']),
  b(6, ['Cuidados Pessoais', 'Cuidado Personal'], ['Nivea, Dove e barbeadores Xiaomi', 'Nivea, Dove y afeitadoras Xiaomi'], SEE, '/produtos/cuidados-pessoais', 'aerosol', ['#0a2342', '#2ca58d', '#e8f1f2']),
  b(7, ['Semana Árabe', 'Semana Árabe'], ['Até 20% OFF em perfumes árabes selecionados', 'Hasta 20% OFF en perfumes árabes seleccionados'], SEE, '/produtos/perfumaria/perfumes-arabes', 'perfume', ['#1a0f0a', '#7b3f00', '#ffd166']),
];

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

export function bannerConcept(id: number): BannerConcept | undefined {
  return Number.isInteger(id) && id >= 1 ? BANNER_CONCEPTS[Math.floor((id - 1) / 2)] : undefined;
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

/** USD is the base: a price in dollars times the rate gives the other currency. */
// prettier-ignore
export const EXCHANGE_RATES = [
  { source_currency_id: 2, target_currency_id: 1, rate: '5.420000', multiply: true },
  { source_currency_id: 2, target_currency_id: 3, rate: '7315.000000', multiply: true },
  { source_currency_id: 2, target_currency_id: 4, rate: '1180.500000', multiply: true },
] as const;

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

export function pickupPointRows(geo: Geography) {
  return [
    {
      id: 1,
      name: 'Loja Matriz Ciudad del Este',
      address: 'Av. San Blas 1250 c/ Av. Monseñor Rodríguez, Microcentro, Ciudad del Este',
      opening_hours: 'Lun a Sáb 8h a 18h',
      city_id: requireCity(geo, 'Ciudad del Este', 'Alto Paraná'),
      active: true,
    },
    {
      id: 2,
      name: 'Punto de Retiro Asunción',
      address: 'Av. Mariscal López 3794 c/ Cruz del Chaco, Villa Morra, Asunción',
      opening_hours: 'Lun a Sáb 8h a 18h',
      city_id: requireCity(geo, 'Asunción', 'Asunción'),
      active: true,
    },
    {
      id: 3,
      name: 'Punto de Retiro Encarnación',
      address: 'Av. Irrazábal 1120 c/ Mcal. Estigarribia, Encarnación',
      opening_hours: 'Lun a Sáb 8h a 18h',
      city_id: requireCity(geo, 'Encarnación', 'Itapúa'),
      active: true,
    },
  ];
}
