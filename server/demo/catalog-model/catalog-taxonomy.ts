/**
 * Brands, categories and departments with fixed ids. Spec §9 highlights read category 27 (Perfumaria)
 * and brand 4 (Apple); the storefront's fixed shortcuts (/produtos/perfumaria/perfumes-arabes,
 * /marca/kiko-milano, ...) point at slugs defined here.
 */

export interface BrandDef {
  id: number;
  name: string;
  slug: string;
}

// prettier-ignore
export const BRAND = {
  perfumaria: 1,
  vape: 2,
  xiaomi: 3,
  apple: 4,
  honor: 5,
  xo: 6,
  kiko: 7,
  karseell: 8,
  victoriasSecret: 9,
  creamy: 10,
  lattafa: 11,
  armaf: 12,
  alHaramain: 13,
  rasasi: 14,
  ardAlZaafaran: 15,
  maisonAlhambra: 16,
  afnan: 17,
  swissArabian: 18,
  carolinaHerrera: 19,
  pacoRabanne: 20,
  dior: 21,
  calvinKlein: 22,
  hugoBoss: 23,
  versace: 24,
  jpg: 25,
  banderas: 26,
  rubyRose: 27,
  vult: 28,
  maybelline: 29,
  loreal: 30,
  nivea: 31,
  dove: 32,
} as const;

// prettier-ignore
export const BRANDS: readonly BrandDef[] = [
  { id: 1, name: 'Perfumaria', slug: 'perfumaria' },
  { id: 2, name: 'Vape', slug: 'vape' },
  { id: 3, name: 'Xiaomi', slug: 'xiaomi' },
  { id: 4, name: 'Apple', slug: 'apple' },
  { id: 5, name: 'Honor', slug: 'honor' },
  { id: 6, name: 'XO', slug: 'xo' },
  { id: 7, name: 'Kiko Milano', slug: 'kiko-milano' },
  { id: 8, name: 'Karseell', slug: 'karseell' },
  { id: 9, name: "Victoria's Secret", slug: 'victorias-secret' },
  { id: 10, name: 'Creamy', slug: 'creamy' },
  { id: 11, name: 'Lattafa', slug: 'lattafa' },
  { id: 12, name: 'Armaf', slug: 'armaf' },
  { id: 13, name: 'Al Haramain', slug: 'al-haramain' },
  { id: 14, name: 'Rasasi', slug: 'rasasi' },
  { id: 15, name: 'Ard Al Zaafaran', slug: 'ard-al-zaafaran' },
  { id: 16, name: 'Maison Alhambra', slug: 'maison-alhambra' },
  { id: 17, name: 'Afnan', slug: 'afnan' },
  { id: 18, name: 'Swiss Arabian', slug: 'swiss-arabian' },
  { id: 19, name: 'Carolina Herrera', slug: 'carolina-herrera' },
  { id: 20, name: 'Paco Rabanne', slug: 'paco-rabanne' },
  { id: 21, name: 'Dior', slug: 'dior' },
  { id: 22, name: 'Calvin Klein', slug: 'calvin-klein' },
  { id: 23, name: 'Hugo Boss', slug: 'hugo-boss' },
  { id: 24, name: 'Versace', slug: 'versace' },
  { id: 25, name: 'Jean Paul Gaultier', slug: 'jean-paul-gaultier' },
  { id: 26, name: 'Antonio Banderas', slug: 'antonio-banderas' },
  { id: 27, name: 'Ruby Rose', slug: 'ruby-rose' },
  { id: 28, name: 'Vult', slug: 'vult' },
  { id: 29, name: 'Maybelline', slug: 'maybelline' },
  { id: 30, name: "L'Oréal", slug: 'loreal' },
  { id: 31, name: 'Nivea', slug: 'nivea' },
  { id: 32, name: 'Dove', slug: 'dove' },
];

export const brandLogoUrl = (slug: string) => `/media/brands/${slug}.webp`;

const brandById = new Map(BRANDS.map((b) => [b.id, b]));
export function brandName(id: number): string {
  return brandById.get(id)?.name ?? '';
}

export interface CategoryDef {
  id: number;
  namePt: string;
  nameEs: string;
  slug: string;
  special: boolean;
}

// prettier-ignore
export const CATEGORIES: readonly CategoryDef[] = [
  { id: 27, namePt: 'Perfumaria', nameEs: 'Perfumería', slug: 'perfumaria', special: false },
  { id: 7, namePt: 'Cosméticos', nameEs: 'Cosméticos', slug: 'cosmeticos', special: false },
  { id: 1, namePt: 'Celulares', nameEs: 'Celulares', slug: 'celulares', special: false },
  { id: 2, namePt: 'Áudio', nameEs: 'Audio', slug: 'audio', special: false },
  { id: 3, namePt: 'Relógios e Smartwatches', nameEs: 'Relojes y Smartwatches', slug: 'relogios', special: false },
  { id: 6, namePt: 'Tablets e Informática', nameEs: 'Tablets e Informática', slug: 'informatica', special: false },
  { id: 4, namePt: 'Acessórios', nameEs: 'Accesorios', slug: 'acessorios', special: false },
  { id: 5, namePt: 'Cuidados Pessoais', nameEs: 'Cuidado Personal', slug: 'cuidados-pessoais', special: false },
  { id: 8, namePt: 'Vapes e Pods', nameEs: 'Vapes y Pods', slug: 'vapes', special: false },
  // The XO line: raw names keep the ERP's "XO " / "XO*" prefix, which the storefront strips (spec §2).
  { id: 40, namePt: 'XO Fones de Ouvido', nameEs: 'XO Auriculares', slug: 'xo-fones-de-ouvido', special: true },
  { id: 41, namePt: 'XO*Carregadores', nameEs: 'XO*Cargadores', slug: 'xo-carregadores', special: true },
  { id: 42, namePt: 'XO Cabos', nameEs: 'XO Cables', slug: 'xo-cabos', special: true },
  { id: 43, namePt: 'XO Caixas de Som', nameEs: 'XO Parlantes', slug: 'xo-caixas-de-som', special: true },
  { id: 44, namePt: 'XO*Power Banks', nameEs: 'XO*Power Banks', slug: 'xo-power-banks', special: true },
  { id: 45, namePt: 'XO Suportes', nameEs: 'XO Soportes', slug: 'xo-suportes', special: true },
];

export interface DepartmentDef {
  id: number;
  categoryId: number;
  namePt: string;
  nameEs: string;
  slug: string;
}

// prettier-ignore
export const DEP = {
  arabic: 1,
  imported: 2,
  bodySplash: 3,
  kits: 4,
  makeup: 10,
  lips: 11,
  skincare: 12,
  hair: 13,
  iphone: 20,
  android: 21,
  earphones: 30,
  speakers: 31,
  smartwatches: 40,
  smartbands: 41,
  chargers: 50,
  cables: 51,
  powerBanks: 52,
  cases: 53,
  body: 60,
  deodorants: 61,
  grooming: 62,
  tablets: 70,
  notebooks: 71,
  disposablePods: 80,
  refillPods: 81,
  xoBluetooth: 100,
  xoWired: 101,
  xoWallChargers: 110,
  xoCarChargers: 111,
  xoWireless: 112,
  xoUsbC: 120,
  xoLightning: 121,
  xoMicroUsb: 122,
  xoPortable: 130,
  xoKaraoke: 131,
  xoMagnetic: 140,
  xoCompact: 141,
  xoCarHolders: 150,
  xoDeskStands: 151,
} as const;

const d = (id: number, categoryId: number, namePt: string, nameEs: string, slug: string): DepartmentDef => ({
  id,
  categoryId,
  namePt,
  nameEs,
  slug,
});

// prettier-ignore
export const DEPARTMENTS: readonly DepartmentDef[] = [
  d(1, 27, 'Perfumes Árabes', 'Perfumes Árabes', 'perfumes-arabes'),
  d(2, 27, 'Perfumes Importados', 'Perfumes Importados', 'perfumes-importados'),
  d(3, 27, 'Body Splash e Mists', 'Body Splash y Mists', 'body-splash'),
  d(4, 27, 'Kits e Miniaturas', 'Kits y Miniaturas', 'kits-e-miniaturas'),
  d(10, 7, 'Maquiagem', 'Maquillaje', 'maquiagem'),
  d(11, 7, 'Lábios', 'Labios', 'labios'),
  d(12, 7, 'Skincare', 'Cuidado de la Piel', 'skincare'),
  d(13, 7, 'Cabelos', 'Cabello', 'cabelos'),
  d(20, 1, 'iPhone', 'iPhone', 'iphone'),
  d(21, 1, 'Smartphones Android', 'Smartphones Android', 'smartphones-android'),
  d(30, 2, 'Fones de Ouvido', 'Auriculares', 'fones-de-ouvido'),
  d(31, 2, 'Caixas de Som', 'Parlantes', 'caixas-de-som'),
  d(40, 3, 'Smartwatches', 'Smartwatches', 'smartwatches'),
  d(41, 3, 'Smartbands', 'Smartbands', 'smartbands'),
  d(50, 4, 'Carregadores', 'Cargadores', 'carregadores'),
  d(51, 4, 'Cabos', 'Cables', 'cabos'),
  d(52, 4, 'Power Banks', 'Power Banks', 'power-banks'),
  d(53, 4, 'Capas e Películas', 'Fundas y Vidrios', 'capas-e-peliculas'),
  d(60, 5, 'Corpo e Banho', 'Cuerpo y Baño', 'corpo-e-banho'),
  d(61, 5, 'Desodorantes', 'Desodorantes', 'desodorantes'),
  d(62, 5, 'Barbeadores e Aparadores', 'Afeitadoras y Cortadoras', 'barbeadores'),
  d(70, 6, 'Tablets', 'Tablets', 'tablets'),
  d(71, 6, 'Notebooks', 'Notebooks', 'notebooks'),
  d(80, 8, 'Pods Descartáveis', 'Pods Descartables', 'pods-descartaveis'),
  d(81, 8, 'Pods Recarregáveis', 'Pods Recargables', 'pods-recarregaveis'),
  d(100, 40, 'Fones Bluetooth', 'Auriculares Bluetooth', 'bluetooth'),
  d(101, 40, 'Fones com Fio', 'Auriculares con Cable', 'com-fio'),
  d(110, 41, 'Carregadores de Parede', 'Cargadores de Pared', 'parede'),
  d(111, 41, 'Carregadores Veiculares', 'Cargadores para Auto', 'veiculares'),
  d(112, 41, 'Carregadores sem Fio', 'Cargadores Inalámbricos', 'sem-fio'),
  d(120, 42, 'Cabos USB-C', 'Cables USB-C', 'usb-c'),
  d(121, 42, 'Cabos Lightning', 'Cables Lightning', 'lightning'),
  d(122, 42, 'Cabos Micro USB', 'Cables Micro USB', 'micro-usb'),
  d(130, 43, 'Caixas Portáteis', 'Parlantes Portátiles', 'portateis'),
  d(131, 43, 'Karaokê', 'Karaoke', 'karaoke'),
  d(140, 44, 'Power Banks Magnéticos', 'Power Banks Magnéticos', 'magneticos'),
  d(141, 44, 'Power Banks Compactos', 'Power Banks Compactos', 'compactos'),
  d(150, 45, 'Suportes Veiculares', 'Soportes para Auto', 'veiculares'),
  d(151, 45, 'Suportes de Mesa', 'Soportes de Mesa', 'de-mesa'),
];

const departmentById = new Map(DEPARTMENTS.map((x) => [x.id, x]));
/** The category a department belongs to (products carry both). */
export function categoryOfDepartment(departmentId: number): number {
  const dep = departmentById.get(departmentId);
  if (!dep) throw new Error(`unknown department ${departmentId}`);
  return dep.categoryId;
}
