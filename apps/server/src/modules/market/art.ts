/**
 * Product pictures for the demo catalogue, drawn as SVG on request: a tinted backdrop, one of eight shapes and the
 * product's name. No network and no stored files, so a fresh database has pictures at once.
 */
export const ART_SHAPES = 8;

/** The address of one picture; `label` is a slug such as `yoga-mat`. */
export const artPath = (shape: number, hue: number, label: string) => `/api/art/${shape}/${hue}/${label}.svg`;

const SHAPES: string[] = [
  '<circle cx="200" cy="170" r="90"/>',
  '<rect x="110" y="80" width="180" height="180" rx="28"/>',
  '<path d="M200 70 L300 250 L100 250 Z"/>',
  '<path d="M200 70 L290 130 L290 230 L200 290 L110 230 L110 130 Z"/>',
  '<path d="M130 110 h140 l30 150 h-200 Z M165 110 a35 35 0 0 1 70 0" />',
  '<ellipse cx="200" cy="175" rx="120" ry="70"/>',
  '<path d="M120 90 h60 v40 h40 v-40 h60 v170 h-160 Z"/>',
  '<path d="M200 75 l28 60 66 8 -49 45 13 65 -58 -33 -58 33 13 -65 -49 -45 66 -8 Z"/>',
];

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const titleCase = (slug: string) =>
  slug
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** The SVG text of a picture; shape and hue are wrapped into range, the label is cut to 40 characters. */
export function drawArt(shape: number, hue: number, label: string): string {
  const h = ((Math.trunc(hue) % 360) + 360) % 360;
  const figure = SHAPES[((Math.trunc(shape) % ART_SHAPES) + ART_SHAPES) % ART_SHAPES] ?? SHAPES[0];
  const text = escapeXml(titleCase(label).slice(0, 40));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 70% 92%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360} 60% 80%)"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#g)"/>
<g fill="hsl(${h} 55% 45%)" opacity="0.9">${figure}</g>
<text x="200" y="345" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" fill="hsl(${h} 40% 25%)">${text}</text>
</svg>`;
}
