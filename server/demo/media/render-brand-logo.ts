/** Brand logos, 400×200 WebP wordmarks drawn from the brand's slug and name (as the database has it). */
import sharp from 'sharp';
import { escapeXml, fitFont, hash32, lighten, SANS, SERIF, svgDoc } from './svg-kit';

const TECH = new Set(['apple', 'xiaomi', 'honor', 'xo', 'vape']);
const BEAUTY = new Set([
  'kiko-milano',
  'karseell',
  'victorias-secret',
  'creamy',
  'ruby-rose',
  'vult',
  'maybelline',
  'loreal',
  'nivea',
  'dove',
]);
const INKS = ['#1b1b1b', '#1f2f4a', '#5a1e2b', '#1e4034', '#6b4e16', '#3b2a4f'];
const ACCENTS = ['#c9a55a', '#b07d62', '#8fa6b8', '#a3b18a', '#c48b9f', '#b8a07e'];

const titleCase = (slug: string) =>
  slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

export function brandLogoSvg(slug: string, name: string = titleCase(slug)): string {
  const h = hash32(slug);
  const ink = INKS[h % INKS.length];
  const accent = ACCENTS[(h >>> 5) % ACCENTS.length];
  const tech = TECH.has(slug);
  const tagline = tech ? 'ELECTRONICS' : BEAUTY.has(slug) ? 'BEAUTY' : 'PARFUMS';
  const label = tech ? name.toUpperCase() : name;
  const size = fitFont(label, 330, tech ? 50 : 46, tech ? 6 : 1, 18);
  const font = tech
    ? `font-family="${SANS}" font-weight="bold" letter-spacing="6"`
    : `font-family="${SERIF}" letter-spacing="1"`;
  const bg = tech ? ['#ffffff', '#f1f3f5'] : ['#fffdf8', lighten(accent, 0.8)];
  return svgDoc(
    400,
    200,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient></defs>
<rect width="400" height="200" fill="url(#bg)"/><rect x="10" y="10" width="380" height="180" rx="6" fill="none" stroke="${accent}" stroke-opacity="0.55"/>
<text x="200" y="${108 + size * 0.18}" text-anchor="middle" ${font} font-size="${size}" fill="${ink}">${escapeXml(label)}</text>
<line x1="150" y1="${138 + size * 0.1}" x2="250" y2="${138 + size * 0.1}" stroke="${accent}" stroke-width="1.5"/>
<text x="200" y="${160 + size * 0.1}" text-anchor="middle" font-family="${SANS}" font-size="12" letter-spacing="6" fill="${ink}" fill-opacity="0.6">${tagline}</text>`,
  );
}

export async function renderBrandLogo(slug: string, name?: string): Promise<Buffer> {
  return sharp(Buffer.from(brandLogoSvg(slug, name)))
    .webp({ quality: 88, effort: 2 })
    .toBuffer();
}
