/** Colour palettes for the generated pictures, and the swatch for every colour name the catalogue offers. */

export type Palette = {
  /** Soft backdrop, top-left to bottom-right gradient. */
  bg: string;
  bg2: string;
  accent: string;
  ink: string;
  paper: string;
  /** Surface for flat-lay scenes (a desk or linen cloth). */
  surface: string;
};

export const PALETTES = {
  sage: {
    bg: '#EEF1EA',
    bg2: '#DCE4D6',
    accent: '#C9A66B',
    ink: '#2F3A33',
    paper: '#FBFAF5',
    surface: '#C8D2C0',
  },
  sand: {
    bg: '#F6EFE6',
    bg2: '#EADCC8',
    accent: '#B5694A',
    ink: '#3B2F27',
    paper: '#FFFBF4',
    surface: '#D9C5A8',
  },
  terracotta: {
    bg: '#F8ECE4',
    bg2: '#EFD3C3',
    accent: '#2F5D62',
    ink: '#3A2520',
    paper: '#FFF8F2',
    surface: '#D8B29C',
  },
  midnight: {
    bg: '#E7E9F2',
    bg2: '#C9CEE0',
    accent: '#E3B85C',
    ink: '#1E2238',
    paper: '#F8F8FB',
    surface: '#8C93B0',
  },
  blush: {
    bg: '#FAEEEE',
    bg2: '#F1D9D7',
    accent: '#8E5A6B',
    ink: '#3C2A2E',
    paper: '#FFF9F8',
    surface: '#E2C2BE',
  },
  ocean: {
    bg: '#E8F1F2',
    bg2: '#CFE1E3',
    accent: '#E07A5F',
    ink: '#1F3A40',
    paper: '#F9FCFC',
    surface: '#A9C7CB',
  },
  forest: {
    bg: '#E9EEE7',
    bg2: '#CBD8C6',
    accent: '#D4A373',
    ink: '#1F2E24',
    paper: '#FAFBF6',
    surface: '#7E9A84',
  },
  ochre: {
    bg: '#FAF3E3',
    bg2: '#F0DFB8',
    accent: '#3D5A80',
    ink: '#3A2E12',
    paper: '#FFFCF3',
    surface: '#D9BE85',
  },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;

/** Swatches for colour options; the first colour of a product is the one its front picture shows. */
const COLOR_HEX: Record<string, string> = {
  Sage: '#8AA38B',
  Sand: '#D8C3A0',
  Charcoal: '#3C3F44',
  Terracotta: '#C06B4E',
  Ivory: '#F1EBDD',
  Navy: '#2D3A5C',
  Blush: '#E3B3AF',
  Olive: '#7A7F4A',
  Ochre: '#CC9A3D',
  Slate: '#5E6C7B',
  Mist: '#C9D6DB',
  Forest: '#2F5240',
  Plum: '#6E3F5C',
  Rust: '#A2522F',
  Cream: '#F4EAD2',
  Midnight: '#1F2440',
  Teal: '#2F6F73',
  Lavender: '#B7A8D1',
  Natural: '#E4D6BC',
  Black: '#24242A',
  White: '#F7F5F0',
  Oak: '#B98A57',
  Walnut: '#6B4A33',
  Brass: '#C7A35A',
  Copper: '#B87045',
  Silver: '#B8BCC2',
  Tan: '#C49A6C',
  Cognac: '#9A5B2E',
  Mustard: '#D3A625',
  Coral: '#E27D60',
};

/** A stable fallback so an unknown colour name still draws, never throws. */
export function colorHex(name: string): string {
  const known = COLOR_HEX[name];
  if (known) return known;
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const swatches = Object.values(COLOR_HEX);
  return swatches[hash % swatches.length] ?? '#999999';
}

function toRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Blends two hex colours; t = 0 gives a, t = 1 gives b. Used for shading and highlights. */
export function mix(a: string, b: string, t: number): string {
  const ca = toRgb(a);
  const cb = toRgb(b);
  const out = ca.map((v, i) => Math.round(v + ((cb[i] ?? v) - v) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export const darken = (hex: string, t = 0.25) => mix(hex, '#000000', t);
export const lighten = (hex: string, t = 0.25) => mix(hex, '#ffffff', t);

/** Text colour that stays readable on the given background. */
export function readableOn(hex: string, dark: string, light: string): string {
  const [r, g, b] = toRgb(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? dark : light;
}
