/**
 * Product silhouettes for perfumery and beauty, drawn in a 400×400 box resting on y≈350.
 * Every shape takes an id prefix (gradient ids stay unique when several shapes share one SVG),
 * the product colour and a variant number.
 */
import { darken, lighten, mix } from './svg-kit';

export type Shape = (p: string, tint: string, variant: number) => string;

export const METALS = {
  gold: ['#8c6a2f', '#f3d98b', '#a97c2f'],
  silver: ['#7d838c', '#f2f4f7', '#8e959e'],
  black: ['#0f0f12', '#4a4a52', '#121216'],
  rose: ['#9b6a5f', '#f4d0c4', '#a87165'],
} as const;

export function metal(id: string, stops: readonly string[]): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${stops[0]}"/><stop offset="0.45" stop-color="${stops[1]}"/><stop offset="1" stop-color="${stops[2]}"/></linearGradient>`;
}

/** Horizontal cylinder shading of a colour. */
export function cylinder(id: string, c: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${darken(c, 0.35)}"/><stop offset="0.32" stop-color="${lighten(c, 0.28)}"/><stop offset="0.62" stop-color="${c}"/><stop offset="1" stop-color="${darken(c, 0.42)}"/></linearGradient>`;
}

/** Vertical glass/liquid shading. */
export function glass(id: string, c: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${lighten(c, 0.35)}" stop-opacity="0.95"/><stop offset="0.55" stop-color="${c}" stop-opacity="0.92"/><stop offset="1" stop-color="${darken(c, 0.45)}" stop-opacity="0.96"/></linearGradient>`;
}

const shine = (x: number, y: number, w: number, h: number, r: number, o = 0.38) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="#ffffff" opacity="${o}"/>`;

const metalFor = (variant: number) => [METALS.gold, METALS.silver, METALS.black, METALS.rose][variant % 4];

export const perfume: Shape = (p, tint, v) => {
  const m = metalFor(v >> 2);
  const defs = `<defs>${glass(`${p}g`, tint)}${metal(`${p}m`, m)}</defs>`;
  switch (v % 3) {
    case 0: // Arabic rectangular flacon with a tall ornate cap
      return `${defs}<rect x="118" y="168" width="164" height="182" rx="18" fill="url(#${p}g)" stroke="${darken(tint, 0.5)}" stroke-opacity="0.45" stroke-width="2"/>
${shine(132, 182, 16, 150, 8)}<rect x="150" y="246" width="100" height="46" rx="4" fill="#f6eedb" opacity="0.92" stroke="${m[0]}" stroke-width="2"/>
<rect x="178" y="148" width="44" height="24" fill="url(#${p}m)"/><rect x="158" y="66" width="84" height="86" rx="10" fill="url(#${p}m)"/>
<path d="M158 92h84M158 118h84" stroke="${darken(m[0], 0.2)}" stroke-width="2" opacity="0.6"/><circle cx="200" cy="58" r="14" fill="url(#${p}m)"/>`;
    case 1: // round flacon, short black cap
      return `${defs}<circle cx="200" cy="262" r="92" fill="url(#${p}g)" stroke="${darken(tint, 0.5)}" stroke-opacity="0.4" stroke-width="2"/>
<path d="M140 220 A70 70 0 0 1 190 182" stroke="#fff" stroke-width="10" stroke-linecap="round" fill="none" opacity="0.45"/>
<rect x="182" y="150" width="36" height="24" fill="url(#${p}m)"/><rect x="166" y="96" width="68" height="58" rx="8" fill="url(#${p}m)"/>${shine(176, 104, 10, 42, 5, 0.3)}`;
    default: // tall slim bottle with a sphere cap
      return `${defs}<rect x="148" y="138" width="104" height="212" rx="40" fill="url(#${p}g)" stroke="${darken(tint, 0.5)}" stroke-opacity="0.4" stroke-width="2"/>
${shine(162, 156, 14, 170, 7)}<rect x="182" y="118" width="36" height="24" fill="url(#${p}m)"/><circle cx="200" cy="92" r="30" fill="url(#${p}m)"/>
<ellipse cx="190" cy="82" rx="10" ry="6" fill="#fff" opacity="0.45"/>`;
  }
};

export const splash: Shape = (p, tint) =>
  `<defs>${glass(`${p}g`, tint)}</defs><rect x="144" y="120" width="112" height="230" rx="28" fill="url(#${p}g)"/>${shine(158, 136, 14, 190, 7, 0.42)}
<rect x="162" y="200" width="76" height="80" rx="6" fill="#fff" opacity="0.28"/><rect x="164" y="76" width="72" height="50" rx="12" fill="${lighten(tint, 0.7)}" stroke="${darken(tint, 0.2)}" stroke-opacity="0.4"/>
<rect x="192" y="62" width="16" height="16" rx="4" fill="${darken(tint, 0.25)}"/>`;

export const lipstick: Shape = (p, tint, v) => {
  const m = metalFor(v);
  return `<defs>${metal(`${p}m`, m)}${cylinder(`${p}c`, tint)}</defs>
<path d="M172 166V112Q172 88 198 80L228 68V166Z" fill="url(#${p}c)"/><rect x="166" y="160" width="68" height="62" rx="4" fill="url(#${p}m)" opacity="0.9"/>
<rect x="156" y="218" width="88" height="16" rx="3" fill="${darken(m[1], 0.25)}"/><rect x="158" y="232" width="84" height="118" rx="6" fill="url(#${p}m)"/>
<rect x="262" y="246" width="72" height="104" rx="6" fill="url(#${p}m)" opacity="0.95"/>${shine(270, 254, 8, 88, 4, 0.35)}${shine(166, 240, 8, 100, 4, 0.3)}`;
};

export const palette: Shape = (p, tint) => {
  const shades = [
    lighten(tint, 0.45),
    tint,
    '#d9a47e',
    '#8c5a3c',
    mix(tint, '#c78fb0', 0.5),
    darken(tint, 0.35),
  ];
  const pans = shades
    .map((c, i) => {
      return `<circle cx="${140 + (i % 3) * 60}" cy="${260 + Math.floor(i / 3) * 56}" r="24" fill="${c}"/><circle cx="${134 + (i % 3) * 60}" cy="${252 + Math.floor(i / 3) * 56}" r="8" fill="#fff" opacity="0.25"/>`;
    })
    .join('');
  return `<defs>${metal(`${p}m`, METALS.silver)}</defs><rect x="88" y="84" width="224" height="130" rx="20" fill="#2b2b30"/>
<rect x="100" y="96" width="200" height="106" rx="14" fill="url(#${p}m)" opacity="0.85"/><rect x="88" y="218" width="224" height="132" rx="20" fill="#2b2b30"/>${pans}`;
};

export const tube: Shape = (p, tint) =>
  `<defs>${cylinder(`${p}c`, tint)}${metal(`${p}m`, METALS.black)}</defs><rect x="174" y="150" width="52" height="200" rx="14" fill="url(#${p}c)"/>
<rect x="176" y="58" width="48" height="96" rx="10" fill="url(#${p}m)"/><path d="M252 340L300 110" stroke="#333" stroke-width="5" stroke-linecap="round"/>
<rect x="290" y="82" width="18" height="58" rx="9" fill="#222" transform="rotate(12 299 111)"/>${shine(184, 166, 8, 160, 4, 0.35)}`;

export const jar: Shape = (p, tint, v) =>
  `<defs>${cylinder(`${p}c`, lighten(tint, 0.15))}${metal(`${p}m`, metalFor(v))}</defs><rect x="108" y="222" width="184" height="128" rx="22" fill="url(#${p}c)"/>
<rect x="102" y="178" width="196" height="52" rx="12" fill="url(#${p}m)"/><rect x="108" y="262" width="184" height="34" fill="#fff" opacity="0.55"/>${shine(120, 232, 12, 100, 6, 0.3)}`;

export const pump: Shape = (p, tint) =>
  `<defs>${cylinder(`${p}c`, tint)}${metal(`${p}m`, METALS.silver)}</defs><rect x="138" y="150" width="124" height="200" rx="24" fill="url(#${p}c)"/>
<rect x="160" y="214" width="80" height="84" rx="6" fill="#fff" opacity="0.55"/><rect x="178" y="118" width="44" height="36" rx="4" fill="url(#${p}m)"/>
<rect x="192" y="98" width="16" height="24" fill="url(#${p}m)"/><rect x="166" y="84" width="68" height="20" rx="6" fill="url(#${p}m)"/><rect x="230" y="88" width="46" height="10" rx="4" fill="url(#${p}m)"/>`;

export const aerosol: Shape = (p, tint) =>
  `<defs>${cylinder(`${p}c`, tint)}${metal(`${p}m`, METALS.silver)}</defs><rect x="148" y="138" width="104" height="212" rx="12" fill="url(#${p}c)"/>
<path d="M148 150Q148 118 200 116Q252 118 252 150Z" fill="url(#${p}m)"/><path d="M156 118Q156 66 200 64Q244 66 244 118Z" fill="${lighten(tint, 0.55)}" opacity="0.95"/>
<rect x="148" y="210" width="104" height="70" fill="#fff" opacity="0.35"/>`;

export const vape: Shape = (p, tint) =>
  `<defs>${cylinder(`${p}c`, tint)}${metal(`${p}m`, METALS.black)}</defs><rect x="162" y="104" width="76" height="246" rx="32" fill="url(#${p}c)"/>
<rect x="180" y="66" width="40" height="48" rx="14" fill="url(#${p}m)"/><circle cx="200" cy="306" r="9" fill="${lighten(tint, 0.7)}"/>${shine(172, 124, 9, 170, 4, 0.32)}
<rect x="176" y="180" width="48" height="70" rx="8" fill="#fff" opacity="0.22"/>`;

export const trimmer: Shape = (p, tint) =>
  `<defs>${cylinder(`${p}c`, tint)}${metal(`${p}m`, METALS.silver)}</defs><rect x="168" y="128" width="64" height="222" rx="30" fill="url(#${p}c)"/>
<rect x="158" y="86" width="84" height="48" rx="8" fill="url(#${p}m)"/><path d="M166 86v-10M178 86v-10M190 86v-10M202 86v-10M214 86v-10M226 86v-10M236 86v-10" stroke="#888" stroke-width="4"/>
<circle cx="200" cy="200" r="12" fill="${darken(tint, 0.4)}"/><circle cx="200" cy="200" r="5" fill="#9be7a0"/>`;
