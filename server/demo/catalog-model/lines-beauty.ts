import { BRAND, brandName, DEP } from './catalog-taxonomy';
import {
  bi,
  combo,
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

type ShadeKind = 'lip' | 'skin' | 'eye' | 'none';
interface Cosmetic {
  brandId: number;
  dep: number;
  kind: ImageKind;
  name: Bi;
  sys: string;
  price: number;
  shade: ShadeKind;
  content: string;
  finish?: Bi;
}
const c = (
  brandId: number,
  dep: number,
  kind: ImageKind,
  name: Bi,
  sys: string,
  price: number,
  shade: ShadeKind,
  content: string,
  finish?: Bi,
): Cosmetic => ({ brandId, dep, kind, name, sys, price, shade, content, finish });

const MATTE = bi('Matte', 'Mate');
const CREAMY = bi('Cremoso');
const GLOSS = bi('Brilho', 'Brillo');
const SATIN = bi('Acetinado', 'Satinado');

// prettier-ignore
const MAKEUP: Cosmetic[] = [
  c(BRAND.kiko, DEP.lips, 'tube', bi('Batom 3D Hydra Lipgloss', 'Labial 3D Hydra Lipgloss'), 'BATOM 3D HYDRA LIPGLOSS', 14, 'lip', '6,5 ml', GLOSS),
  c(BRAND.kiko, DEP.lips, 'lipstick', bi('Batom Unlimited Double Touch', 'Labial Unlimited Double Touch'), 'BATOM UNLIMITED DOUBLE TOUCH', 16, 'lip', '6 ml', SATIN),
  c(BRAND.kiko, DEP.lips, 'lipstick', bi('Batom Smart Fusion', 'Labial Smart Fusion'), 'BATOM SMART FUSION', 10, 'lip', '3 g', CREAMY),
  c(BRAND.kiko, DEP.makeup, 'tube', bi('Máscara de Cílios Maxi Mod', 'Máscara de Pestañas Maxi Mod'), 'MASC CILIOS MAXI MOD', 15, 'none', '12 ml'),
  c(BRAND.kiko, DEP.makeup, 'palette', bi('Paleta de Sombras Smart Colour', 'Paleta de Sombras Smart Colour'), 'PALETA SOMBRAS SMART COLOUR', 19, 'eye', '6 g', SATIN),
  c(BRAND.kiko, DEP.makeup, 'palette', bi('Pó Compacto Full Coverage', 'Polvo Compacto Full Coverage'), 'PO COMPACTO FULL COVERAGE', 17, 'skin', '12 g', MATTE),
  c(BRAND.kiko, DEP.makeup, 'pump', bi('Base Líquida Instamoisture', 'Base Líquida Instamoisture'), 'BASE LIQ INSTAMOISTURE', 18, 'skin', '30 ml', SATIN),
  c(BRAND.rubyRose, DEP.makeup, 'palette', bi('Paleta de Sombras Melu', 'Paleta de Sombras Melu'), 'PALETA SOMBRAS MELU', 9, 'eye', '18 g', SATIN),
  c(BRAND.rubyRose, DEP.makeup, 'pump', bi('Base Líquida Feels', 'Base Líquida Feels'), 'BASE LIQ FEELS', 7, 'skin', '29 ml', MATTE),
  c(BRAND.rubyRose, DEP.lips, 'tube', bi('Batom Líquido Matte', 'Labial Líquido Mate'), 'BATOM LIQ MATTE', 4, 'lip', '4 ml', MATTE),
  c(BRAND.rubyRose, DEP.makeup, 'palette', bi('Pó Facial Translúcido', 'Polvo Facial Translúcido'), 'PO FACIAL TRANSLUCIDO', 6, 'skin', '10 g', MATTE),
  c(BRAND.vult, DEP.lips, 'lipstick', bi('Batom Cremoso', 'Labial Cremoso'), 'BATOM CREMOSO', 6, 'lip', '3,6 g', CREAMY),
  c(BRAND.vult, DEP.makeup, 'tube', bi('Máscara para Cílios 5 em 1', 'Máscara de Pestañas 5 en 1'), 'MASC CILIOS 5EM1', 7, 'none', '8 g'),
  c(BRAND.vult, DEP.makeup, 'palette', bi('Pó Compacto Matte', 'Polvo Compacto Mate'), 'PO COMPACTO MATTE', 8, 'skin', '9 g', MATTE),
  c(BRAND.maybelline, DEP.makeup, 'tube', bi('Máscara Lash Sensational', 'Máscara Lash Sensational'), 'MASC LASH SENSATIONAL', 12, 'none', '9,5 ml'),
  c(BRAND.maybelline, DEP.makeup, 'pump', bi('Base Fit Me Matte + Poreless', 'Base Fit Me Matte + Poreless'), 'BASE FIT ME MATTE', 11, 'skin', '30 ml', MATTE),
  c(BRAND.maybelline, DEP.lips, 'tube', bi('Batom SuperStay Matte Ink', 'Labial SuperStay Matte Ink'), 'BATOM SUPERSTAY MATTE INK', 11, 'lip', '5 ml', MATTE),
  c(BRAND.maybelline, DEP.makeup, 'tube', bi('Corretivo Instant Age Rewind', 'Corrector Instant Age Rewind'), 'CORRETIVO INSTANT AGE REWIND', 10, 'skin', '6 ml'),
  c(BRAND.loreal, DEP.makeup, 'pump', bi('Base Infallible 24H Fresh Wear', 'Base Infallible 24H Fresh Wear'), 'BASE INFALLIBLE 24H', 16, 'skin', '30 ml', MATTE),
  c(BRAND.loreal, DEP.lips, 'lipstick', bi('Batom Color Riche', 'Labial Color Riche'), 'BATOM COLOR RICHE', 12, 'lip', '4,2 g', SATIN),
];

// prettier-ignore
const SKIN_HAIR: Cosmetic[] = [
  c(BRAND.creamy, DEP.skincare, 'pump', bi('Sérum Ácido Hialurônico', 'Sérum Ácido Hialurónico'), 'SERUM ACIDO HIALURONICO', 17, 'none', '30 ml'),
  c(BRAND.creamy, DEP.skincare, 'jar', bi('Calming Cream Hidratante Facial', 'Calming Cream Hidratante Facial'), 'CALMING CREAM', 19, 'none', '60 g'),
  c(BRAND.creamy, DEP.skincare, 'pump', bi('Sérum Retinol', 'Sérum Retinol'), 'SERUM RETINOL', 21, 'none', '30 ml'),
  c(BRAND.creamy, DEP.skincare, 'pump', bi('Sérum Vitamina C', 'Sérum Vitamina C'), 'SERUM VITAMINA C', 18, 'none', '30 ml'),
  c(BRAND.creamy, DEP.skincare, 'tube', bi('Protetor Solar Facial FPS 50', 'Protector Solar Facial FPS 50'), 'PROT SOLAR FACIAL FPS50', 16, 'none', '40 g'),
  c(BRAND.loreal, DEP.skincare, 'pump', bi('Sérum Revitalift Ácido Hialurônico', 'Sérum Revitalift Ácido Hialurónico'), 'SERUM REVITALIFT HIALURONICO', 19, 'none', '30 ml'),
  c(BRAND.loreal, DEP.skincare, 'jar', bi('Creme Revitalift Antirrugas Dia', 'Crema Revitalift Antiarrugas Día'), 'CREME REVITALIFT DIA', 15, 'none', '49 g'),
  c(BRAND.loreal, DEP.skincare, 'pump', bi('Água Micelar Solução de Limpeza 5 em 1', 'Agua Micelar Solución Limpiadora 5 en 1'), 'AGUA MICELAR 5EM1', 9, 'none', '400 ml'),
  c(BRAND.loreal, DEP.hair, 'pump', bi('Shampoo Elseve Reparação Total 5', 'Champú Elvive Reparación Total 5'), 'SHAMPOO ELSEVE REP TOTAL 5', 6, 'none', '400 ml'),
  c(BRAND.karseell, DEP.hair, 'jar', bi('Máscara Capilar Colágeno Maca Power', 'Mascarilla Capilar Colágeno Maca Power'), 'MASC CAPILAR COLAGENO MACA', 15, 'none', '500 ml'),
  c(BRAND.karseell, DEP.hair, 'pump', bi('Shampoo Colágeno Maca Power', 'Champú Colágeno Maca Power'), 'SHAMPOO COLAGENO MACA', 14, 'none', '800 ml'),
  c(BRAND.karseell, DEP.hair, 'pump', bi('Óleo Capilar de Argan', 'Aceite Capilar de Argán'), 'OLEO ARGAN', 12, 'none', '50 ml'),
  c(BRAND.karseell, DEP.hair, 'pump', bi('Leave-in Colágeno Spray', 'Leave-in Colágeno Spray'), 'LEAVE IN COLAGENO SPRAY', 11, 'none', '200 ml'),
];

// prettier-ignore
const LIP_SHADES = ['#b3263e', '#c2405a', '#d46a7a', '#9e3b4a', '#e28a8a', '#a8554f', '#c97b6b', '#8c1c2c', '#e05d74', '#b86b77'];
const SKIN_SHADES = ['#f3d7c0', '#ecc5a4', '#e0b08c', '#d29c76', '#c08461', '#a56c4b', '#8a5538'];
const EYE_SHADES = ['#8a6a5c', '#6b4f7a', '#a67c52', '#4f5d75', '#9c6b8e', '#c49a6c'];
const SKIN_NAMES = ['Classic Ivory', 'Natural Beige', 'Sand', 'Warm Nude', 'Caramel', 'Mocha', 'Cocoa'];
// prettier-ignore
const COLLECTIONS = ['Holiday Première', 'Days in Bloom', 'Glow Up', 'Blossom', 'Urban Jungle', 'Sweet Nude', 'Velvet Night', 'Summer Vibes', 'Rose Gold', 'Cherry Kiss', 'Cosmic Glam', 'Nude Essentials', 'Golden Hour', 'Pink Lover', 'Berry Crush', 'Wild Heart'];
// prettier-ignore
const ORIGIN: Record<number, Bi> = {
  [BRAND.kiko]: bi('Itália', 'Italia'), [BRAND.rubyRose]: bi('Brasil'), [BRAND.vult]: bi('Brasil'), [BRAND.maybelline]: bi('Estados Unidos'),
  [BRAND.loreal]: bi('França', 'Francia'), [BRAND.creamy]: bi('Brasil'), [BRAND.karseell]: bi('Importado'),
};
// prettier-ignore
const SKIN_TYPES: Bi[] = [bi('Todos os tipos de pele', 'Todo tipo de piel'), bi('Pele oleosa e mista', 'Piel grasa y mixta'), bi('Pele seca', 'Piel seca'), bi('Pele sensível', 'Piel sensible')];
const PACKS = [1, 2, 3];

/** How many distinct variants (shades or pack sizes) an item has. */
const variantCount = (item: Cosmetic) => ({ lip: 60, skin: 14, eye: 36, none: PACKS.length })[item.shade];
const variantsOf = (items: Cosmetic[]) =>
  items.flatMap((item) => Array.from({ length: variantCount(item) }, (_, v) => ({ item, v })));

function cosmetic(rng: Rng, item: Cosmetic, v: number, collection?: string): LineItem {
  const brand = brandName(item.brandId);
  let shade = '';
  let pack = 1;
  let tint = rng.pick(['#f4e9e1', '#e8d7cf', '#d9c6e3', '#cfe3dc', '#f3e2c4']);
  if (item.shade === 'lip' || item.shade === 'eye') {
    shade = String(v + 1).padStart(2, '0');
    tint = item.shade === 'lip' ? LIP_SHADES[v % LIP_SHADES.length] : EYE_SHADES[v % EYE_SHADES.length];
  } else if (item.shade === 'skin') {
    const n = v >> 1;
    shade = `${110 + n * 10 + (v & 1) * 5} ${SKIN_NAMES[n]}`;
    tint = SKIN_SHADES[n];
  } else {
    pack = PACKS[v];
  }
  const label = (lang: 0 | 1) => {
    const parts = [brand, item.name[lang], collection, shade || item.content];
    if (pack > 1) parts.push(lang === 0 ? `Kit ${pack} Unidades` : `Kit ${pack} Unidades`);
    return parts.filter(Boolean).join(' ');
  };
  const isCare = item.dep === DEP.skincare || item.dep === DEP.hair;
  const specs = someSpecs(rng, [
    spec(bi('Conteúdo', 'Contenido'), pack > 1 ? `${pack} × ${item.content}` : item.content),
    spec(bi('Marca'), brand),
    shade
      ? spec(bi('Cor', 'Tono'), shade)
      : spec(bi('Indicação', 'Indicación'), isCare ? rng.pick(SKIN_TYPES) : bi('Uso diário', 'Uso diario')),
    item.finish
      ? spec(bi('Acabamento', 'Acabado'), item.finish)
      : spec(bi('Textura'), rng.pick([bi('Leve', 'Ligera'), bi('Gel'), bi('Creme', 'Crema')])),
    collection
      ? spec(bi('Coleção', 'Colección'), collection)
      : spec(bi('Vegano'), rng.chance(0.5) ? bi('Sim', 'Sí') : bi('Não', 'No')),
    spec(bi('Testado dermatologicamente', 'Testeado dermatológicamente'), bi('Sim', 'Sí')),
    spec(bi('Origem', 'Origen'), ORIGIN[item.brandId] ?? bi('Importado')),
  ]);
  return {
    brandId: item.brandId,
    departmentId: item.dep,
    kind: item.kind,
    name: [label(0), label(1)],
    systemName: erp(
      isCare ? 'COSM' : 'MAQ',
      brand,
      item.sys,
      collection,
      item.content.replace(/\s/g, '').replace(',', '.'),
      shade.split(' ')[0],
      pack > 1 && `KIT${pack}`,
    ),
    priceUsd: shopPrice(rng, item.price * (pack === 1 ? 1 : pack * 0.9)),
    specs,
    intro: [
      `${item.name[0]} ${brand}: ${isCare ? 'cuidado de verdade com ativos de alta performance' : 'cor intensa e acabamento profissional'} para a sua rotina.`,
      `${item.name[1]} ${brand}: ${isCare ? 'cuidado real con activos de alto rendimiento' : 'color intenso y acabado profesional'} para tu rutina.`,
    ],
    highlights: [
      bi(`Conteúdo: ${item.content}`, `Contenido: ${item.content}`),
      isCare
        ? bi('Fórmula com ativos hidratantes', 'Fórmula con activos hidratantes')
        : bi('Alta pigmentação e longa duração', 'Alta pigmentación y larga duración'),
      bi('Produto original importado', 'Producto original importado'),
    ],
    tint,
  };
}

const MAKEUP_VARIANTS = variantsOf(MAKEUP);
function makeupLine(rng: Rng, ordinal: number): LineItem {
  if (ordinal < MAKEUP_VARIANTS.length) {
    const { item, v } = MAKEUP_VARIANTS[combo(ordinal, [MAKEUP_VARIANTS.length])[0]];
    return cosmetic(rng, item, v);
  }
  const [x, col] = combo(ordinal - MAKEUP_VARIANTS.length, [MAKEUP_VARIANTS.length, COLLECTIONS.length]);
  return cosmetic(rng, MAKEUP_VARIANTS[x].item, MAKEUP_VARIANTS[x].v, COLLECTIONS[col]);
}

/** Generated care products beyond the named ones: brand × form × active ingredient × size. */
// prettier-ignore
const SKIN_FORMS: Array<[Bi, ImageKind, string]> = [
  [bi('Sérum', 'Sérum'), 'pump', '15 ml'], [bi('Creme Hidratante', 'Crema Hidratante'), 'jar', '50 g'], [bi('Gel de Limpeza', 'Gel de Limpieza'), 'pump', '150 ml'],
  [bi('Tônico Facial', 'Tónico Facial'), 'pump', '200 ml'], [bi('Máscara Facial', 'Mascarilla Facial'), 'jar', '100 g'], [bi('Creme para Olhos', 'Crema para Ojos'), 'tube', '15 g'],
];
// prettier-ignore
const HAIR_FORMS: Array<[Bi, ImageKind]> = [
  [bi('Máscara Capilar', 'Mascarilla Capilar'), 'jar'], [bi('Shampoo', 'Champú'), 'pump'], [bi('Condicionador', 'Acondicionador'), 'pump'],
  [bi('Óleo Capilar', 'Aceite Capilar'), 'pump'], [bi('Ampola de Tratamento', 'Ampolla de Tratamiento'), 'tube'],
];
// prettier-ignore
const ACTIVES: Bi[] = [
  bi('Ácido Hialurônico', 'Ácido Hialurónico'), bi('Niacinamida'), bi('Vitamina C'), bi('Retinol'), bi('Ceramidas'), bi('Ácido Salicílico'),
  bi('Peptídeos', 'Péptidos'), bi('Colágeno'), bi('Centella Asiática'), bi('Ácido Glicólico'), bi('Pantenol'), bi('Esqualano', 'Escualano'),
];
// prettier-ignore
const HAIR_ACTIVES: Bi[] = [bi('Colágeno'), bi('Maca Power'), bi('Argan', 'Argán'), bi('Queratina'), bi('Biotina'), bi('Coco'), bi('Abacate', 'Palta'), bi('Ceramidas')];
const HAIR_SIZES = ['250 ml', '500 ml', '800 ml'];
const SKIN_BRANDS = [BRAND.creamy, BRAND.loreal];

const CARE_VARIANTS = variantsOf(SKIN_HAIR);
const SKIN_SPACE = SKIN_BRANDS.length * SKIN_FORMS.length * ACTIVES.length;
const HAIR_SPACE = HAIR_FORMS.length * HAIR_ACTIVES.length * HAIR_SIZES.length;
function careLine(rng: Rng, ordinal: number): LineItem {
  if (ordinal < CARE_VARIANTS.length) {
    const { item, v } = CARE_VARIANTS[combo(ordinal, [CARE_VARIANTS.length])[0]];
    return cosmetic(rng, item, v);
  }
  const [n] = combo(ordinal - CARE_VARIANTS.length, [SKIN_SPACE + HAIR_SPACE]);
  if (n < SKIN_SPACE) {
    const [b, f, a] = combo(n, [SKIN_BRANDS.length, SKIN_FORMS.length, ACTIVES.length]);
    const [form, kind, content] = SKIN_FORMS[f];
    const name = bi(`${form[0]} ${ACTIVES[a][0]}`, `${form[1]} ${ACTIVES[a][1]}`);
    return cosmetic(
      rng,
      c(SKIN_BRANDS[b], DEP.skincare, kind, name, erp(form[0], ACTIVES[a][0]), 12 + f * 2, 'none', content),
      0,
    );
  }
  const [f, a, s] = combo(n - SKIN_SPACE, [HAIR_FORMS.length, HAIR_ACTIVES.length, HAIR_SIZES.length]);
  const [form, kind] = HAIR_FORMS[f];
  const name = bi(`${form[0]} ${HAIR_ACTIVES[a][0]}`, `${form[1]} ${HAIR_ACTIVES[a][1]}`);
  return cosmetic(
    rng,
    c(
      BRAND.karseell,
      DEP.hair,
      kind,
      name,
      erp(form[0], HAIR_ACTIVES[a][0]),
      9 + s * 4,
      'none',
      HAIR_SIZES[s],
    ),
    0,
  );
}

// prettier-ignore
const VS_SCENTS = ['Bare Vanilla', 'Pure Seduction', 'Velvet Petals', 'Love Spell', 'Amber Romance', 'Coconut Passion', 'Aqua Kiss', 'Midnight Bloom', 'Romantic', 'Strawberries & Champagne', 'Temptation', 'Bombshell'];
const VS_TYPES = ['splash', 'lotion', 'edp'] as const;
const VS_EDITIONS = ['', 'Shimmer', 'Candied', 'Cashmere', 'Sol', 'Noir', 'Splash', 'Heat'];
const VS_TINTS = ['#f2b5c8', '#e8a0b4', '#c9a0dc', '#f6c89f', '#a7d8de', '#f4d35e', '#e76f8f'];

// prettier-ignore
export const BEAUTY_LINES: ProductLine[] = [
  { key: 'makeup', weight: 12, space: MAKEUP_VARIANTS.length * (1 + COLLECTIONS.length), build: (rng, ctx) => makeupLine(rng, ctx.ordinal) },
  { key: 'skin-hair', weight: 7, space: CARE_VARIANTS.length + SKIN_SPACE + HAIR_SPACE, build: (rng, ctx) => careLine(rng, ctx.ordinal) },
  {
    key: 'victorias-secret',
    weight: 5,
    space: VS_SCENTS.length * VS_EDITIONS.length * VS_TYPES.length,
    build(rng, ctx) {
      const [sc, ed, ty] = combo(ctx.ordinal, [VS_SCENTS.length, VS_EDITIONS.length, VS_TYPES.length]);
      const scent = VS_SCENTS[sc];
      const edition = VS_EDITIONS[ed];
      const type = VS_TYPES[ty];
      const full = `${scent}${edition ? ` ${edition}` : ''}`;
      const ml = type === 'splash' ? 250 : type === 'lotion' ? 236 : rng.pick([50, 100]);
      const name: Bi =
        type === 'splash'
          ? [`Victoria's Secret Body Splash ${full} ${ml} ml`, `Victoria's Secret Body Splash ${full} ${ml} ml`]
          : type === 'lotion'
            ? [`Victoria's Secret Loção Corporal ${full} ${ml} ml`, `Victoria's Secret Loción Corporal ${full} ${ml} ml`]
            : [`Victoria's Secret ${full} Eau de Parfum ${ml} ml`, `Victoria's Secret ${full} Eau de Parfum ${ml} ml`];
      return {
        brandId: BRAND.victoriasSecret,
        departmentId: type === 'edp' ? DEP.imported : DEP.bodySplash,
        kind: type === 'lotion' ? 'pump' : type === 'edp' ? 'perfume' : 'splash',
        name,
        systemName: erp('VS', type === 'splash' ? 'BODY SPLASH' : type === 'lotion' ? 'LOCAO' : 'EDP', full, `${ml}ML`),
        priceUsd: shopPrice(rng, type === 'splash' ? 16 : type === 'lotion' ? 14 : ml === 100 ? 62 : 45),
        specs: someSpecs(rng, [
          spec(bi('Volume', 'Volumen'), `${ml} ml`),
          spec(bi('Fragrância', 'Fragancia'), full),
          spec(bi('Tipo'), type === 'splash' ? bi('Body Splash (Fragrance Mist)') : type === 'lotion' ? bi('Loção hidratante perfumada', 'Loción hidratante perfumada') : bi('Eau de Parfum')),
          spec(bi('Gênero', 'Género'), bi('Feminino', 'Femenino')),
          spec(bi('Origem', 'Origen'), bi('Estados Unidos')),
        ]),
        intro: [`${full}: a assinatura Victoria's Secret para perfumar o corpo com leveza.`, `${full}: la firma Victoria's Secret para perfumar el cuerpo con suavidad.`],
        highlights: [bi(`${ml} ml`), bi('Fragrância envolvente e delicada', 'Fragancia envolvente y delicada'), bi('Original dos Estados Unidos', 'Original de Estados Unidos')],
        tint: rng.pick(VS_TINTS),
      };
    },
  },
];
