/** Small helpers shared by the SVG renderers: colours, deterministic choices, safe text. */

import { mulberry32 } from '../../lib/seeded-random';

export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  return h >>> 0;
}

/** A tiny deterministic stream of numbers in [0, 1) from a string. */
export function stream(seed: string): () => number {
  return mulberry32(hash32(seed));
}

export const pick = <T>(items: readonly T[], n: number): T => items[n % items.length];

function parse(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  const v = m ? parseInt(m[1], 16) : 0x888888;
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}
const toHex = (rgb: number[]) =>
  `#${rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Linear mix of two colours: t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return toHex(x.map((c, i) => c + (y[i] - c) * t));
}
export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);
export function luminance(c: string): number {
  const [r, g, b] = parse(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Soft studio backgrounds: [top-left, bottom-right]. */
export const SOFT_PALETTES: ReadonlyArray<readonly [string, string]> = [
  ['#fdf6ec', '#f1dcc4'],
  ['#f4f1ff', '#d9d2f5'],
  ['#eef7f4', '#cfe6de'],
  ['#fff0f3', '#f6cfd9'],
  ['#eef4fb', '#cbdcf0'],
  ['#fbf8ef', '#e9dfbf'],
  ['#f3f3f1', '#d9d8d2'],
  ['#f0f7fa', '#c9e2ea'],
  ['#fff5ea', '#fbd9b5'],
  ['#f5eef6', '#e2cfe6'],
  ['#f1f5ec', '#d6e3c6'],
  ['#faf0ee', '#ecd0ca'],
];

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]);

/** Font stacks: DejaVu ships on the servers; generic families keep the layout if it is missing. */
export const SERIF = "'DejaVu Serif', Georgia, 'Times New Roman', serif";
export const SANS = "'DejaVu Sans', Arial, Helvetica, sans-serif";

/** Shrinks a font size so a line of text roughly fits a width (average glyph ≈ 0.6 em, plus spacing). */
export function fitFont(
  text: string,
  maxWidth: number,
  preferred: number,
  letterSpacing = 0,
  min = 12,
): number {
  const perChar = 0.62;
  const size = maxWidth / Math.max(1, text.length * perChar + (text.length * letterSpacing) / preferred);
  return Math.max(min, Math.min(preferred, Math.floor(size)));
}

/** Sharp (librsvg) renders an SVG string; width/height set the raster size. */
export const svgDoc = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** Greedy word wrap by an approximate character budget per line. */
export function wrapText(text: string, maxChars: number, maxLines = 3): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1].replace(/[\s.,;:]+$/, '')}…`;
    return kept;
  }
  return lines;
}
