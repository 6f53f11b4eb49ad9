/** The home banners' drawings: what the seed lists as banners and the media renderer paints for each id. */
import type { Bi, ImageKind } from './line-kit';

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

export function bannerConcept(id: number): BannerConcept | undefined {
  return Number.isInteger(id) && id >= 1 ? BANNER_CONCEPTS[Math.floor((id - 1) / 2)] : undefined;
}
