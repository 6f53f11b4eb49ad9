import { BRAND, DEP } from './catalog-taxonomy';
import {
  bi,
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

/** The XO accessory line: ERP model codes (prefix + number) keep thousands of names distinct. */
interface XoType {
  dep: number;
  kind: ImageKind;
  name: Bi;
  sys: string;
  prefix: string;
  price: number;
  suffixes: Bi[];
  specs: (rng: Rng) => SpecRow[];
}

const COLOURS: Colour[] = [C.black, C.white, C.blue, C.pink, C.grey];
const ONE_OF = <T>(rng: Rng, xs: readonly T[]) => rng.pick(xs);

const bt = (rng: Rng): SpecRow[] => {
  const hours = rng.int(4, 30);
  return [
    spec(bi('Conexão', 'Conexión'), `Bluetooth ${ONE_OF(rng, ['5.1', '5.3', '5.4'])}`),
    spec(bi('Autonomia', 'Autonomía'), bi(`Até ${hours} h`, `Hasta ${hours} h`)),
    spec(bi('Carregamento', 'Carga'), 'USB-C'),
    spec(bi('Microfone', 'Micrófono'), bi('Sim', 'Sí')),
  ];
};
const power = (rng: Rng, watts: number[]): SpecRow[] => [
  spec(bi('Potência', 'Potencia'), `${ONE_OF(rng, watts)} W`),
  spec(
    bi('Proteção', 'Protección'),
    bi('Sobrecarga, curto-circuito e temperatura', 'Sobrecarga, cortocircuito y temperatura'),
  ),
  spec(bi('Certificação', 'Certificación'), 'CE / FCC'),
];
const cable = (rng: Rng): SpecRow[] => [
  spec(bi('Corrente', 'Corriente'), ONE_OF(rng, ['2,4 A', '3 A', '5 A'])),
  spec(
    bi('Material'),
    ONE_OF(rng, [bi('Nylon trançado', 'Nylon trenzado'), bi('TPE'), bi('Silicone', 'Silicona')]),
  ),
  spec(bi('Transferência de dados', 'Transferencia de datos'), bi('Sim, 480 Mbps', 'Sí, 480 Mbps')),
];
const bank = (rng: Rng): SpecRow[] => [
  spec(bi('Saídas', 'Salidas'), 'USB-C + USB-A'),
  spec(bi('Potência', 'Potencia'), `${ONE_OF(rng, [10, 15, 20, 22.5])} W`.replace('.', ',')),
  spec(bi('Indicador'), bi('Display LED de carga', 'Display LED de carga')),
];
const holder = (): SpecRow[] => [
  spec(bi('Fixação', 'Fijación'), bi('Magnética / garra ajustável', 'Magnética / pinza ajustable')),
  spec(bi('Compatibilidade', 'Compatibilidad'), bi('Celulares de 4,7" a 7"', 'Celulares de 4,7" a 7"')),
  spec(bi('Rotação', 'Rotación'), '360°'),
];

// prettier-ignore
const TYPES: XoType[] = [
  { dep: DEP.xoBluetooth, kind: 'earbuds', name: bi('Fone Bluetooth', 'Auricular Bluetooth'), sys: 'FONE BT', prefix: 'BS', price: 9, suffixes: [bi('Esportivo', 'Deportivo'), bi('Neckband'), bi('')], specs: bt },
  { dep: DEP.xoBluetooth, kind: 'earbuds', name: bi('Fone TWS', 'Auricular TWS'), sys: 'FONE TWS', prefix: 'X', price: 15, suffixes: [bi('com Estojo de Carga', 'con Estuche de Carga'), bi('ANC'), bi('')], specs: bt },
  { dep: DEP.xoBluetooth, kind: 'headphones', name: bi('Headphone Bluetooth', 'Auricular Over-Ear Bluetooth'), sys: 'HEADPHONE BT', prefix: 'BE', price: 19, suffixes: [bi('Dobrável', 'Plegable'), bi('Gamer'), bi('')], specs: bt },
  { dep: DEP.xoWired, kind: 'earbuds', name: bi('Fone com Fio', 'Auricular con Cable'), sys: 'FONE FIO', prefix: 'EP', price: 4, suffixes: [bi('P2 3,5 mm', '3,5 mm'), bi('USB-C'), bi('Lightning')], specs: (rng) => [spec(bi('Conector'), ONE_OF(rng, ['P2 3,5 mm', 'USB-C', 'Lightning'])), spec(bi('Comprimento', 'Largo'), '1,2 m'), spec(bi('Microfone', 'Micrófono'), bi('Sim', 'Sí'))] },
  { dep: DEP.xoWallChargers, kind: 'charger', name: bi('Carregador de Parede', 'Cargador de Pared'), sys: 'CARREG PAREDE', prefix: 'L', price: 8, suffixes: [bi('20W USB-C'), bi('33W GaN'), bi('+ Cabo Lightning', '+ Cable Lightning'), bi('+ Cabo USB-C', '+ Cable USB-C')], specs: (rng) => power(rng, [18, 20, 25, 33, 45, 65]) },
  { dep: DEP.xoCarChargers, kind: 'charger', name: bi('Carregador Veicular', 'Cargador para Auto'), sys: 'CARREG VEIC', prefix: 'CC', price: 7, suffixes: [bi('2 USB'), bi('USB-C PD'), bi('38W')], specs: (rng) => power(rng, [12, 18, 30, 38]) },
  { dep: DEP.xoWireless, kind: 'charger', name: bi('Carregador sem Fio', 'Cargador Inalámbrico'), sys: 'CARREG S/FIO', prefix: 'WX', price: 14, suffixes: [bi('15W'), bi('3 em 1', '3 en 1'), bi('Magnético', 'Magnético')], specs: (rng) => power(rng, [10, 15]) },
  { dep: DEP.xoUsbC, kind: 'cable', name: bi('Cabo USB-C', 'Cable USB-C'), sys: 'CABO USBC', prefix: 'NB', price: 4, suffixes: [bi('1 m'), bi('2 m'), bi('60W 1 m'), bi('100W 2 m')], specs: cable },
  { dep: DEP.xoLightning, kind: 'cable', name: bi('Cabo Lightning', 'Cable Lightning'), sys: 'CABO LIGHTNING', prefix: 'NB', price: 4, suffixes: [bi('1 m'), bi('2 m'), bi('USB-C 1 m')], specs: cable },
  { dep: DEP.xoMicroUsb, kind: 'cable', name: bi('Cabo Micro USB', 'Cable Micro USB'), sys: 'CABO MICRO', prefix: 'NB', price: 3, suffixes: [bi('1 m'), bi('2 m')], specs: cable },
  { dep: DEP.xoPortable, kind: 'speaker', name: bi('Caixa de Som Bluetooth', 'Parlante Bluetooth'), sys: 'CAIXA SOM BT', prefix: 'F', price: 16, suffixes: [bi('5W'), bi('10W RGB'), bi('20W à Prova d’Água', '20W Resistente al Agua')], specs: bt },
  { dep: DEP.xoKaraoke, kind: 'speaker', name: bi('Caixa de Som Karaokê', 'Parlante Karaoke'), sys: 'CAIXA KARAOKE', prefix: 'F', price: 35, suffixes: [bi('com Microfone', 'con Micrófono'), bi('com 2 Microfones', 'con 2 Micrófonos')], specs: bt },
  { dep: DEP.xoMagnetic, kind: 'powerbank', name: bi('Power Bank Magnético', 'Power Bank Magnético'), sys: 'POWER BANK MAG', prefix: 'PR', price: 18, suffixes: [bi('5000 mAh'), bi('10000 mAh')], specs: bank },
  { dep: DEP.xoCompact, kind: 'powerbank', name: bi('Power Bank', 'Power Bank'), sys: 'POWER BANK', prefix: 'PR', price: 12, suffixes: [bi('10000 mAh'), bi('20000 mAh'), bi('30000 mAh')], specs: bank },
  { dep: DEP.xoCarHolders, kind: 'holder', name: bi('Suporte Veicular', 'Soporte para Auto'), sys: 'SUPORTE VEIC', prefix: 'C', price: 6, suffixes: [bi('Magnético', 'Magnético'), bi('para Saída de Ar', 'para Salida de Aire'), bi('para Painel', 'para Tablero')], specs: holder },
  { dep: DEP.xoDeskStands, kind: 'holder', name: bi('Suporte de Mesa', 'Soporte de Mesa'), sys: 'SUPORTE MESA', prefix: 'C', price: 5, suffixes: [bi('Dobrável', 'Plegable'), bi('para Tablet'), bi('')], specs: holder },
];

const MODEL_NUMBERS = 400;

function xoProduct(rng: Rng, ordinal: number): LineItem {
  const [t, n, c] = combo(ordinal, [TYPES.length, MODEL_NUMBERS, COLOURS.length]);
  const type = TYPES[t];
  const model = `${type.prefix}${type.prefix === 'NB' ? '-Q' : ''}${n + 1}`;
  const colour = COLOURS[c];
  const suffix = type.suffixes[(n + c) % type.suffixes.length];
  const name = (lang: 0 | 1) =>
    ['XO', type.name[lang], model, suffix[lang], colour.name[lang]].filter(Boolean).join(' ');
  const specs = someSpecs(
    rng,
    [
      spec(bi('Modelo'), model),
      spec(bi('Cor', 'Color'), colour.name),
      ...type.specs(rng),
      spec(bi('Garantia', 'Garantía'), bi('3 meses')),
    ],
    3,
    7,
  );
  return {
    brandId: BRAND.xo,
    departmentId: type.dep,
    kind: type.kind,
    name: [name(0), name(1)],
    systemName: erp('XO', type.sys, model, suffix[0], colour.name[0]),
    priceUsd: shopPrice(rng, type.price * (1 + (n % 7) * 0.08), 0.1),
    specs,
    intro: [
      `${type.name[0]} XO ${model}: acessório robusto com o acabamento da linha XO.`,
      `${type.name[1]} XO ${model}: accesorio robusto con la terminación de la línea XO.`,
    ],
    highlights: [
      bi(`Modelo ${model}`),
      bi(`Cor ${colour.name[0].toLowerCase()}`, `Color ${colour.name[1].toLowerCase()}`),
      bi('Garantia de 3 meses', 'Garantía de 3 meses'),
    ],
    tint: colour.hex,
  };
}

// prettier-ignore
export const XO_LINES: ProductLine[] = [{ key: 'xo', weight: 12, space: TYPES.length * MODEL_NUMBERS * COLOURS.length, build: (rng, ctx) => xoProduct(rng, ctx.ordinal) }];
