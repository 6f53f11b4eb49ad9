import { BRAND, brandName, DEP } from './catalog-taxonomy';
import {
  bi,
  combo,
  erp,
  shopPrice,
  someSpecs,
  spaceOf,
  spec,
  type Bi,
  type LineItem,
  type ProductLine,
} from './line-kit';
import type { Rng } from '../random';

type Gender = 'M' | 'F' | 'U';
type Model = readonly [name: string, gender: Gender];

// prettier-ignore
const ARABIC_HOUSES: Record<number, readonly Model[]> = {
  [BRAND.lattafa]: [
    ['Khamrah', 'U'], ['Khamrah Qahwa', 'U'], ['Asad', 'M'], ['Yara', 'F'], ['Yara Moi', 'F'], ['Yara Tous', 'F'],
    ['Badee Al Oud Amethyst', 'U'], ['Badee Al Oud Oud for Glory', 'U'], ['Fakhar Black', 'M'], ['Fakhar Rose', 'F'],
    ['Ana Abiyedh', 'U'], ['Ajwad', 'U'], ['Qaed Al Fursan', 'M'], ['Hayaati', 'M'], ['Eclaire', 'F'], ['Mayar', 'F'],
  ],
  [BRAND.armaf]: [
    ['Club de Nuit Intense Man', 'M'], ['Club de Nuit Woman', 'F'], ['Club de Nuit Milestone', 'U'],
    ['Club de Nuit Untold', 'U'], ['Odyssey Homme', 'M'], ['Odyssey Mandarin Sky', 'M'], ['Tres Nuit', 'M'],
    ['Hunter Intense', 'M'], ['Le Parfait Femme', 'F'],
  ],
  [BRAND.alHaramain]: [
    ['Amber Oud Gold Edition', 'U'], ['Amber Oud Rouge', 'U'], ["L'Aventure", 'M'], ["L'Aventure Femme", 'F'],
    ['Detour Noir', 'M'], ['Junoon Rose', 'F'],
  ],
  [BRAND.rasasi]: [['Hawas for Him', 'M'], ['Hawas for Her', 'F'], ['Hawas Ice', 'M'], ['Shuhrah', 'M'], ['Fattan', 'M']],
  [BRAND.ardAlZaafaran]: [
    ['Dirham', 'U'], ['Dirham Wardi', 'F'], ['Oud 24 Hours Majestic Gold', 'U'], ['Mousuf', 'U'], ['Ameerati', 'F'],
  ],
  [BRAND.maisonAlhambra]: [
    ['Jean Lowe Immortal', 'M'], ['Salvo', 'M'], ['Kismet Angel', 'F'], ['Glacier Bold', 'M'], ['Delilah', 'F'],
    ['Toscano Leather', 'U'],
  ],
  [BRAND.afnan]: [['9PM', 'M'], ['9AM Dive', 'M'], ['9PM Rebel', 'M'], ['Supremacy Silver', 'M'], ['Turathi Blue', 'M']],
  [BRAND.swissArabian]: [['Shaghaf Oud', 'U'], ['Kashkha', 'U'], ['Casablanca', 'M'], ['Layali', 'F'], ['Jazlaa', 'F']],
};

// prettier-ignore
const IMPORTED_HOUSES: Record<number, readonly Model[]> = {
  [BRAND.carolinaHerrera]: [['Good Girl', 'F'], ['Very Good Girl', 'F'], ['Bad Boy', 'M'], ['212 VIP Men', 'M'], ['212 VIP Rosé', 'F'], ['CH Men', 'M']],
  [BRAND.pacoRabanne]: [['1 Million', 'M'], ['1 Million Elixir', 'M'], ['Lady Million', 'F'], ['Invictus', 'M'], ['Olympéa', 'F'], ['Phantom', 'M'], ['Fame', 'F']],
  [BRAND.dior]: [['Sauvage', 'M'], ["J'adore", 'F'], ['Miss Dior', 'F'], ['Fahrenheit', 'M'], ['Hypnotic Poison', 'F']],
  [BRAND.calvinKlein]: [['CK One', 'U'], ['Eternity', 'F'], ['Obsession', 'M'], ['Euphoria', 'F'], ['Defy', 'M']],
  [BRAND.hugoBoss]: [['Boss Bottled', 'M'], ['Boss The Scent', 'M'], ['Hugo Man', 'M'], ['Boss Alive', 'F']],
  [BRAND.versace]: [['Eros', 'M'], ['Eros Flame', 'M'], ['Dylan Blue', 'M'], ['Bright Crystal', 'F'], ['Crystal Noir', 'F']],
  [BRAND.jpg]: [['Le Male', 'M'], ['Le Male Elixir', 'M'], ['Le Beau', 'M'], ['Scandal', 'F'], ['La Belle', 'F']],
  [BRAND.banderas]: [['Blue Seduction', 'M'], ['The Golden Secret', 'M'], ['The Icon', 'M'], ['King of Seduction', 'M'], ['Her Golden Secret', 'F']],
};

/** Word pools for generated (fictional) lines, so large catalogues keep distinct names. */
// prettier-ignore
const ARABIC_A = ['Oud', 'Amber', 'Musk', 'Sultan', 'Layl', 'Noor', 'Ward', 'Zahra', 'Majd', 'Najm', 'Qamar', 'Dahab', 'Anbar', 'Hayat', 'Ameer', 'Misk', 'Rouh', 'Shams', 'Badr', 'Sahara', 'Jawhara', 'Fayrouz', 'Nakheel', 'Reem'];
// prettier-ignore
const ARABIC_B = ['Al Layl', 'Royale', 'Intense', 'Gold', 'Noir', 'Blanc', 'Silver', 'Rose', 'Imperial', 'Elixir', 'Supreme', 'Absolu', 'Prestige', 'Classic', 'Velvet', 'Al Sharq', 'Oasis', 'Mystic'];
// prettier-ignore
const WESTERN_A = ['Midnight', 'Blue', 'Golden', 'Pure', 'Wild', 'Velvet', 'Crystal', 'Urban', 'Secret', 'Sunset', 'Electric', 'Silver', 'Black', 'Ocean', 'Amber', 'Iconic'];
// prettier-ignore
const WESTERN_B = ['Essence', 'Spirit', 'Legend', 'Edition', 'Touch', 'Charm', 'Aura', 'Night', 'Breeze', 'Desire', 'Rush', 'Muse', 'Code', 'Dream'];

// prettier-ignore
const CONCENTRATIONS = [
  { name: 'Eau de Parfum', abbr: 'EDP', factor: 1 },
  { name: 'Eau de Toilette', abbr: 'EDT', factor: 0.85 },
  { name: 'Parfum', abbr: 'PARFUM', factor: 1.2 },
  { name: 'Extrait de Parfum', abbr: 'EXTRAIT', factor: 1.3 },
] as const;

// prettier-ignore
const GENDER: Record<Gender, Bi> = { M: bi('Masculino'), F: bi('Feminino', 'Femenino'), U: bi('Unissex', 'Unisex') };
// prettier-ignore
const FAMILIES: Bi[] = [
  bi('Oriental Amadeirado', 'Oriental Amaderado'), bi('Floral Frutado', 'Floral Frutal'), bi('Aromático Fougère'),
  bi('Cítrico Aromático'), bi('Gourmand'), bi('Âmbar Especiado', 'Ámbar Especiado'), bi('Couro Amadeirado', 'Cuero Amaderado'),
  bi('Aquático', 'Acuático'), bi('Chipre Floral'), bi('Floral Branco', 'Floral Blanco'),
];
// prettier-ignore
const TOP: Bi[] = [bi('Bergamota'), bi('Canela'), bi('Cardamomo'), bi('Limão siciliano', 'Limón'), bi('Pimenta rosa', 'Pimienta rosa'), bi('Maçã', 'Manzana'), bi('Abacaxi', 'Piña'), bi('Lavanda'), bi('Açafrão', 'Azafrán'), bi('Tangerina', 'Mandarina'), bi('Pera')];
// prettier-ignore
const HEART: Bi[] = [bi('Rosa'), bi('Jasmim', 'Jazmín'), bi('Tâmaras', 'Dátiles'), bi('Praliné'), bi('Flor de laranjeira', 'Azahar'), bi('Íris', 'Iris'), bi('Tuberosa', 'Nardo'), bi('Gerânio', 'Geranio'), bi('Pimenta preta', 'Pimienta negra')];
// prettier-ignore
const BASE: Bi[] = [bi('Baunilha', 'Vainilla'), bi('Âmbar', 'Ámbar'), bi('Oud'), bi('Almíscar', 'Almizcle'), bi('Sândalo', 'Sándalo'), bi('Patchouli', 'Pachulí'), bi('Fava tonka', 'Haba tonka'), bi('Benjoim', 'Benjuí'), bi('Cedro'), bi('Vetiver'), bi('Couro', 'Cuero')];
const ORIGIN_ARABIC = bi('Emirados Árabes Unidos', 'Emiratos Árabes Unidos');
// prettier-ignore
const ORIGIN_IMPORTED: Record<number, Bi> = {
  [BRAND.carolinaHerrera]: bi('Espanha', 'España'), [BRAND.pacoRabanne]: bi('Espanha', 'España'), [BRAND.dior]: bi('França', 'Francia'),
  [BRAND.calvinKlein]: bi('Estados Unidos'), [BRAND.hugoBoss]: bi('Alemanha', 'Alemania'), [BRAND.versace]: bi('Itália', 'Italia'),
  [BRAND.jpg]: bi('França', 'Francia'), [BRAND.banderas]: bi('Espanha', 'España'),
};
// prettier-ignore
const BOTTLE_TINTS = ['#b8860b', '#7b2d26', '#1f3b57', '#2e2e2e', '#c7a17a', '#8e3b5e', '#3a6b5b', '#d4af37', '#5b3a8e', '#a9c6de', '#e7b3c3'];

const join = (items: Bi[], lang: 0 | 1) => items.map((x) => x[lang]).join(', ');

type Concentration = (typeof CONCENTRATIONS)[number];

function fragrance(
  rng: Rng,
  brandId: number,
  model: string,
  gender: Gender,
  arabic: boolean,
  size: number,
  concentration?: Concentration,
): LineItem {
  const brand = brandName(brandId);
  const conc =
    concentration ??
    (arabic
      ? rng.weighted(CONCENTRATIONS, (c) => (c.abbr === 'EDP' ? 8 : 1))
      : rng.weighted(CONCENTRATIONS, (c) => (c.abbr === 'EDP' ? 5 : c.abbr === 'EDT' ? 4 : 1)));
  const family = rng.pick(FAMILIES);
  const notes = { top: rng.sample(TOP, 2), heart: rng.sample(HEART, 2), base: rng.sample(BASE, 3) };
  const modifier = rng.weighted(['', 'tester', 'kit'] as const, (m) =>
    m === '' ? 86 : m === 'tester' ? 8 : 6,
  );
  const sizeFactor = { 30: 0.45, 50: 0.65, 80: 0.85, 100: 1, 150: 1.3, 200: 1.55 }[size] ?? 1;
  let price = (arabic ? 34 : 105) * sizeFactor * conc.factor;
  if (modifier === 'tester') price *= 0.82;
  if (modifier === 'kit') price *= 1.25;

  const base = `${brand} ${model} ${conc.name} ${size} ml`;
  const name: Bi =
    modifier === 'tester'
      ? [`${base} Tester`, `${base} Tester`]
      : modifier === 'kit'
        ? [`Kit ${base} + Miniatura 10 ml`, `Set ${base} + Miniatura 10 ml`]
        : [base, base];
  const gen = GENDER[gender];
  const specs = someSpecs(rng, [
    spec(bi('Volume', 'Volumen'), `${size} ml`),
    spec(bi('Concentração', 'Concentración'), conc.name),
    spec(bi('Família olfativa', 'Familia olfativa'), family),
    spec(bi('Gênero', 'Género'), gen),
    spec(bi('Notas de saída', 'Notas de salida'), [join(notes.top, 0), join(notes.top, 1)]),
    spec(bi('Notas de coração', 'Notas de corazón'), [join(notes.heart, 0), join(notes.heart, 1)]),
    spec(bi('Notas de fundo', 'Notas de fondo'), [join(notes.base, 0), join(notes.base, 1)]),
    spec(
      bi('Origem', 'Origen'),
      arabic ? ORIGIN_ARABIC : (ORIGIN_IMPORTED[brandId] ?? bi('França', 'Francia')),
    ),
  ]);
  return {
    brandId,
    departmentId: modifier === 'kit' ? DEP.kits : arabic ? DEP.arabic : DEP.imported,
    kind: 'perfume',
    name,
    systemName: erp(
      'PERF',
      brand,
      model,
      conc.abbr,
      `${size}ML`,
      modifier === 'tester' && 'TESTER',
      modifier === 'kit' && 'KIT',
    ),
    priceUsd: shopPrice(rng, price),
    specs,
    intro: [
      `${model} é uma fragrância ${family[0].toLowerCase()} ${gen[0].toLowerCase()} da ${brand}, com saída de ${join(notes.top, 0).toLowerCase()} e fundo de ${join(notes.base, 0).toLowerCase()}.`,
      `${model} es una fragancia ${family[1].toLowerCase()} ${gen[1].toLowerCase()} de ${brand}, con salida de ${join(notes.top, 1).toLowerCase()} y fondo de ${join(notes.base, 1).toLowerCase()}.`,
    ],
    highlights: [
      bi(`${conc.name} de ${size} ml`),
      arabic
        ? bi('Alta fixação e projeção marcante', 'Alta fijación y proyección marcada')
        : bi('Produto original com selo de importação', 'Producto original con sello de importación'),
      modifier === 'tester'
        ? bi(
            'Versão tester: embalagem simples, mesmo conteúdo',
            'Versión tester: empaque simple, mismo contenido',
          )
        : bi('Embalagem lacrada', 'Empaque sellado'),
      rng.pick([
        bi('Ideal para a noite', 'Ideal para la noche'),
        bi('Versátil para o dia a dia', 'Versátil para el día a día'),
        bi('Ótimo para presentear', 'Ideal para regalar'),
      ]),
    ],
    tint: rng.pick(BOTTLE_TINTS),
  };
}

const flatten = (houses: Record<number, readonly Model[]>) =>
  Object.entries(houses).flatMap(([brandId, models]) =>
    models.map((m) => ({ brandId: Number(brandId), model: m[0], gender: m[1] })),
  );
const ARABIC_REAL = flatten(ARABIC_HOUSES);
const IMPORTED_REAL = flatten(IMPORTED_HOUSES);
const ARABIC_SIZES = [100, 50, 200, 30, 80];
const IMPORTED_SIZES = [100, 50, 200, 30, 150];
const GENDERS: Gender[] = ['M', 'F', 'U'];

const houseCount = (arabic: boolean) => Object.keys(arabic ? ARABIC_HOUSES : IMPORTED_HOUSES).length;
function perfumeSpace(arabic: boolean): number {
  const real = arabic ? ARABIC_REAL : IMPORTED_REAL;
  const sizes = arabic ? ARABIC_SIZES : IMPORTED_SIZES;
  const [a, b] = arabic ? [ARABIC_A, ARABIC_B] : [WESTERN_A, WESTERN_B];
  return (
    real.length * sizes.length +
    spaceOf([houseCount(arabic), a.length, b.length, sizes.length, CONCENTRATIONS.length])
  );
}

/**
 * Well-known models first (one name per model and size), then fictional lines made of the house plus
 * two words, still one name per combination, so even 100k products keep mostly distinct names.
 */
function perfumeLine(rng: Rng, ordinal: number, arabic: boolean): LineItem {
  const real = arabic ? ARABIC_REAL : IMPORTED_REAL;
  const sizes = arabic ? ARABIC_SIZES : IMPORTED_SIZES;
  const realSpace = spaceOf([real.length, sizes.length]);
  if (ordinal < realSpace) {
    const [m, s] = combo(ordinal, [real.length, sizes.length]);
    return fragrance(rng, real[m].brandId, real[m].model, real[m].gender, arabic, sizes[s]);
  }
  const houses = Object.keys(arabic ? ARABIC_HOUSES : IMPORTED_HOUSES).map(Number);
  const [a, b] = arabic ? [ARABIC_A, ARABIC_B] : [WESTERN_A, WESTERN_B];
  const [h, x, y, s, c] = combo(ordinal - realSpace, [
    houses.length,
    a.length,
    b.length,
    sizes.length,
    CONCENTRATIONS.length,
  ]);
  return fragrance(rng, houses[h], `${a[x]} ${b[y]}`, rng.pick(GENDERS), arabic, sizes[s], CONCENTRATIONS[c]);
}

// prettier-ignore
const HOUSE_ITEMS = [
  { pt: 'Atomizador Recarregável de Bolso', es: 'Atomizador Recargable de Bolsillo', base: 6 },
  { pt: 'Kit Miniaturas Árabes', es: 'Kit Miniaturas Árabes', base: 24 },
  { pt: 'Decant', es: 'Decant', base: 9 },
  { pt: 'Óleo Perfumado Attar', es: 'Aceite Perfumado Attar', base: 12 },
];
const HOUSE_SIZES = [5, 8, 10, 12, 15];
// prettier-ignore
const HOUSE_TONES = ['Dourado/Dorado', 'Prata/Plateado', 'Rosé/Rosé', 'Preto/Negro', 'Azul/Azul', 'Verde/Verde', 'Lilás/Lila'];

// prettier-ignore
export const FRAGRANCE_LINES: ProductLine[] = [
  {
    key: 'perfume-arabic',
    weight: 24,
    space: perfumeSpace(true),
    build: (rng, ctx) => perfumeLine(rng, ctx.ordinal, true),
  },
  {
    key: 'perfume-imported',
    weight: 12,
    space: perfumeSpace(false),
    build: (rng, ctx) => perfumeLine(rng, ctx.ordinal, false),
  },
  {
    key: 'perfume-house',
    weight: 2,
    space: HOUSE_ITEMS.length * HOUSE_SIZES.length * HOUSE_TONES.length,
    build(rng, ctx) {
      const [i, s, t] = combo(ctx.ordinal, [HOUSE_ITEMS.length, HOUSE_SIZES.length, HOUSE_TONES.length]);
      const item = HOUSE_ITEMS[i];
      const ml = HOUSE_SIZES[s];
      const [tonePt, toneEs] = HOUSE_TONES[t].split('/');
      return {
        brandId: BRAND.perfumaria,
        departmentId: DEP.kits,
        kind: 'perfume',
        name: [`Perfumaria ${item.pt} ${ml} ml ${tonePt}`, `Perfumaria ${item.es} ${ml} ml ${toneEs}`],
        systemName: erp('PERF', item.pt, `${ml}ML`, tonePt),
        priceUsd: shopPrice(rng, item.base),
        specs: [
          spec(bi('Volume', 'Volumen'), `${ml} ml`),
          spec(bi('Cor', 'Color'), [tonePt, toneEs]),
          spec(bi('Material'), bi('Vidro e alumínio', 'Vidrio y aluminio')),
          spec(bi('Conteúdo', 'Contenido'), bi('1 unidade', '1 unidad')),
        ],
        intro: bi('Acessório da casa para levar seu perfume favorito a qualquer lugar.', 'Accesorio de la casa para llevar tu perfume favorito a cualquier lugar.'),
        highlights: [bi('Prático e compacto', 'Práctico y compacto'), bi('Ideal para viagem', 'Ideal para viajes')],
        tint: rng.pick(BOTTLE_TINTS),
      };
    },
  },
];
