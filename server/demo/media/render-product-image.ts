/**
 * Product photos, 800×800 WebP, drawn from the product code and picture number: a demo catalogue code maps
 * back to its generated product (line, brand, colour) through the catalogue model; any other code gets a stable
 * drawing with the brand the database gives. The media store only asks for products the database has.
 */
import sharp from 'sharp';
import type { ImageKind } from '../catalog-model/line-kit';
import { productImageHint } from '../catalog-model/product-generator';
import {
  aerosol,
  jar,
  lipstick,
  palette,
  perfume,
  pump,
  splash,
  trimmer,
  tube,
  vape,
  type Shape,
} from './shapes-beauty';
import {
  cable,
  charger,
  earbuds,
  headphones,
  holder,
  laptop,
  phone,
  powerbank,
  speaker,
  tablet,
  watch,
} from './shapes-tech';
import { darken, escapeXml, fitFont, hash32, lighten, SERIF, SOFT_PALETTES, stream, svgDoc } from './svg-kit';

export const SHAPES: Record<ImageKind, Shape> = {
  perfume,
  splash,
  lipstick,
  palette,
  tube,
  jar,
  pump,
  aerosol,
  vape,
  trimmer,
  phone,
  tablet,
  laptop,
  earbuds,
  headphones,
  speaker,
  watch,
  cable,
  charger,
  powerbank,
  holder,
};
const KINDS = Object.keys(SHAPES) as ImageKind[];
const FALLBACK_TINTS = ['#b8860b', '#2f5da8', '#c2405a', '#3f8a64', '#7a5aa8', '#1f2126', '#d4af37'];

export const PRODUCT_IMAGE_SIZE = 800;

export interface ProductArt {
  kind: ImageKind;
  tint: string;
  brand: string;
}

/** What to draw for a code: the generated product when the code is one of ours, else a stable guess. */
export function productArt(code: string, brand: string | null = null): ProductArt {
  const hint = productImageHint(code);
  if (hint) return { kind: hint.kind, tint: hint.tint, brand: brand ?? hint.brand };
  const h = hash32(code);
  return {
    kind: KINDS[h % KINDS.length],
    tint: FALLBACK_TINTS[(h >>> 8) % FALLBACK_TINTS.length],
    brand: brand ?? '',
  };
}

/** The SVG for picture `n` of a product: each picture has its own backdrop, pose and framing. */
export function productSvg(code: string, n: number, art: ProductArt = productArt(code)): string {
  const S = PRODUCT_IMAGE_SIZE;
  const r = stream(`${code}#${n}`);
  const [c1, c2] = SOFT_PALETTES[hash32(`${code}-${n}`) % SOFT_PALETTES.length];
  const variant = hash32(code) % 12; // the bottle/phone style stays the same across a product's pictures
  const pose = (n - 1) % 5;
  const scale = [1.42, 1.25, 1.6, 1.15, 1.38][pose];
  const rotate = [0, -8, 0, 6, -4][pose] + (r() - 0.5) * 4;
  const cx = [400, 420, 400, 330, 400][pose];
  const cy = [420, 430, 470, 440, 420][pose];
  const shapeVariant = art.kind === 'phone' || art.kind === 'watch' ? variant + (n - 1) : variant;
  const draw = SHAPES[art.kind];

  let bokeh = '';
  for (let i = 0; i < 6; i++) {
    bokeh += `<circle cx="${Math.round(r() * S)}" cy="${Math.round(r() * S * 0.7)}" r="${Math.round(30 + r() * 90)}" fill="#ffffff" opacity="${(0.12 + r() * 0.2).toFixed(2)}"/>`;
  }
  const floorY = cy + 150 * scale;
  const podium =
    pose === 1 || pose === 3
      ? `<ellipse cx="${cx}" cy="${floorY + 48}" rx="${170 * scale}" ry="${30 * scale}" fill="${darken(c2, 0.08)}"/><rect x="${cx - 170 * scale}" y="${floorY + 8}" width="${340 * scale}" height="40" fill="${lighten(c2, 0.12)}"/><ellipse cx="${cx}" cy="${floorY + 8}" rx="${170 * scale}" ry="${30 * scale}" fill="${lighten(c2, 0.55)}"/>`
      : '';
  const companion =
    pose === 3
      ? `<g transform="translate(${cx + 250} ${cy + 60}) scale(${scale * 0.62}) rotate(6) translate(-200 -200)" opacity="0.96">${draw('b', art.tint, shapeVariant + 1)}</g>`
      : '';
  const brand = art.brand.toUpperCase();
  const fontSize = fitFont(brand, 520, 34, 8);
  const ink = darken(c2, 0.62);
  const brandText = brand
    ? `<line x1="${400 - 300}" y1="742" x2="${400 - 270}" y2="742" stroke="${ink}" stroke-opacity="0.35"/><line x1="${400 + 270}" y1="742" x2="${400 + 300}" y2="742" stroke="${ink}" stroke-opacity="0.35"/>
<text x="400" y="${742 + fontSize * 0.35}" text-anchor="middle" font-family="${SERIF}" font-size="${fontSize}" letter-spacing="8" fill="${ink}" fill-opacity="0.78">${escapeXml(brand)}</text>`
    : '';

  return svgDoc(
    S,
    S,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000000" stop-opacity="0.32"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient></defs>
<rect width="${S}" height="${S}" fill="url(#bg)"/>${bokeh}<circle cx="${cx}" cy="${cy - 30}" r="330" fill="url(#glow)"/>${podium}
<ellipse cx="${cx}" cy="${floorY + 4}" rx="${150 * scale}" ry="${22 * scale}" fill="url(#shadow)"/>${companion}
<g transform="translate(${cx} ${cy}) scale(${scale}) rotate(${rotate.toFixed(2)}) translate(-200 -200)">${draw('a', art.tint, shapeVariant)}</g>${brandText}`,
  );
}

/** Renders picture `n` (1-based) of the product with this code as an 800×800 WebP. */
export async function renderProductImage(
  code: string,
  n: number,
  brand: string | null = null,
): Promise<Buffer> {
  return sharp(Buffer.from(productSvg(code, n, productArt(code, brand))))
    .webp({ quality: 82, effort: 2 })
    .toBuffer();
}
