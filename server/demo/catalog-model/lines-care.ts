import { BRAND, brandName, DEP } from './catalog-taxonomy';
import {
  bi,
  combo,
  COMMON_COLOURS,
  erp,
  shopPrice,
  someSpecs,
  spec,
  type Bi,
  type ImageKind,
  type LineItem,
  type ProductLine,
} from './line-kit';
import type { Rng } from '../random';

interface CareItem {
  brandId: number;
  dep: number;
  kind: ImageKind;
  name: Bi;
  sys: string;
  price: number;
  content: string;
  variants: Bi[];
}
const item = (
  brandId: number,
  dep: number,
  kind: ImageKind,
  name: Bi,
  sys: string,
  price: number,
  content: string,
  variants: Bi[],
): CareItem => ({ brandId, dep, kind, name, sys, price, content, variants });

// prettier-ignore
const NIVEA_DEO: Bi[] = [bi('Black & White Invisible'), bi('Dry Comfort'), bi('Fresh Active'), bi('Pearl & Beauty'), bi('Men Cool Kick'), bi('Men Protect & Care')];
// prettier-ignore
const DOVE_DEO: Bi[] = [bi('Original'), bi('Go Fresh Pepino e Chá Verde', 'Go Fresh Pepino y Té Verde'), bi('Invisible Dry'), bi('Men+Care Clean Comfort'), bi('Beauty Finish')];
// prettier-ignore
const DOVE_HAIR: Bi[] = [bi('Reconstrução Completa', 'Reconstrucción Completa'), bi('Óleo Nutrição', 'Óleo Nutrición'), bi('Hidratação Intensa', 'Hidratación Intensa'), bi('Cachos Definidos', 'Rizos Definidos')];
// prettier-ignore
const BODY: Bi[] = [bi('Original'), bi('Hidratação Profunda', 'Hidratación Profunda'), bi('Pele Extrasseca', 'Piel Extraseca'), bi('Toque Sedoso', 'Toque Sedoso'), bi('Aloe Vera')];

// prettier-ignore
const CARE: CareItem[] = [
  item(BRAND.nivea, DEP.body, 'jar', bi('Creme Hidratante', 'Crema Hidratante'), 'CREME', 4, '150 ml', [bi('Lata Original'), bi('Soft'), bi('Men')]),
  item(BRAND.nivea, DEP.body, 'pump', bi('Loção Hidratante', 'Loción Hidratante'), 'LOCAO HIDRAT', 7, '400 ml', BODY),
  item(BRAND.nivea, DEP.deodorants, 'aerosol', bi('Desodorante Aerosol', 'Desodorante Aerosol'), 'DESOD AEROSOL', 4, '150 ml', NIVEA_DEO),
  item(BRAND.nivea, DEP.deodorants, 'aerosol', bi('Desodorante Roll-on', 'Desodorante Roll-on'), 'DESOD ROLLON', 3, '50 ml', NIVEA_DEO),
  item(BRAND.nivea, DEP.body, 'tube', bi('Protetor Solar Sun Protect FPS 50', 'Protector Solar Sun Protect FPS 50'), 'PROT SOLAR FPS50', 14, '200 ml', [bi('Hidratante'), bi('Toque Seco'), bi('Kids')]),
  item(BRAND.dove, DEP.deodorants, 'aerosol', bi('Desodorante Aerosol', 'Desodorante Aerosol'), 'DESOD AEROSOL', 4, '150 ml', DOVE_DEO),
  item(BRAND.dove, DEP.body, 'jar', bi('Sabonete em Barra', 'Jabón en Barra'), 'SABONETE', 2, '90 g', [bi('Original'), bi('Go Fresh'), bi('Karité', 'Karité'), bi('Delicious Care')]),
  item(BRAND.dove, DEP.body, 'pump', bi('Shampoo', 'Champú'), 'SHAMPOO', 6, '400 ml', DOVE_HAIR),
  item(BRAND.dove, DEP.body, 'pump', bi('Condicionador', 'Acondicionador'), 'CONDIC', 6, '400 ml', DOVE_HAIR),
  item(BRAND.dove, DEP.body, 'pump', bi('Loção Corporal', 'Loción Corporal'), 'LOCAO CORP', 8, '400 ml', BODY),
];
const PACKS = [1, 2, 3, 6];

const CARE_VARIANTS = CARE.flatMap((it) => it.variants.map((v) => ({ it, v })));

function careItem(rng: Rng, ordinal: number): LineItem {
  const [x, p] = combo(ordinal, [CARE_VARIANTS.length, PACKS.length]);
  const { it, v } = CARE_VARIANTS[x];
  const pack = PACKS[p];
  const brand = brandName(it.brandId);
  const packLabel: Bi = pack > 1 ? [` Kit ${pack} Unidades`, ` Pack ${pack} Unidades`] : ['', ''];
  return {
    brandId: it.brandId,
    departmentId: it.dep,
    kind: it.kind,
    name: [
      `${brand} ${it.name[0]} ${v[0]} ${it.content}${packLabel[0]}`,
      `${brand} ${it.name[1]} ${v[1]} ${it.content}${packLabel[1]}`,
    ],
    systemName: erp('HIG', brand, it.sys, v[0], it.content.replace(' ', ''), pack > 1 && `C/${pack}`),
    priceUsd: shopPrice(rng, it.price * pack * (pack > 1 ? 0.92 : 1), 0.08),
    specs: someSpecs(rng, [
      spec(bi('Conteúdo', 'Contenido'), pack > 1 ? `${pack} × ${it.content}` : it.content),
      spec(bi('Linha', 'Línea'), v),
      spec(bi('Marca'), brand),
      spec(bi('Uso'), bi('Diário', 'Diario')),
      spec(bi('Testado dermatologicamente', 'Testeado dermatológicamente'), bi('Sim', 'Sí')),
      spec(bi('Origem', 'Origen'), bi('Importado')),
    ]),
    intro: [
      `${it.name[0]} ${brand} ${v[0]}: cuidado diário com a qualidade que você já conhece.`,
      `${it.name[1]} ${brand} ${v[1]}: cuidado diario con la calidad que ya conocés.`,
    ],
    highlights: [
      bi(`Conteúdo: ${it.content}`, `Contenido: ${it.content}`),
      bi('Fórmula suave para uso diário', 'Fórmula suave para uso diario'),
    ],
    tint: it.brandId === BRAND.nivea ? '#1d3f8f' : '#d9dde6',
  };
}

// prettier-ignore
const TRIMMERS: Array<[string, number]> = [
  ['Aparador de Barba Mi Beard Trimmer 2', 29], ['Barbeador Elétrico S101', 34], ['Barbeador Elétrico S301', 49], ['Grooming Kit Pro', 45],
  ['Aparador de Pelos Nasais', 14], ['Máquina de Cortar Cabelo Hair Clipper 2', 39],
];
// prettier-ignore
const TRIMMER_ES: Record<string, string> = {
  'Aparador de Barba Mi Beard Trimmer 2': 'Recortadora de Barba Mi Beard Trimmer 2', 'Barbeador Elétrico S101': 'Afeitadora Eléctrica S101',
  'Barbeador Elétrico S301': 'Afeitadora Eléctrica S301', 'Grooming Kit Pro': 'Grooming Kit Pro',
  'Aparador de Pelos Nasais': 'Recortadora de Vello Nasal', 'Máquina de Cortar Cabelo Hair Clipper 2': 'Máquina de Cortar Pelo Hair Clipper 2',
};
// prettier-ignore
const TRIMMER_COLOURS = [COMMON_COLOURS.black, COMMON_COLOURS.white, COMMON_COLOURS.grey, COMMON_COLOURS.blue];
// prettier-ignore
const TRIMMER_VERSIONS: Bi[] = [bi('Versão Global', 'Versión Global'), bi('Bivolt'), bi('Versão CN', 'Versión CN')];

// prettier-ignore
const FLAVOURS: Bi[] = [
  bi('Menta Gelada', 'Menta Helada'), bi('Uva Gelada', 'Uva Helada'), bi('Melancia Gelada', 'Sandía Helada'), bi('Morango Kiwi', 'Frutilla Kiwi'),
  bi('Blueberry Ice'), bi('Pêssego', 'Durazno'), bi('Manga', 'Mango'), bi('Maracujá', 'Maracuyá'), bi('Abacaxi', 'Piña'), bi('Limão', 'Limón'),
  bi('Cereja', 'Cereza'), bi('Açaí'), bi('Banana Ice'), bi('Frutas Vermelhas', 'Frutos Rojos'), bi('Chiclete', 'Chicle'), bi('Cola'),
  bi('Lichia', 'Lichi'), bi('Tabaco'), bi('Café'), bi('Coco'),
];
const PUFFS = [1500, 3000, 5000, 8000, 10000, 15000, 20000];
const VAPE_TINTS = ['#5b2a86', '#1c7c54', '#d7263d', '#1b98e0', '#f49d37', '#2e294e', '#e84a5f'];

// prettier-ignore
export const CARE_LINES: ProductLine[] = [
  { key: 'personal-care', weight: 4, space: CARE_VARIANTS.length * PACKS.length, build: (rng, ctx) => careItem(rng, ctx.ordinal) },
  {
    key: 'grooming',
    weight: 1,
    space: TRIMMERS.length * TRIMMER_COLOURS.length * TRIMMER_VERSIONS.length,
    build(rng, ctx) {
      const [m, col, ver] = combo(ctx.ordinal, [TRIMMERS.length, TRIMMER_COLOURS.length, TRIMMER_VERSIONS.length]);
      const [model, price] = TRIMMERS[m];
      const colour = TRIMMER_COLOURS[col];
      const version = TRIMMER_VERSIONS[ver];
      return {
        brandId: BRAND.xiaomi,
        departmentId: DEP.grooming,
        kind: 'trimmer',
        name: [`Xiaomi ${model} ${colour.name[0]} ${version[0]}`, `Xiaomi ${TRIMMER_ES[model]} ${colour.name[1]} ${version[1]}`],
        systemName: erp('XIAOMI', model, colour.name[0], version[0]),
        priceUsd: shopPrice(rng, price),
        specs: someSpecs(rng, [
          spec(bi('Bateria', 'Batería'), `${rng.pick([60, 90, 120])} min`),
          spec(bi('Carregamento', 'Carga'), 'USB-C'),
          spec(bi('Cor', 'Color'), colour.name),
          spec(bi('Resistência à água', 'Resistencia al agua'), 'IPX7'),
          spec(bi('Versão', 'Versión'), version),
          spec(bi('Garantia', 'Garantía'), bi('3 meses')),
        ]),
        intro: bi(`${model} Xiaomi: acabamento preciso e bateria de longa duração.`, `${TRIMMER_ES[model]} Xiaomi: acabado preciso y batería de larga duración.`),
        highlights: [bi('Lâminas de aço inoxidável', 'Cuchillas de acero inoxidable'), bi('Lavável', 'Lavable'), bi('Carregamento USB-C', 'Carga USB-C')],
        tint: colour.hex,
      };
    },
  },
  {
    key: 'vape',
    weight: 2,
    space: FLAVOURS.length * PUFFS.length * 2,
    build(rng, ctx) {
      const [f, p, kind] = combo(ctx.ordinal, [FLAVOURS.length, PUFFS.length, 2]);
      const flavour = FLAVOURS[f];
      const puffs = PUFFS[p];
      const disposable = kind === 0;
      const type: Bi = disposable ? bi('Pod Descartável', 'Pod Descartable') : bi('Pod Recarregável', 'Pod Recargable');
      return {
        brandId: BRAND.vape,
        departmentId: disposable ? DEP.disposablePods : DEP.refillPods,
        kind: 'vape',
        name: [`Vape ${type[0]} ${puffs} Puffs ${flavour[0]}`, `Vape ${type[1]} ${puffs} Puffs ${flavour[1]}`],
        systemName: erp('VAPE', disposable ? 'POD DESC' : 'POD RECARG', `${puffs}P`, flavour[0]),
        priceUsd: shopPrice(rng, 6 + puffs / 1200, 0.1),
        specs: someSpecs(rng, [
          spec(bi('Puffs'), String(puffs)),
          spec(bi('Sabor'), flavour),
          spec(bi('Nicotina'), rng.pick(['2%', '3%', '5%'])),
          spec(bi('Bateria', 'Batería'), `${rng.pick([400, 500, 650, 850])} mAh`),
          spec(bi('Recarregável', 'Recargable'), disposable ? bi('Não', 'No') : bi('Sim, USB-C', 'Sí, USB-C')),
        ]),
        intro: bi(`Vape ${type[0].toLowerCase()} sabor ${flavour[0].toLowerCase()}, até ${puffs} puffs.`, `Vape ${type[1].toLowerCase()} sabor ${flavour[1].toLowerCase()}, hasta ${puffs} puffs.`),
        highlights: [bi('Venda proibida para menores de 18 anos', 'Venta prohibida a menores de 18 años'), bi(`${puffs} puffs`)],
        tint: rng.pick(VAPE_TINTS),
      };
    },
  },
];
