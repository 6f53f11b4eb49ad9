/**
 * Home banners as WebP, drawn from the banner id and language: id n shows seeded concept ⌊(n−1)/2⌋
 * (title, subtitle, call to action, palette, product art). Size follows the banner type:
 * main 1600×600, side 840×300, central groups 800×400, popup 800×800.
 */
import sharp from 'sharp';
import { bannerConcept, type BannerConcept } from '../catalog-model/banner-concepts';
import { SHAPES } from './render-product-image';
import {
  darken,
  escapeXml,
  fitFont,
  lighten,
  luminance,
  mix,
  SANS,
  SERIF,
  stream,
  svgDoc,
  wrapText,
} from './svg-kit';

export type BannerLang = 'pt' | 'es';

const FALLBACK: BannerConcept = {
  typeId: 3,
  title: ['Ciudad del Este', 'Ciudad del Este'],
  subtitle: ['Perfumes, cosméticos e eletrônicos', 'Perfumes, cosméticos y electrónicos'],
  cta: ['Ver produtos', 'Ver productos'],
  link: '/',
  art: 'perfume',
  palette: ['#1d2d44', '#3e5c76', '#f0ebd8'],
};

export function bannerSize(typeId: number): { width: number; height: number } {
  if (typeId === 1) return { width: 1600, height: 600 };
  // Side banners sit in a short, wide slot beside the main carousel on desktop and full width on phones.
  if (typeId === 2 || typeId === 4) return { width: 840, height: 300 };
  if (typeId === 7) return { width: 800, height: 800 };
  return { width: 800, height: 400 };
}

interface Box {
  x: number;
  y: number;
  width: number;
  title: number;
  subtitle: number;
  anchor: 'start' | 'middle';
}

function textBlock(
  c: BannerConcept,
  lang: 0 | 1,
  box: Box,
  ink: string,
  accent: string,
  kicker: boolean,
): string {
  const title = c.title[lang];
  const titleSize = fitFont(title, box.width, box.title, 0, 24);
  const sub = wrapText(c.subtitle[lang], Math.max(14, Math.floor(box.width / (box.subtitle * 0.55))), 2);
  const cta = c.cta[lang].toUpperCase();
  const ctaFont = Math.round(box.subtitle * 0.7);
  const ctaWidth = Math.round(cta.length * (ctaFont * 0.8 + 2) + ctaFont * 2.4);
  let y = box.y;
  let out = '';
  if (kicker) {
    out += `<text x="${box.x}" y="${y}" text-anchor="${box.anchor}" font-family="${SANS}" font-size="${Math.round(box.subtitle * 0.62)}" letter-spacing="5" fill="${accent}">CIUDAD DEL ESTE · ${lang === 0 ? 'PARAGUAI' : 'PARAGUAY'}</text>`;
    y += box.subtitle * 1.6;
  }
  y += titleSize * 0.8;
  out += `<text x="${box.x}" y="${y}" text-anchor="${box.anchor}" font-family="${SERIF}" font-weight="bold" font-size="${titleSize}" fill="${ink}">${escapeXml(title)}</text>`;
  y += box.subtitle * 0.6;
  for (const line of sub) {
    y += box.subtitle * 1.3;
    out += `<text x="${box.x}" y="${y}" text-anchor="${box.anchor}" font-family="${SANS}" font-size="${box.subtitle}" fill="${ink}" fill-opacity="0.86">${escapeXml(line)}</text>`;
  }
  y += box.subtitle * 1.1;
  const left = box.anchor === 'middle' ? box.x - ctaWidth / 2 : box.x;
  const h = Math.round(ctaFont * 2.4);
  out += `<rect x="${left}" y="${y}" width="${ctaWidth}" height="${h}" rx="${h / 2}" fill="${accent}"/>`;
  out += `<text x="${left + ctaWidth / 2}" y="${y + h / 2 + ctaFont * 0.36}" text-anchor="middle" font-family="${SANS}" font-weight="bold" font-size="${ctaFont}" letter-spacing="2" fill="${luminance(accent) > 0.55 ? '#1b1b1b' : '#ffffff'}">${escapeXml(cta)}</text>`;
  return out;
}

function art(c: BannerConcept, cx: number, floor: number, scale: number, trio: boolean): string {
  const draw = SHAPES[c.art];
  const tint = mix(c.palette[2], c.palette[1], 0.35);
  const one = (p: string, x: number, s: number, t: string, v: number, rot: number) =>
    `<ellipse cx="${x}" cy="${floor + 4}" rx="${150 * s}" ry="${18 * s}" fill="#000" opacity="0.22"/><g transform="translate(${x} ${floor - 150 * s}) scale(${s}) rotate(${rot}) translate(-200 -200)">${draw(p, t, v)}</g>`;
  if (!trio) return one('a', cx, scale, tint, 0, 0);
  return (
    one('b', cx - 230 * scale, scale * 0.7, lighten(tint, 0.25), 1, -6) +
    one('c', cx + 230 * scale, scale * 0.7, darken(tint, 0.2), 2, 6) +
    one('a', cx, scale, tint, 0, 0)
  );
}

export function bannerSvg(id: number, lang: BannerLang): string {
  const c = bannerConcept(id) ?? FALLBACK;
  const l = lang === 'pt' ? 0 : 1;
  const { width: W, height: H } = bannerSize(c.typeId);
  const [bg1, bg2, accent] = c.palette;
  const r = stream(`banner-${id}-${lang}`);
  const ink = luminance(bg2) > 0.6 ? '#1b1b1b' : '#ffffff';
  let deco = '';
  for (let i = 0; i < 5; i++) {
    deco += `<circle cx="${Math.round(r() * W)}" cy="${Math.round(r() * H)}" r="${Math.round(H * (0.15 + r() * 0.35))}" fill="${accent}" opacity="${(0.05 + r() * 0.08).toFixed(2)}"/>`;
  }
  const ring = `<circle cx="${W * 0.74}" cy="${H * 0.5}" r="${H * 0.42}" fill="none" stroke="${accent}" stroke-opacity="0.35" stroke-width="${Math.max(2, H / 150)}"/><circle cx="${W * 0.74}" cy="${H * 0.5}" r="${H * 0.36}" fill="${lighten(bg2, 0.12)}" opacity="0.35"/>`;

  let body: string;
  if (c.typeId === 1) {
    body =
      ring +
      art(c, W * 0.74, H * 0.86, 1.05, true) +
      textBlock(
        c,
        l,
        { x: 110, y: 150, width: 720, title: 92, subtitle: 32, anchor: 'start' },
        ink,
        accent,
        true,
      );
  } else if (c.typeId === 2 || c.typeId === 4) {
    body =
      `<circle cx="${W * 0.8}" cy="${H * 0.5}" r="${H * 0.4}" fill="${lighten(bg2, 0.15)}" opacity="0.35"/>` +
      art(c, W * 0.8, H * 0.9, 0.62, false) +
      textBlock(
        c,
        l,
        { x: 44, y: 70, width: 520, title: 48, subtitle: 21, anchor: 'start' },
        ink,
        accent,
        false,
      );
  } else if (c.typeId === 7) {
    body =
      `<circle cx="${W / 2}" cy="${H * 0.32}" r="${H * 0.25}" fill="${lighten(bg2, 0.15)}" opacity="0.35"/>` +
      art(c, W / 2, H * 0.52, 0.85, true) +
      textBlock(
        c,
        l,
        { x: W / 2, y: H * 0.58, width: W - 120, title: 72, subtitle: 28, anchor: 'middle' },
        ink,
        accent,
        true,
      );
  } else {
    body =
      `<circle cx="${W * 0.77}" cy="${H * 0.5}" r="${H * 0.4}" fill="${lighten(bg2, 0.15)}" opacity="0.3"/>` +
      art(c, W * 0.77, H * 0.88, 0.75, false) +
      textBlock(
        c,
        l,
        { x: 48, y: 70, width: 430, title: 50, subtitle: 21, anchor: 'start' },
        ink,
        accent,
        false,
      );
  }
  return svgDoc(
    W,
    H,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#bg)"/>${deco}${body}`,
  );
}

export async function renderBanner(id: number, lang: BannerLang): Promise<Buffer> {
  return sharp(Buffer.from(bannerSvg(id, lang)))
    .webp({ quality: 84, effort: 2 })
    .toBuffer();
}
