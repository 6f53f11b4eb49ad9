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
} from './line-kit';
import type { Rng } from '../random';

/** A phone, tablet or notebook model: memory options add to the base price. */
interface Device {
  brandId: number;
  dep: number;
  kind: ImageKind;
  model: string;
  price: number;
  memories: Array<[label: string, extra: number]>;
  colours: Colour[];
  screen: string;
  chip: string;
  camera?: string;
  battery: string;
}
const dev = (
  brandId: number,
  dep: number,
  kind: ImageKind,
  model: string,
  price: number,
  memories: Array<[string, number]>,
  colours: Colour[],
  screen: string,
  chip: string,
  battery: string,
  camera?: string,
): Device => ({ brandId, dep, kind, model, price, memories, colours, screen, chip, battery, camera });

const MIDNIGHT = colour('Meia-noite', 'Medianoche', '#1f2430');
const STARLIGHT = colour('Estelar', 'Blanco Estelar', '#f1ece2');
const T_NATURAL = colour('Titânio Natural', 'Titanio Natural', '#b9b2a6');
const T_DESERT = colour('Titânio Deserto', 'Titanio Desierto', '#c7a98a');
const T_WHITE = colour('Titânio Branco', 'Titanio Blanco', '#e8e6e1');
const T_BLACK = colour('Titânio Preto', 'Titanio Negro', '#3b3b3d');
const T_BLUE = colour('Titânio Azul', 'Titanio Azul', '#3f4a5c');
const ULTRAMARINE = colour('Ultramarino', 'Ultramar', '#5c6fd6');
const TEAL = colour('Verde-acinzentado', 'Verde Azulado', '#7fa9a0');
const COSMIC_ORANGE = colour('Laranja-cósmico', 'Naranja Cósmico', '#e0723a');
const DEEP_BLUE = colour('Azul-profundo', 'Azul Profundo', '#2b3a55');
const SKY_BLUE = colour('Azul-céu', 'Azul Cielo', '#a9c7e8');
const YELLOW = colour('Amarelo', 'Amarillo', '#f2d66b');
const PIXEL: Array<[string, number]> = [
  ['128 GB', 0],
  ['256 GB', 100],
  ['512 GB', 300],
];
const PRO: Array<[string, number]> = [
  ['256 GB', 0],
  ['512 GB', 200],
  ['1 TB', 400],
];

const A = DEP.iphone;
// prettier-ignore
const PHONES: Device[] = [
  dev(BRAND.apple, A, 'phone', 'iPhone 13', 479, PIXEL.slice(0, 2), [MIDNIGHT, STARLIGHT, C.blue, C.pink, C.green], '6,1" Super Retina XDR', 'A15 Bionic', '3240 mAh', '12 MP + 12 MP'),
  dev(BRAND.apple, A, 'phone', 'iPhone 14', 559, PIXEL.slice(0, 2), [MIDNIGHT, STARLIGHT, C.blue, C.purple, YELLOW], '6,1" Super Retina XDR', 'A15 Bionic', '3279 mAh', '12 MP + 12 MP'),
  dev(BRAND.apple, A, 'phone', 'iPhone 15', 679, PIXEL, [C.black, C.blue, C.green, YELLOW, C.pink], '6,1" Super Retina XDR', 'A16 Bionic', '3349 mAh', '48 MP + 12 MP'),
  dev(BRAND.apple, A, 'phone', 'iPhone 15 Pro Max', 1099, PRO, [T_NATURAL, T_BLUE, T_WHITE, T_BLACK], '6,7" Super Retina XDR ProMotion', 'A17 Pro', '4441 mAh', '48 MP + 12 MP + 12 MP'),
  dev(BRAND.apple, A, 'phone', 'iPhone 16', 789, PIXEL, [C.black, C.white, C.pink, TEAL, ULTRAMARINE], '6,1" Super Retina XDR', 'A18', '3561 mAh', '48 MP + 12 MP'),
  dev(BRAND.apple, A, 'phone', 'iPhone 16 Plus', 889, PIXEL, [C.black, C.white, C.pink, TEAL, ULTRAMARINE], '6,7" Super Retina XDR', 'A18', '4674 mAh', '48 MP + 12 MP'),
  dev(BRAND.apple, A, 'phone', 'iPhone 16e', 599, PIXEL, [C.black, C.white], '6,1" Super Retina XDR', 'A18', '4005 mAh', '48 MP'),
  dev(BRAND.apple, A, 'phone', 'iPhone 16 Pro', 1049, [['128 GB', -100], ...PRO], [T_NATURAL, T_DESERT, T_WHITE, T_BLACK], '6,3" Super Retina XDR ProMotion', 'A18 Pro', '3582 mAh', '48 MP + 48 MP + 12 MP'),
  dev(BRAND.apple, A, 'phone', 'iPhone 16 Pro Max', 1199, PRO, [T_NATURAL, T_DESERT, T_WHITE, T_BLACK], '6,9" Super Retina XDR ProMotion', 'A18 Pro', '4685 mAh', '48 MP + 48 MP + 12 MP'),
  dev(BRAND.apple, A, 'phone', 'iPhone 17 Pro Max', 1399, [...PRO, ['2 TB', 800]], [COSMIC_ORANGE, DEEP_BLUE, C.silver], '6,9" Super Retina XDR ProMotion', 'A19 Pro', '4832 mAh', '48 MP + 48 MP + 48 MP'),
];

const R = DEP.android;
// prettier-ignore
const XM: Array<[string, number]> = [['6/128 GB', 0], ['8/256 GB', 40], ['12/256 GB', 70], ['12/512 GB', 120]];
const XM_COLOURS = [C.black, C.blue, C.green, C.purple, C.silver, C.white];
// prettier-ignore
const HONOR_COLOURS = [C.black, C.green, C.silver, C.blue, colour('Dourado Titânio', 'Dorado Titanio', '#cdb58a')];
// prettier-ignore
const ANDROID: Device[] = [
  dev(BRAND.xiaomi, R, 'phone', 'Redmi Note 14', 189, XM.slice(0, 3), XM_COLOURS, '6,67" AMOLED 120 Hz', 'Helio G99-Ultra', '5500 mAh', '108 MP + 2 MP + 2 MP'),
  dev(BRAND.xiaomi, R, 'phone', 'Redmi Note 14 Pro 5G', 279, XM.slice(1), XM_COLOURS, '6,67" AMOLED 120 Hz', 'Dimensity 7300-Ultra', '5110 mAh', '200 MP + 8 MP + 2 MP'),
  dev(BRAND.xiaomi, R, 'phone', 'Redmi Note 14 Pro+ 5G', 369, XM.slice(1), XM_COLOURS, '6,67" AMOLED 120 Hz', 'Snapdragon 7s Gen 3', '5110 mAh', '200 MP + 8 MP + 2 MP'),
  dev(BRAND.xiaomi, R, 'phone', 'Redmi Note 13', 159, XM.slice(0, 3), XM_COLOURS, '6,67" AMOLED 120 Hz', 'Snapdragon 685', '5000 mAh', '108 MP + 8 MP + 2 MP'),
  dev(BRAND.xiaomi, R, 'phone', 'Redmi 14C', 109, [['4/128 GB', 0], ['6/128 GB', 15], ['8/256 GB', 40]], XM_COLOURS, '6,88" LCD 120 Hz', 'Helio G81-Ultra', '5160 mAh', '50 MP'),
  dev(BRAND.xiaomi, R, 'phone', 'Redmi A5', 85, [['3/64 GB', 0], ['4/128 GB', 15]], XM_COLOURS, '6,88" LCD 120 Hz', 'Unisoc T7250', '5200 mAh', '32 MP'),
  dev(BRAND.xiaomi, R, 'phone', 'Poco X7 Pro 5G', 329, XM.slice(1), XM_COLOURS, '6,67" AMOLED 120 Hz', 'Dimensity 8400-Ultra', '6000 mAh', '50 MP + 8 MP'),
  dev(BRAND.xiaomi, R, 'phone', 'Poco F7 Pro', 499, XM.slice(2), XM_COLOURS, '6,67" AMOLED 120 Hz', 'Snapdragon 8 Gen 3', '6000 mAh', '50 MP + 8 MP'),
  dev(BRAND.xiaomi, R, 'phone', 'Poco C75', 99, [['6/128 GB', 0], ['8/256 GB', 30]], XM_COLOURS, '6,88" LCD 120 Hz', 'Helio G81-Ultra', '5160 mAh', '50 MP'),
  dev(BRAND.xiaomi, R, 'phone', 'Xiaomi 15', 799, [['12/256 GB', 0], ['12/512 GB', 100]], XM_COLOURS, '6,36" AMOLED 120 Hz', 'Snapdragon 8 Elite', '5240 mAh', '50 MP + 50 MP + 50 MP'),
  dev(BRAND.honor, R, 'phone', 'X6b', 119, [['4/128 GB', 0], ['6/256 GB', 30]], HONOR_COLOURS, '6,56" LCD 90 Hz', 'Helio G85', '5200 mAh', '50 MP'),
  dev(BRAND.honor, R, 'phone', 'X7c', 159, [['6/128 GB', 0], ['8/256 GB', 35]], HONOR_COLOURS, '6,77" LCD 120 Hz', 'Snapdragon 685', '6000 mAh', '108 MP'),
  dev(BRAND.honor, R, 'phone', 'X8c', 209, [['8/256 GB', 0], ['8/512 GB', 50]], HONOR_COLOURS, '6,7" AMOLED 120 Hz', 'Snapdragon 685', '5000 mAh', '108 MP'),
  dev(BRAND.honor, R, 'phone', 'X9c 5G', 329, [['8/256 GB', 0], ['12/256 GB', 40]], HONOR_COLOURS, '6,78" AMOLED 120 Hz', 'Snapdragon 6 Gen 1', '6600 mAh', '108 MP + 5 MP'),
  dev(BRAND.honor, R, 'phone', 'Magic 7 Lite', 349, [['8/256 GB', 0], ['8/512 GB', 50]], HONOR_COLOURS, '6,78" AMOLED 120 Hz', 'Snapdragon 6 Gen 1', '6600 mAh', '108 MP + 5 MP'),
  dev(BRAND.honor, R, 'phone', '400 Lite', 289, [['8/256 GB', 0]], HONOR_COLOURS, '6,7" AMOLED 120 Hz', 'Dimensity 7025-Ultra', '5230 mAh', '108 MP + 5 MP'),
];

// prettier-ignore
const COMPUTERS: Device[] = [
  dev(BRAND.apple, DEP.tablets, 'tablet', 'iPad 11" A16 Wi-Fi', 379, PIXEL, [C.silver, C.blue, C.pink, YELLOW], '11" Liquid Retina', 'A16', '28,93 Wh'),
  dev(BRAND.apple, DEP.tablets, 'tablet', 'iPad Air 11" M3 Wi-Fi', 629, PIXEL, [C.grey, C.blue, C.purple, STARLIGHT], '11" Liquid Retina', 'M3', '28,93 Wh'),
  dev(BRAND.apple, DEP.tablets, 'tablet', 'iPad mini A17 Pro Wi-Fi', 529, PIXEL, [C.grey, C.blue, C.purple, STARLIGHT], '8,3" Liquid Retina', 'A17 Pro', '19,3 Wh'),
  dev(BRAND.apple, DEP.tablets, 'tablet', 'iPad Pro 13" M4 Wi-Fi', 1399, PRO, [C.black, C.silver], '13" Ultra Retina XDR', 'M4', '38,99 Wh'),
  dev(BRAND.xiaomi, DEP.tablets, 'tablet', 'Redmi Pad SE 8.7', 119, [['4/64 GB', 0], ['4/128 GB', 20]], [C.grey, C.blue, C.green], '8,7" LCD 90 Hz', 'Helio G85', '6650 mAh'),
  dev(BRAND.xiaomi, DEP.tablets, 'tablet', 'Redmi Pad 2', 199, [['4/128 GB', 0], ['6/128 GB', 20], ['8/256 GB', 60]], [C.grey, C.blue, C.green], '11" 2.5K 90 Hz', 'Helio G100-Ultra', '9000 mAh'),
  dev(BRAND.xiaomi, DEP.tablets, 'tablet', 'Xiaomi Pad 7', 399, [['8/128 GB', 0], ['8/256 GB', 50], ['12/256 GB', 90]], [C.grey, C.blue, C.green], '11,2" 3.2K 144 Hz', 'Snapdragon 7+ Gen 3', '8850 mAh'),
  dev(BRAND.honor, DEP.tablets, 'tablet', 'Pad X8a', 149, [['4/64 GB', 0], ['4/128 GB', 20]], [C.grey, SKY_BLUE], '11" LCD 90 Hz', 'Snapdragon 680', '8300 mAh'),
  dev(BRAND.apple, DEP.notebooks, 'laptop', 'MacBook Air 13" M4', 1049, [['16/256 GB', 0], ['16/512 GB', 200], ['24/512 GB', 400]], [C.silver, SKY_BLUE, MIDNIGHT, STARLIGHT], '13,6" Liquid Retina', 'M4', '53,8 Wh'),
  dev(BRAND.apple, DEP.notebooks, 'laptop', 'MacBook Air 15" M4', 1249, [['16/256 GB', 0], ['16/512 GB', 200], ['24/512 GB', 400]], [C.silver, SKY_BLUE, MIDNIGHT, STARLIGHT], '15,3" Liquid Retina', 'M4', '66,5 Wh'),
  dev(BRAND.apple, DEP.notebooks, 'laptop', 'MacBook Pro 14" M4', 1649, [['16/512 GB', 0], ['24/1 TB', 400]], [C.silver, C.black], '14,2" Liquid Retina XDR', 'M4', '72,4 Wh'),
  dev(BRAND.honor, DEP.notebooks, 'laptop', 'MagicBook X14 Plus', 599, [['16/512 GB', 0], ['16/1 TB', 80]], [C.grey, C.silver], '14" IPS 2.2K', 'Ryzen 7 8845HS', '60 Wh'),
];

/** Where the unit was made for: CDE shops list the market, which changes warranty and bands. */
const VERSIONS: Bi[] = [bi(''), bi('Global'), bi('Dual SIM'), bi('eSIM')];

function device(rng: Rng, d: Device, mem: number, col: number, ver: number): LineItem {
  const brand = brandName(d.brandId);
  const [memory, extra] = d.memories[mem];
  const c = d.colours[col];
  const version = d.kind === 'phone' ? VERSIONS[ver] : bi('');
  const prefix = d.model.startsWith(brand) ? '' : `${brand} `;
  const name = (lang: 0 | 1) =>
    [`${prefix}${d.model}`, memory, c.name[lang], version[lang]].filter(Boolean).join(' ');
  const type = d.kind === 'phone' ? bi('Smartphone') : d.kind === 'tablet' ? bi('Tablet') : bi('Notebook');
  return {
    brandId: d.brandId,
    departmentId: d.dep,
    kind: d.kind,
    name: [name(0), name(1)],
    systemName: erp(
      d.kind === 'phone' ? 'CEL' : d.kind === 'tablet' ? 'TAB' : 'NB',
      brand,
      d.model.replace(/"/g, ''),
      memory.replace(' ', ''),
      c.name[0],
      version[0],
    ),
    priceUsd: shopPrice(rng, d.price + extra, 0.04),
    specs: someSpecs(rng, [
      spec(bi('Armazenamento', 'Almacenamiento'), memory),
      spec(bi('Tela', 'Pantalla'), d.screen),
      spec(bi('Cor', 'Color'), c.name),
      spec(bi('Processador', 'Procesador'), d.chip),
      spec(bi('Bateria', 'Batería'), d.battery),
      ...(d.camera ? [spec(bi('Câmera principal', 'Cámara principal'), d.camera)] : []),
      spec(bi('Versão', 'Versión'), version[0] ? version : bi('Internacional')),
      spec(
        bi('Garantia', 'Garantía'),
        d.brandId === BRAND.apple ? bi('1 ano internacional', '1 año internacional') : bi('6 meses'),
      ),
    ]),
    intro: [
      `${type[0]} ${brand} ${d.model} com ${d.chip}, tela ${d.screen} e ${memory} de memória.`,
      `${type[1]} ${brand} ${d.model} con ${d.chip}, pantalla ${d.screen} y ${memory} de memoria.`,
    ],
    highlights: [
      bi(`Processador ${d.chip}`, `Procesador ${d.chip}`),
      bi(`Tela ${d.screen}`, `Pantalla ${d.screen}`),
      bi(`Bateria ${d.battery}`, `Batería ${d.battery}`),
      bi('Produto novo, lacrado', 'Producto nuevo, sellado'),
    ],
    tint: c.hex,
  };
}

/** One name per model × memory × colour (× version for phones). */
function deviceLine(key: string, weight: number, devices: Device[]): ProductLine {
  const flat = devices.flatMap((d) => d.memories.flatMap((_, m) => d.colours.map((_, c) => ({ d, m, c }))));
  const versions = devices[0].kind === 'phone' ? VERSIONS.length : 1;
  return {
    key,
    weight,
    space: flat.length * versions,
    build(rng, ctx) {
      const [x, v] = combo(ctx.ordinal, [flat.length, versions]);
      return device(rng, flat[x].d, flat[x].m, flat[x].c, v);
    },
  };
}

// prettier-ignore
export const DEVICE_LINES: ProductLine[] = [deviceLine('iphone', 3, PHONES), deviceLine('android', 5, ANDROID), deviceLine('computers', 2, COMPUTERS)];
