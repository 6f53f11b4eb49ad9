#!/usr/bin/env node
// Draws the about-page gallery (public/images/about/*.webp) and the default share card (public/og.png)
// from SVG with sharp, so the pictures are reproducible and carry no third-party rights.
// Run: node scripts/generate-site-images.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const W = 1200;
const H = 900;
const PLUM = ['#16091a', '#24102a', '#341839', '#4a2352', '#7c4a87'];
const GOLD = ['#f7eed6', '#e3c77f', '#d4b05a', '#c29a3e', '#85661f'];

// Deterministic pseudo-random, so re-running gives the same files.
let seed = 7;
const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;

const svg = (w, h, body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;

function bottle(x, y, s, body, cap, facet = true) {
  // An attar-style bottle: faceted body, neck and a tall gold cap.
  const bw = 90 * s;
  const bh = 120 * s;
  return `<g transform="translate(${x} ${y})">
    <rect x="${-bw / 2}" y="${-bh}" width="${bw}" height="${bh}" rx="${18 * s}" fill="${body}"/>
    ${facet ? `<path d="M${-bw / 2 + 10 * s} ${-bh + 14 * s} L${-bw / 6} ${-bh / 2} L${-bw / 2 + 10 * s} ${-14 * s}Z" fill="#fff" opacity="0.18"/>` : ''}
    <rect x="${-bw / 2 + 8 * s}" y="${-bh + 8 * s}" width="${10 * s}" height="${bh - 16 * s}" rx="${5 * s}" fill="#fff" opacity="0.25"/>
    <rect x="${-12 * s}" y="${-bh - 16 * s}" width="${24 * s}" height="${18 * s}" fill="${GOLD[3]}"/>
    <path d="M${-16 * s} ${-bh - 16 * s} Q0 ${-bh - 90 * s} ${16 * s} ${-bh - 16 * s}Z" fill="${cap}"/>
    <circle cx="0" cy="${-bh - 60 * s}" r="${5 * s}" fill="${GOLD[0]}" opacity="0.8"/>
  </g>`;
}

function facade() {
  const windows = Array.from({ length: 4 }, (_, i) => {
    const x = 250 + i * 180;
    const bottles = [0, 1, 2]
      .map((j) => bottle(x + 40 + j * 45, 690, 0.32, [PLUM[4], GOLD[3], '#b85c7a'][j], GOLD[2], false))
      .join('');
    return `<rect x="${x}" y="520" width="160" height="200" rx="6" fill="url(#glass)"/>${bottles}<rect x="${x}" y="520" width="160" height="200" rx="6" fill="none" stroke="${GOLD[3]}" stroke-width="3"/>`;
  }).join('');
  const stars = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${rnd() * W}" cy="${rnd() * 260}" r="${rnd() * 1.6 + 0.4}" fill="#fff" opacity="${0.3 + rnd() * 0.5}"/>`,
  ).join('');
  const palm = (x, s) => `<g transform="translate(${x} 760) scale(${s})" fill="${PLUM[0]}">
    <path d="M-6 0 Q-2 -160 10 -300 L18 -300 Q8 -160 8 0Z"/>
    ${[-150, -110, -60, -20, 30, 70, 120].map((a) => `<path transform="rotate(${a} 14 -300)" d="M14 -300 Q80 -330 150 -290 Q80 -310 14 -296Z"/>`).join('')}
  </g>`;
  return svg(
    W,
    H,
    `
    <rect width="${W}" height="${H}" fill="url(#sky)"/>${stars}
    <circle cx="980" cy="330" r="70" fill="${GOLD[1]}" opacity="0.35"/>
    <rect x="180" y="300" width="840" height="460" fill="${PLUM[2]}"/>
    <rect x="180" y="300" width="840" height="24" fill="${PLUM[1]}"/>
    ${Array.from({ length: 7 }, (_, i) => `<rect x="${220 + i * 115}" y="350" width="80" height="110" rx="4" fill="${rnd() > 0.4 ? GOLD[0] : PLUM[3]}" opacity="${rnd() > 0.4 ? 0.55 : 0.9}"/>`).join('')}
    <rect x="330" y="470" width="540" height="34" rx="4" fill="${PLUM[0]}"/>
    <text x="600" y="496" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="24" letter-spacing="10" fill="${GOLD[1]}">LOJA CDE</text>
    ${windows}
    <rect x="0" y="760" width="${W}" height="140" fill="#1b1320"/>
    <rect x="0" y="758" width="${W}" height="6" fill="${GOLD[4]}" opacity="0.7"/>
    ${Array.from({ length: 8 }, (_, i) => `<rect x="${i * 160 + 20}" y="830" width="90" height="8" rx="4" fill="${GOLD[2]}" opacity="0.5"/>`).join('')}
    ${palm(110, 1)}${palm(1100, 0.85)}
    <rect width="${W}" height="${H}" fill="url(#vignette)"/>`,
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${PLUM[0]}"/><stop offset="0.55" stop-color="${PLUM[3]}"/><stop offset="0.85" stop-color="#d9825b"/><stop offset="1" stop-color="${GOLD[1]}"/></linearGradient>
     <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${GOLD[0]}" stop-opacity="0.95"/><stop offset="1" stop-color="${GOLD[2]}" stop-opacity="0.75"/></linearGradient>
     <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>`,
  );
}

function perfumes() {
  const shelves = [330, 600, 860];
  const colors = ['#7c4a87', '#c29a3e', '#9b2f4f', '#2f5d62', '#e3c77f', '#4a2352', '#b5651d', '#6d1f3b'];
  const rows = shelves
    .map((y, r) =>
      Array.from({ length: 6 }, (_, i) =>
        bottle(
          150 + i * 180 + (r % 2) * 30,
          y - 8,
          0.95 - r * 0.08 + rnd() * 0.15,
          colors[(i + r * 3) % colors.length],
          GOLD[((i + r) % 3) + 1],
        ),
      ).join(''),
    )
    .join('');
  return svg(
    W,
    H,
    `
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <ellipse cx="600" cy="120" rx="520" ry="160" fill="${GOLD[1]}" opacity="0.12"/>
    ${rows}
    ${shelves.map((y) => `<rect x="40" y="${y - 8}" width="${W - 80}" height="14" rx="3" fill="url(#shelf)"/>`).join('')}
    <path d="M0 0 H${W} V40 Q600 90 0 40Z" fill="${PLUM[0]}" opacity="0.6"/>`,
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${PLUM[2]}"/><stop offset="1" stop-color="${PLUM[0]}"/></linearGradient>
     <linearGradient id="shelf" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${GOLD[1]}"/><stop offset="1" stop-color="${GOLD[4]}"/></linearGradient>`,
  );
}

function cosmetics() {
  const lipstick = (x, y, c, rot) => `<g transform="translate(${x} ${y}) rotate(${rot})">
    <rect x="-26" y="0" width="52" height="150" rx="8" fill="${PLUM[1]}"/><rect x="-26" y="0" width="52" height="22" fill="${GOLD[2]}"/>
    <rect x="-18" y="-60" width="36" height="62" rx="4" fill="${GOLD[3]}"/><path d="M-15 -60 V-110 L15 -130 V-60Z" fill="${c}"/></g>`;
  const compact = (x, y, r, c) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${GOLD[2]}"/><circle cx="${x}" cy="${y}" r="${r - 12}" fill="${c}"/><circle cx="${x - r / 3}" cy="${y - r / 3}" r="${r / 5}" fill="#fff" opacity="0.35"/>`;
  const brush = (x, y, rot) =>
    `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-8" y="0" width="16" height="260" rx="8" fill="${PLUM[2]}"/><rect x="-11" y="-40" width="22" height="44" fill="${GOLD[3]}"/><path d="M-11 -40 Q-30 -110 0 -140 Q30 -110 11 -40Z" fill="#c9a48a"/></g>`;
  const dots = Array.from(
    { length: 60 },
    () =>
      `<circle cx="${rnd() * W}" cy="${rnd() * H}" r="${rnd() * 3 + 1}" fill="${GOLD[2]}" opacity="${0.2 + rnd() * 0.4}"/>`,
  ).join('');
  return svg(
    W,
    H,
    `
    <rect width="${W}" height="${H}" fill="url(#bg)"/>${dots}
    ${compact(330, 300, 150, '#e8a2a8')}${compact(820, 640, 120, '#d98b6a')}${compact(960, 260, 80, '#f0c9b8')}
    ${lipstick(600, 360, '#b3261e', -18)}${lipstick(700, 330, '#9b2f4f', 8)}${lipstick(200, 620, '#c8566b', 24)}
    ${brush(470, 620, 62)}${brush(1040, 560, -30)}
    <rect x="520" y="640" width="170" height="200" rx="22" fill="#fff" opacity="0.9"/><rect x="560" y="610" width="90" height="40" rx="8" fill="${GOLD[3]}"/>
    <text x="605" y="760" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="22" letter-spacing="4" fill="${PLUM[2]}">SÉRUM</text>`,
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fbeee9"/><stop offset="1" stop-color="#f2d9d6"/></linearGradient>`,
  );
}

function electronics() {
  const phone = (x, y, rot, a, b) => `<g transform="translate(${x} ${y}) rotate(${rot})">
    <rect x="-95" y="-190" width="190" height="380" rx="30" fill="#0d0d12"/><rect x="-85" y="-180" width="170" height="360" rx="24" fill="url(#${a})"/>
    <rect x="-30" y="-172" width="60" height="14" rx="7" fill="#0d0d12"/>
    <circle cx="-30" cy="-60" r="${40 + rnd() * 20}" fill="${b}" opacity="0.5"/><circle cx="40" cy="60" r="${50 + rnd() * 20}" fill="#fff" opacity="0.12"/></g>`;
  const grid = Array.from(
    { length: 12 },
    (_, i) =>
      `<line x1="${i * 110}" y1="0" x2="${i * 110 - 300}" y2="${H}" stroke="#fff" opacity="0.04" stroke-width="2"/>`,
  ).join('');
  return svg(
    W,
    H,
    `
    <rect width="${W}" height="${H}" fill="url(#bg)"/>${grid}
    <ellipse cx="600" cy="760" rx="520" ry="60" fill="#000" opacity="0.35"/>
    ${phone(380, 450, -12, 'sa', GOLD[1])}${phone(640, 420, 6, 'sb', '#6fa3c8')}
    <g transform="translate(930 600)"><rect x="-110" y="-80" width="220" height="160" rx="70" fill="#f4f4f6"/><rect x="-110" y="-80" width="220" height="60" rx="30" fill="#e3e3e8"/><circle cx="0" cy="20" r="6" fill="#1fa855"/></g>
    <g transform="translate(900 330)" fill="#f4f4f6"><rect x="-30" y="-70" width="44" height="110" rx="22"/><rect x="40" y="-60" width="44" height="110" rx="22"/></g>
    <path d="M140 820 C 300 700, 420 900, 640 800 S 980 860, 1100 760" stroke="${GOLD[2]}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d2330"/><stop offset="1" stop-color="#0c0f16"/></linearGradient>
     <linearGradient id="sa" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${PLUM[4]}"/><stop offset="1" stop-color="${PLUM[1]}"/></linearGradient>
     <linearGradient id="sb" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2f5d8a"/><stop offset="1" stop-color="#0f2438"/></linearGradient>`,
  );
}

function bridge() {
  const waves = Array.from({ length: 26 }, (_, i) => {
    const y = 640 + i * 10;
    const x = rnd() * W;
    return `<rect x="${x}" y="${y}" width="${60 + rnd() * 160}" height="3" rx="1.5" fill="${GOLD[1]}" opacity="${0.15 + rnd() * 0.35}"/>`;
  }).join('');
  const hangers = Array.from({ length: 17 }, (_, i) => {
    const x = 250 + i * 43.75;
    const t = (x - 600) / 350;
    const archY = 560 - 230 * (1 - t * t);
    return `<line x1="${x}" y1="${archY}" x2="${x}" y2="560" stroke="${PLUM[0]}" stroke-width="4"/>`;
  }).join('');
  return svg(
    W,
    H,
    `
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="600" cy="520" r="120" fill="${GOLD[1]}" opacity="0.9"/>
    <rect x="0" y="600" width="${W}" height="300" fill="url(#river)"/>
    ${waves}
    <path d="M0 610 L120 560 L200 590 L240 600 L0 610Z" fill="${PLUM[1]}"/><path d="M1200 606 L1040 548 L960 588 L920 600Z" fill="${PLUM[1]}"/>
    <path d="M0 600 H${W} V612 H0Z" fill="${PLUM[1]}" opacity="0.6"/>
    <path d="M250 560 Q600 100 950 560" stroke="${PLUM[0]}" stroke-width="26" fill="none"/>
    ${hangers}
    <rect x="120" y="548" width="960" height="20" fill="${PLUM[0]}"/>
    <rect x="230" y="560" width="40" height="60" fill="${PLUM[0]}"/><rect x="930" y="560" width="40" height="60" fill="${PLUM[0]}"/>
    ${Array.from({ length: 9 }, (_, i) => `<circle cx="${160 + i * 110}" cy="544" r="4" fill="${GOLD[0]}"/>`).join('')}`,
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${PLUM[1]}"/><stop offset="0.5" stop-color="#a8506a"/><stop offset="0.8" stop-color="#e39a5f"/><stop offset="1" stop-color="${GOLD[1]}"/></linearGradient>
     <linearGradient id="river" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5a2c4c"/><stop offset="1" stop-color="${PLUM[0]}"/></linearGradient>`,
  );
}

function ogCard() {
  const w = 1200;
  const h = 630;
  return svg(
    w,
    h,
    `
    <rect width="${w}" height="${h}" fill="url(#bg)"/>
    <circle cx="1030" cy="120" r="260" fill="none" stroke="${GOLD[3]}" stroke-width="40" opacity="0.18"/>
    <g transform="translate(960 520)">${bottle(0, 0, 2.2, PLUM[4], GOLD[2])}</g>
    <circle cx="130" cy="150" r="56" fill="${PLUM[1]}" stroke="${GOLD[3]}" stroke-width="5"/>
    <text x="130" y="172" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="60" font-weight="bold" fill="${GOLD[1]}">C</text>
    <text x="80" y="320" font-family="DejaVu Serif, serif" font-size="84" font-weight="bold" fill="#fff">Loja CDE</text>
    <text x="82" y="392" font-family="DejaVu Sans, sans-serif" font-size="34" fill="${GOLD[1]}">Perfumes · Cosméticos · Eletrônicos</text>
    <text x="82" y="446" font-family="DejaVu Sans, sans-serif" font-size="28" fill="${PLUM[0]}" opacity="0">.</text>
    <text x="82" y="540" font-family="DejaVu Sans, sans-serif" font-size="26" fill="#efe6f1">Ciudad del Este · Paraguay — pt-BR · es-PY</text>`,
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${PLUM[1]}"/><stop offset="1" stop-color="${PLUM[0]}"/></linearGradient>`,
  );
}

const gallery = { facade, perfumes, cosmetics, electronics, bridge };
await mkdir(path.join(root, 'public/images/about'), { recursive: true });
for (const [name, draw] of Object.entries(gallery)) {
  const out = path.join(root, 'public/images/about', `${name}.webp`);
  await writeFile(out, await sharp(Buffer.from(draw())).webp({ quality: 82 }).toBuffer());
  console.log('wrote', path.relative(root, out));
}
await writeFile(
  path.join(root, 'public/og.png'),
  await sharp(Buffer.from(ogCard())).png({ compressionLevel: 9, palette: true }).toBuffer(),
);
console.log('wrote public/og.png');
