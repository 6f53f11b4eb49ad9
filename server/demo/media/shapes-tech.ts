/** Electronics silhouettes in the same 400×400 box as the beauty shapes (resting on y≈350). */
import { cylinder, metal, METALS, type Shape } from './shapes-beauty';
import { darken, lighten, luminance } from './svg-kit';

const WALLPAPERS = [
  ['#1e3c72', '#7f53ac'],
  ['#0f2027', '#2c5364'],
  ['#ff7e5f', '#6a3093'],
  ['#134e5e', '#71b280'],
  ['#232526', '#b38728'],
] as const;
const screen = (id: string, v: number) => {
  const [a, b] = WALLPAPERS[v % WALLPAPERS.length];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
};
const lens = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1a1a1e" stroke="#5b5f66" stroke-width="3"/><circle cx="${cx}" cy="${cy}" r="${r * 0.45}" fill="#2f3c55"/><circle cx="${cx - r * 0.25}" cy="${cy - r * 0.25}" r="${r * 0.15}" fill="#fff" opacity="0.6"/>`;
const frame = (p: string, tint: string) =>
  `${metal(`${p}f`, [darken(tint, 0.35), lighten(tint, 0.35), darken(tint, 0.3)])}`;

export const phone: Shape = (p, tint, v) => {
  const defs = `<defs>${frame(p, tint)}${screen(`${p}s`, v)}<linearGradient id="${p}b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(tint, 0.18)}"/><stop offset="1" stop-color="${darken(tint, 0.22)}"/></linearGradient></defs>`;
  if (v % 2 === 0) {
    return `${defs}<rect x="124" y="48" width="152" height="302" rx="28" fill="url(#${p}f)"/><rect x="131" y="55" width="138" height="288" rx="22" fill="url(#${p}s)"/>
<rect x="180" y="66" width="40" height="12" rx="6" fill="#050505"/><path d="M131 250Q200 200 269 260V321Q269 343 247 343H153Q131 343 131 321Z" fill="#fff" opacity="0.08"/>
<text x="200" y="130" text-anchor="middle" font-family="'DejaVu Sans', Arial, sans-serif" font-size="34" fill="#fff" opacity="0.9">9:41</text>`;
  }
  return `${defs}<rect x="124" y="48" width="152" height="302" rx="28" fill="url(#${p}f)"/><rect x="129" y="53" width="142" height="292" rx="24" fill="url(#${p}b)"/>
<rect x="138" y="64" width="78" height="80" rx="20" fill="${darken(tint, 0.15)}" opacity="0.9"/>${lens(160, 86, 14)}${lens(160, 122, 14)}${lens(194, 104, 12)}
<circle cx="200" cy="76" r="4" fill="#fff7d6"/><path d="M129 200L271 120V160L129 240Z" fill="#fff" opacity="0.07"/>`;
};

export const tablet: Shape = (p, tint, v) =>
  `<defs>${frame(p, tint)}${screen(`${p}s`, v)}</defs><g transform="translate(0 30)"><rect x="58" y="104" width="284" height="204" rx="20" fill="url(#${p}f)"/>
<rect x="68" y="114" width="264" height="184" rx="12" fill="url(#${p}s)"/><circle cx="200" cy="109" r="2.5" fill="#111"/>
<path d="M68 260Q200 180 332 240V286Q332 298 320 298H80Q68 298 68 286Z" fill="#fff" opacity="0.08"/><rect x="70" y="316" width="260" height="10" rx="5" fill="#000" opacity="0.08"/></g>`;

export const laptop: Shape = (p, tint, v) =>
  `<defs>${frame(p, tint)}${screen(`${p}s`, v)}</defs><g transform="translate(0 66)"><rect x="86" y="88" width="228" height="158" rx="12" fill="url(#${p}f)"/>
<rect x="94" y="96" width="212" height="140" rx="6" fill="url(#${p}s)"/><path d="M56 248H344L366 274Q366 282 356 282H44Q34 282 34 274Z" fill="url(#${p}f)"/>
<rect x="176" y="250" width="48" height="6" rx="3" fill="${darken(tint, 0.3)}"/></g>`;

export const earbuds: Shape = (p, tint) => {
  const bud = (x: number, flip: number) =>
    `<g transform="translate(${x} 146) scale(${flip} 1)"><ellipse cx="0" cy="0" rx="24" ry="22" fill="url(#${p}c)"/><rect x="-8" y="10" width="16" height="58" rx="8" fill="url(#${p}c)"/><ellipse cx="-10" cy="-4" rx="8" ry="7" fill="#333" opacity="0.5"/></g>`;
  return `<defs>${cylinder(`${p}c`, tint)}</defs><rect x="126" y="210" width="148" height="140" rx="56" fill="url(#${p}c)"/>
<path d="M126 256H274" stroke="${darken(tint, 0.3)}" stroke-width="3" opacity="0.6"/><circle cx="200" cy="300" r="5" fill="#7be08a"/>${bud(168, 1)}${bud(232, -1)}`;
};

export const headphones: Shape = (p, tint) =>
  `<defs>${cylinder(`${p}c`, tint)}</defs><path d="M112 236V190Q112 70 200 70Q288 70 288 190V236" fill="none" stroke="${darken(tint, 0.2)}" stroke-width="22" stroke-linecap="round"/>
<path d="M120 190Q120 88 200 88Q280 88 280 190" fill="none" stroke="${lighten(tint, 0.3)}" stroke-width="6" opacity="0.5"/>
<rect x="86" y="206" width="66" height="124" rx="30" fill="url(#${p}c)"/><rect x="248" y="206" width="66" height="124" rx="30" fill="url(#${p}c)"/>
<rect x="140" y="222" width="16" height="92" rx="8" fill="${darken(tint, 0.45)}"/><rect x="244" y="222" width="16" height="92" rx="8" fill="${darken(tint, 0.45)}"/>`;

export const speaker: Shape = (p, tint) => {
  let dots = '';
  for (let y = 0; y < 6; y++)
    for (let x = 0; x < 7; x++)
      dots += `<circle cx="${134 + x * 22}" cy="${176 + y * 24}" r="5" fill="${darken(tint, 0.45)}" opacity="0.55"/>`;
  return `<defs>${cylinder(`${p}c`, tint)}</defs><rect x="108" y="132" width="184" height="218" rx="44" fill="url(#${p}c)"/>${dots}
<rect x="168" y="142" width="64" height="12" rx="6" fill="${darken(tint, 0.35)}"/><circle cx="200" cy="326" r="6" fill="#fff" opacity="0.7"/>`;
};

export const watch: Shape = (p, tint, v) => {
  const strap = luminance(tint) > 0.6 ? darken(tint, 0.15) : lighten(tint, 0.12);
  return `<defs>${frame(p, tint)}${screen(`${p}s`, v + 1)}</defs><rect x="166" y="30" width="68" height="120" rx="16" fill="${strap}"/><rect x="166" y="252" width="68" height="108" rx="16" fill="${strap}"/>
<rect x="138" y="118" width="124" height="158" rx="36" fill="url(#${p}f)"/><rect x="148" y="128" width="104" height="138" rx="28" fill="#050507"/>
<circle cx="200" cy="196" r="40" fill="none" stroke="url(#${p}s)" stroke-width="9"/><circle cx="200" cy="196" r="26" fill="none" stroke="#9be15d" stroke-width="7" stroke-dasharray="110 60"/>
<rect x="260" y="168" width="10" height="28" rx="4" fill="${darken(tint, 0.2)}"/>`;
};

export const cable: Shape = (p, tint) =>
  `<defs>${metal(`${p}m`, METALS.silver)}</defs><path d="M110 300C40 220 150 150 200 200S340 230 290 130" fill="none" stroke="${tint}" stroke-width="14" stroke-linecap="round"/>
<path d="M110 300C40 220 150 150 200 200S340 230 290 130" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity="0.25"/>
<rect x="92" y="296" width="36" height="58" rx="8" fill="${darken(tint, 0.15)}"/><rect x="100" y="350" width="20" height="14" rx="3" fill="url(#${p}m)"/>
<rect x="272" y="76" width="36" height="58" rx="8" fill="${darken(tint, 0.15)}"/><rect x="280" y="62" width="20" height="16" rx="3" fill="url(#${p}m)"/>`;

export const charger: Shape = (p, tint) =>
  `<defs>${cylinder(`${p}c`, tint)}${metal(`${p}m`, METALS.silver)}</defs><g transform="translate(0 52)"><rect x="170" y="92" width="12" height="54" rx="3" fill="url(#${p}m)"/><rect x="218" y="92" width="12" height="54" rx="3" fill="url(#${p}m)"/>
<rect x="124" y="140" width="152" height="152" rx="30" fill="url(#${p}c)"/><rect x="182" y="250" width="36" height="14" rx="5" fill="${darken(tint, 0.55)}"/>
<path d="M132 300Q200 330 268 300" fill="none" stroke="#000" stroke-opacity="0.06" stroke-width="8"/></g>`;

export const powerbank: Shape = (p, tint) =>
  `<defs>${cylinder(`${p}c`, tint)}</defs><rect x="118" y="78" width="164" height="272" rx="28" fill="url(#${p}c)"/>
<rect x="176" y="84" width="48" height="10" rx="4" fill="${darken(tint, 0.55)}"/>${[0, 1, 2, 3].map((i) => `<circle cx="${170 + i * 20}" cy="316" r="5" fill="${i < 3 ? '#7be08a' : '#fff'}" opacity="0.9"/>`).join('')}
<rect x="132" y="110" width="12" height="180" rx="6" fill="#fff" opacity="0.22"/>`;

export const holder: Shape = (p, tint) =>
  `<defs>${metal(`${p}m`, METALS.black)}</defs><rect x="176" y="250" width="48" height="100" rx="10" fill="url(#${p}m)"/><path d="M200 260V200" stroke="#2c2c30" stroke-width="18" stroke-linecap="round"/>
<circle cx="200" cy="196" r="18" fill="#3a3a40"/><rect x="118" y="70" width="164" height="120" rx="22" fill="${tint}"/><rect x="130" y="82" width="140" height="96" rx="16" fill="${darken(tint, 0.25)}"/>
<rect x="104" y="108" width="20" height="44" rx="6" fill="#2c2c30"/><rect x="276" y="108" width="20" height="44" rx="6" fill="#2c2c30"/>`;
