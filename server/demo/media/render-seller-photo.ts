/** Sales-team avatars, 400×400 WebP: an illustrated portrait drawn from the seller's id and name. */
import sharp from 'sharp';
import { darken, hash32, lighten, pick, SOFT_PALETTES, svgDoc } from './svg-kit';

const SKIN = ['#f1c7a5', '#e0a98a', '#c68863', '#a9704e', '#8a5a3c'];
const HAIR = ['#2b1d16', '#3d2718', '#141414', '#4a2c1a', '#1f1510'];
const SHIRTS = ['#1f4e79', '#7a2e3a', '#2e6b4f', '#4b3f72', '#c07a2c', '#33373d'];

export function sellerPhotoSvg(id: number, name?: string): string {
  const h = hash32(`seller-${id}`);
  const firstName = name?.split(' ')[0] ?? '';
  const longHair = firstName ? /a$/i.test(firstName) : h % 2 === 0;
  const skin = pick(SKIN, h >>> 3);
  const hair = pick(HAIR, h >>> 7);
  const shirt = pick(SHIRTS, h >>> 11);
  const [c1, c2] = pick(SOFT_PALETTES, h >>> 15);
  const back = longHair
    ? `<path d="M120 210Q112 96 200 88Q288 96 280 210L292 330Q200 352 108 330Z" fill="${hair}"/>`
    : '';
  const front = longHair
    ? `<path d="M138 176Q142 104 200 102Q262 104 264 180Q240 134 196 132Q160 140 138 176Z" fill="${hair}"/>`
    : `<path d="M136 168Q134 100 200 96Q268 100 264 168Q252 126 200 124Q150 126 136 168Z" fill="${hair}"/>`;
  return svgDoc(
    400,
    400,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(c1, 0.1)}"/><stop offset="1" stop-color="${c2}"/></linearGradient>
<radialGradient id="face" cx="0.42" cy="0.38" r="0.7"><stop offset="0" stop-color="${lighten(skin, 0.12)}"/><stop offset="1" stop-color="${darken(skin, 0.1)}"/></radialGradient></defs>
<rect width="400" height="400" fill="url(#bg)"/><circle cx="320" cy="80" r="90" fill="#fff" opacity="0.25"/>${back}
<path d="M60 400Q64 300 150 282L200 300L250 282Q336 300 340 400Z" fill="${shirt}"/><path d="M170 286L200 330L230 286" fill="none" stroke="${darken(shirt, 0.3)}" stroke-width="6"/>
<rect x="178" y="236" width="44" height="58" rx="18" fill="${darken(skin, 0.12)}"/><ellipse cx="200" cy="180" rx="66" ry="78" fill="url(#face)"/>
<ellipse cx="136" cy="186" rx="10" ry="16" fill="${darken(skin, 0.08)}"/><ellipse cx="264" cy="186" rx="10" ry="16" fill="${darken(skin, 0.08)}"/>${front}
<ellipse cx="176" cy="186" rx="6" ry="7" fill="#2a211c"/><ellipse cx="224" cy="186" rx="6" ry="7" fill="#2a211c"/>
<path d="M164 168Q176 160 188 166M212 166Q224 160 236 168" stroke="${darken(hair, 0.1)}" stroke-width="4" fill="none" stroke-linecap="round"/>
<path d="M180 222Q200 238 220 222" stroke="#9a4a3c" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  );
}

export async function renderSellerPhoto(id: number, name?: string): Promise<Buffer> {
  return sharp(Buffer.from(sellerPhotoSvg(id, name)))
    .webp({ quality: 86, effort: 2 })
    .toBuffer();
}
