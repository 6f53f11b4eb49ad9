import { BRAND, brandName, DEP } from './catalog-taxonomy';
import {
  bi,
  colour,
  combo,
  COMMON_COLOURS as C,
  erp,
  shopPrice,
  someSpecs,
  spec,
  type Bi,
  type Colour,
  type ImageKind,
  type LineItem,
  type ProductLine,
  type SpecRow,
} from './line-kit';
import type { Rng } from '../random';

/** Audio, wearables and branded accessories: model × colour (× size × band for watches). */
interface Gadget {
  brandId: number;
  dep: number;
  kind: ImageKind;
  name: Bi;
  price: number;
  colours: Colour[];
  specs: SpecRow[];
  sizes?: string[];
  bands?: Bi[];
}
const g = (
  brandId: number,
  dep: number,
  kind: ImageKind,
  name: Bi | string,
  price: number,
  colours: Colour[],
  specs: SpecRow[],
  sizes?: string[],
  bands?: Bi[],
): Gadget => ({
  brandId,
  dep,
  kind,
  name: typeof name === 'string' ? bi(name) : name,
  price,
  colours,
  specs,
  sizes,
  bands,
});

const BT = (version: string, hours: number): SpecRow[] => [
  spec(bi('Conexão', 'Conexión'), `Bluetooth ${version}`),
  spec(bi('Autonomia', 'Autonomía'), bi(`Até ${hours} h com estojo`, `Hasta ${hours} h con estuche`)),
  spec(bi('Carregamento', 'Carga'), 'USB-C'),
  spec(bi('Microfone', 'Micrófono'), bi('Sim, para chamadas', 'Sí, para llamadas')),
  spec(bi('Resistência', 'Resistencia'), 'IP54'),
];
const WATCH = (screen: string, days: string): SpecRow[] => [
  spec(bi('Tela', 'Pantalla'), screen),
  spec(bi('Bateria', 'Batería'), bi(`Até ${days}`, `Hasta ${days.replace('dias', 'días')}`)),
  spec(bi('Sensores'), bi('Frequência cardíaca, SpO2, sono', 'Frecuencia cardíaca, SpO2, sueño')),
  spec(bi('Resistência à água', 'Resistencia al agua'), '5 ATM'),
  spec(bi('Compatibilidade', 'Compatibilidad'), 'Android / iOS'),
];
const CHARGE = (power: string, port: string): SpecRow[] => [
  spec(bi('Potência', 'Potencia'), power),
  spec(bi('Conector', 'Conector'), port),
  spec(bi('Entrada', 'Entrada'), '100–240 V'),
  spec(bi('Garantia', 'Garantía'), bi('3 meses')),
];

const APPLE_AUDIO = [C.white];
// prettier-ignore
const MAX_COLOURS = [colour('Meia-noite', 'Medianoche', '#1f2430'), colour('Estelar', 'Blanco Estelar', '#f1ece2'), C.blue, C.purple, colour('Laranja', 'Naranja', '#e88a4b')];
// prettier-ignore
const SPORT_BANDS: Bi[] = [bi('Pulseira Esportiva', 'Correa Deportiva'), bi('Pulseira Loop Esportiva', 'Correa Loop Deportiva'), bi('Pulseira Milanesa', 'Correa Milanesa')];
// prettier-ignore
const ULTRA_BANDS: Bi[] = [bi('Pulseira Oceano', 'Correa Océano'), bi('Pulseira Loop Alpina', 'Correa Loop Alpina'), bi('Pulseira Loop Trail', 'Correa Loop Trail')];
// prettier-ignore
const ALU = [colour('Alumínio Prateado', 'Aluminio Plateado', '#c9ccd1'), colour('Alumínio Preto Brilhante', 'Aluminio Negro Brillante', '#202124'), colour('Alumínio Ouro Rosa', 'Aluminio Oro Rosa', '#e3b8a6')];

// prettier-ignore
const GADGETS: Gadget[] = [
  g(BRAND.apple, DEP.earphones, 'earbuds', 'AirPods 4', 129, APPLE_AUDIO, BT('5.3', 30)),
  g(BRAND.apple, DEP.earphones, 'earbuds', bi('AirPods 4 com Cancelamento Ativo de Ruído', 'AirPods 4 con Cancelación Activa de Ruido'), 179, APPLE_AUDIO, BT('5.3', 30)),
  g(BRAND.apple, DEP.earphones, 'earbuds', 'AirPods Pro 2 USB-C', 229, APPLE_AUDIO, BT('5.3', 30)),
  g(BRAND.apple, DEP.earphones, 'headphones', 'AirPods Max USB-C', 529, MAX_COLOURS, BT('5.0', 20)),
  g(BRAND.xiaomi, DEP.earphones, 'earbuds', 'Redmi Buds 6 Active', 19, [C.black, C.white, C.pink, C.blue], BT('5.4', 30)),
  g(BRAND.xiaomi, DEP.earphones, 'earbuds', 'Redmi Buds 6 Lite', 24, [C.black, C.white, C.blue], BT('5.3', 38)),
  g(BRAND.xiaomi, DEP.earphones, 'earbuds', 'Redmi Buds 6 Pro', 69, [C.black, C.white, C.purple], BT('5.3', 36)),
  g(BRAND.honor, DEP.earphones, 'earbuds', 'Choice Earbuds X5', 29, [C.black, C.white], BT('5.3', 35)),
  g(BRAND.honor, DEP.earphones, 'earbuds', 'Choice Earbuds X7', 45, [C.black, C.white, C.blue], BT('5.3', 40)),
  g(BRAND.xiaomi, DEP.speakers, 'speaker', bi('Caixa de Som Sound Pocket 5W', 'Parlante Sound Pocket 5W'), 29, [C.black, C.blue, C.grey], BT('5.4', 10)),
  g(BRAND.xiaomi, DEP.speakers, 'speaker', bi('Caixa de Som Sound Outdoor 30W', 'Parlante Sound Outdoor 30W'), 69, [C.black, C.blue, C.red], BT('5.4', 12)),
  g(BRAND.apple, DEP.smartwatches, 'watch', 'Apple Watch Series 10 GPS', 399, ALU, WATCH('OLED LTPO3 Always-On', '18 h'), ['42 mm', '46 mm'], SPORT_BANDS),
  g(BRAND.apple, DEP.smartwatches, 'watch', 'Apple Watch SE GPS', 249, ALU, WATCH('OLED Retina', '18 h'), ['40 mm', '44 mm'], SPORT_BANDS),
  g(BRAND.apple, DEP.smartwatches, 'watch', 'Apple Watch Ultra 2 GPS + Cellular 49 mm', 799, [colour('Titânio Natural', 'Titanio Natural', '#b9b2a6'), colour('Titânio Preto', 'Titanio Negro', '#3b3b3d')], WATCH('OLED LTPO3 3000 nits', '36 h'), undefined, ULTRA_BANDS),
  g(BRAND.xiaomi, DEP.smartwatches, 'watch', 'Redmi Watch 5 Active', 39, [C.black, C.silver], WATCH('2" LCD', '18 dias')),
  g(BRAND.xiaomi, DEP.smartwatches, 'watch', 'Redmi Watch 5 Lite', 59, [C.black, colour('Bege', 'Beige', '#d8c7ad')], WATCH('1,96" AMOLED', '18 dias')),
  g(BRAND.xiaomi, DEP.smartwatches, 'watch', 'Xiaomi Watch S4', 169, [C.black, C.silver], WATCH('1,43" AMOLED', '15 dias')),
  g(BRAND.xiaomi, DEP.smartbands, 'watch', 'Smart Band 9', 39, [C.black, C.silver, C.pink, C.blue], WATCH('1,62" AMOLED', '21 dias')),
  g(BRAND.xiaomi, DEP.smartbands, 'watch', 'Smart Band 9 Pro', 69, [C.black, C.silver, C.gold], WATCH('1,74" AMOLED', '21 dias')),
  g(BRAND.honor, DEP.smartbands, 'watch', 'Band 9', 45, [C.black, C.white, C.blue], WATCH('1,57" AMOLED', '14 dias')),
  g(BRAND.honor, DEP.smartwatches, 'watch', 'Watch 5', 109, [C.black, C.green, C.gold], WATCH('1,85" AMOLED', '15 dias')),
  g(BRAND.apple, DEP.chargers, 'charger', bi('Carregador USB-C 20W', 'Cargador USB-C 20W'), 22, APPLE_AUDIO, CHARGE('20 W', 'USB-C')),
  g(BRAND.apple, DEP.chargers, 'charger', bi('Carregador MagSafe 1 m', 'Cargador MagSafe 1 m'), 45, APPLE_AUDIO, CHARGE('25 W', 'MagSafe / USB-C')),
  g(BRAND.apple, DEP.cables, 'cable', bi('Cabo USB-C para Lightning 1 m', 'Cable USB-C a Lightning 1 m'), 19, APPLE_AUDIO, CHARGE('20 W', 'USB-C / Lightning')),
  g(BRAND.apple, DEP.cables, 'cable', bi('Cabo de Carregamento USB-C 240W 2 m', 'Cable de Carga USB-C 240W 2 m'), 29, APPLE_AUDIO, CHARGE('240 W', 'USB-C')),
  g(BRAND.xiaomi, DEP.chargers, 'charger', bi('Carregador HyperCharge 67W', 'Cargador HyperCharge 67W'), 25, [C.white], CHARGE('67 W', 'USB-A')),
  g(BRAND.xiaomi, DEP.chargers, 'charger', bi('Carregador HyperCharge 120W', 'Cargador HyperCharge 120W'), 35, [C.white], CHARGE('120 W', 'USB-A')),
  g(BRAND.xiaomi, DEP.powerBanks, 'powerbank', 'Power Bank 10000 mAh 22.5W', 22, [C.black, C.white, C.blue], CHARGE('22,5 W', 'USB-C / USB-A')),
  g(BRAND.xiaomi, DEP.powerBanks, 'powerbank', 'Power Bank 20000 mAh 22.5W', 32, [C.black, C.white], CHARGE('22,5 W', 'USB-C / USB-A')),
  g(BRAND.honor, DEP.chargers, 'charger', bi('Carregador SuperCharge 66W', 'Cargador SuperCharge 66W'), 29, [C.white], CHARGE('66 W', 'USB-C')),
  g(BRAND.apple, DEP.earphones, 'earbuds', 'EarPods USB-C', 19, APPLE_AUDIO, [spec(bi('Conector'), 'USB-C'), spec(bi('Microfone', 'Micrófono'), bi('Sim, com controle de volume', 'Sí, con control de volumen')), spec(bi('Comprimento', 'Largo'), '1,1 m')], ['', 'Kit 2 Unidades']),
  g(BRAND.apple, DEP.chargers, 'charger', bi('Carregador Duplo USB-C 35W', 'Cargador Doble USB-C 35W'), 59, APPLE_AUDIO, CHARGE('35 W', '2 × USB-C')),
  g(BRAND.xiaomi, DEP.earphones, 'earbuds', 'Redmi Buds 5 Pro', 59, [C.black, C.white, C.purple], BT('5.3', 38)),
  g(BRAND.xiaomi, DEP.earphones, 'earbuds', 'Xiaomi Buds 5', 89, [C.black, C.white, C.silver], BT('5.4', 39)),
  g(BRAND.xiaomi, DEP.speakers, 'speaker', bi('Caixa de Som Portátil 16W', 'Parlante Portátil 16W'), 45, [C.black, C.blue, C.green, C.red], BT('5.0', 13)),
  g(BRAND.xiaomi, DEP.smartwatches, 'watch', 'Redmi Watch 4', 89, [C.black, C.silver], WATCH('1,97" AMOLED', '20 dias')),
  g(BRAND.xiaomi, DEP.smartbands, 'watch', 'Smart Band 8 Active', 25, [C.black, C.pink], WATCH('1,47" LCD', '14 dias')),
  g(BRAND.honor, DEP.smartwatches, 'watch', 'Choice Watch', 59, [C.black, C.white], WATCH('1,95" AMOLED', '12 dias')),
  g(BRAND.honor, DEP.earphones, 'earbuds', 'Choice Earbuds X3', 25, [C.black, C.white, C.blue], BT('5.3', 28)),
  g(BRAND.xiaomi, DEP.cables, 'cable', bi('Cabo USB-C 6A 1 m', 'Cable USB-C 6A 1 m'), 9, [C.white, C.black], CHARGE('120 W', 'USB-A / USB-C')),
  g(BRAND.xiaomi, DEP.chargers, 'charger', bi('Carregador 33W', 'Cargador 33W'), 17, [C.white], CHARGE('33 W', 'USB-A')),
  g(BRAND.xiaomi, DEP.powerBanks, 'powerbank', 'Power Bank Magnético 5000 mAh', 35, [C.black, C.white, C.blue], CHARGE('7,5 W', 'MagSafe / USB-C')),
];

const FLAT = GADGETS.flatMap((x) =>
  x.colours.flatMap((_, c) =>
    (x.sizes ?? ['']).flatMap((_, s) => (x.bands ?? [bi('')]).map((_, b) => ({ x, c, s, b }))),
  ),
);

function gadget(rng: Rng, ordinal: number): LineItem {
  const [n] = combo(ordinal, [FLAT.length]);
  const { x, c, s, b } = FLAT[n];
  const brand = brandName(x.brandId);
  const col = x.colours[c];
  const size = x.sizes?.[s] ?? '';
  const band = x.bands?.[b] ?? bi('');
  const prefix = x.name[0].startsWith(brand) ? '' : `${brand} `;
  const name = (lang: 0 | 1) =>
    [`${prefix}${x.name[lang]}`, size, x.colours.length > 1 || x.bands ? col.name[lang] : '', band[lang]]
      .filter(Boolean)
      .join(' ');
  const extras: SpecRow[] = [
    spec(bi('Cor', 'Color'), col.name),
    ...(size
      ? [
          spec(
            x.kind === 'watch' ? bi('Tamanho da caixa', 'Tamaño de la caja') : bi('Conteúdo', 'Contenido'),
            size,
          ),
        ]
      : []),
    ...(band[0] ? [spec(bi('Pulseira', 'Correa'), band)] : []),
  ];
  return {
    brandId: x.brandId,
    departmentId: x.dep,
    kind: x.kind,
    name: [name(0), name(1)],
    systemName: erp(
      x.kind === 'watch'
        ? 'RELOG'
        : x.kind === 'earbuds' || x.kind === 'headphones' || x.kind === 'speaker'
          ? 'AUDIO'
          : 'ACESS',
      brand,
      x.name[0],
      size.replace(' ', ''),
      col.name[0],
      band[0],
    ),
    priceUsd: shopPrice(
      rng,
      x.price * (size.startsWith('Kit 2') ? 1.9 : 1) +
        (size.startsWith('46') || size.startsWith('44') ? 30 : 0) +
        (band[0].includes('Milanesa') ? 50 : 0),
      0.05,
    ),
    specs: someSpecs(rng, [...extras.slice(0, 1), ...x.specs, ...extras.slice(1)], 3, 8),
    intro: [
      `${brand} ${x.name[0]}: tecnologia original com garantia e pronta entrega em Ciudad del Este.`,
      `${brand} ${x.name[1]}: tecnología original con garantía y entrega inmediata en Ciudad del Este.`,
    ],
    highlights: [
      bi('Produto original', 'Producto original'),
      bi(`Cor: ${col.name[0]}`, `Color: ${col.name[1]}`),
      ...x.specs.slice(0, 2).map((r) => bi(`${r.label[0]}: ${r.value[0]}`, `${r.label[1]}: ${r.value[1]}`)),
    ],
    tint: col.hex,
  };
}

// prettier-ignore
const CASE_MODELS = ['iPhone 13', 'iPhone 14', 'iPhone 15', 'iPhone 15 Pro Max', 'iPhone 16', 'iPhone 16 Plus', 'iPhone 16e', 'iPhone 16 Pro', 'iPhone 16 Pro Max', 'iPhone 17 Pro Max'];
// prettier-ignore
const CASE_TYPES: Array<[Bi, string, number]> = [
  [bi('Capa de Silicone com MagSafe', 'Funda de Silicona con MagSafe'), 'CAPA SILICONE MAGSAFE', 49],
  [bi('Capa Transparente com MagSafe', 'Funda Transparente con MagSafe'), 'CAPA TRANSP MAGSAFE', 45],
  [bi('Capa FineWoven com MagSafe', 'Funda FineWoven con MagSafe'), 'CAPA FINEWOVEN MAGSAFE', 59],
];
// prettier-ignore
const CASE_COLOURS = [C.black, C.blue, C.pink, C.green, colour('Transparente', 'Transparente', '#dfe6ec'), C.purple];

function phoneCase(rng: Rng, ordinal: number): LineItem {
  const [m, t, c] = combo(ordinal, [CASE_MODELS.length, CASE_TYPES.length, CASE_COLOURS.length]);
  const [type, sys, price] = CASE_TYPES[t];
  const clear = t === 1;
  const col = clear ? CASE_COLOURS[4] : CASE_COLOURS[c];
  // Clear cases come in one colour: the colour digit picks a pack size instead.
  const variant = clear
    ? [
        bi(''),
        bi('Kit 2 Unidades'),
        bi('Kit 3 Unidades'),
        bi('Edição Limitada', 'Edición Limitada'),
        bi('Anti-amarelamento', 'Antiamarillamiento'),
        bi('Borda Reforçada', 'Borde Reforzado'),
      ][c]
    : col.name;
  const name = (lang: 0 | 1) =>
    ['Apple', type[lang], 'para', CASE_MODELS[m], variant[lang]].filter(Boolean).join(' ');
  return {
    brandId: BRAND.apple,
    departmentId: DEP.cases,
    kind: 'phone',
    name: [name(0), name(1)],
    systemName: erp('ACESS APPLE', sys, CASE_MODELS[m], variant[0]),
    priceUsd: shopPrice(rng, price, 0.05),
    specs: someSpecs(rng, [
      spec(bi('Compatibilidade', 'Compatibilidad'), CASE_MODELS[m]),
      spec(
        bi('Material'),
        t === 0
          ? bi('Silicone', 'Silicona')
          : t === 1
            ? bi('Policarbonato')
            : bi('Microsarja FineWoven', 'Microsarga FineWoven'),
      ),
      spec(bi('Cor', 'Color'), col.name),
      spec(bi('MagSafe'), bi('Sim', 'Sí')),
      spec(bi('Garantia', 'Garantía'), bi('3 meses')),
    ]),
    intro: bi(
      `${type[0]} para ${CASE_MODELS[m]}: proteção sob medida.`,
      `${type[1]} para ${CASE_MODELS[m]}: protección a medida.`,
    ),
    highlights: [
      bi(`Compatível com ${CASE_MODELS[m]}`, `Compatible con ${CASE_MODELS[m]}`),
      bi('Encaixe perfeito', 'Ajuste perfecto'),
    ],
    tint: col.hex,
  };
}

// prettier-ignore
export const GADGET_LINES: ProductLine[] = [
  { key: 'gadgets', weight: 7, space: FLAT.length, build: (rng, ctx) => gadget(rng, ctx.ordinal) },
  { key: 'cases', weight: 2, space: CASE_MODELS.length * CASE_TYPES.length * CASE_COLOURS.length, build: (rng, ctx) => phoneCase(rng, ctx.ordinal) },
];
