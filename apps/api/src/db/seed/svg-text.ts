/** Text helpers for the generated SVG pictures (librsvg cannot wrap text, so we do it here). */

/** Local fonts only: the renderer runs offline and must never fetch a web font. */
export const SERIF = "'DejaVu Serif', 'Liberation Serif', serif";
export const SANS = "'DejaVu Sans', 'Liberation Sans', sans-serif";

/** DejaVu Serif is wide: about 0.56 em per character on average. */
const CHAR_WIDTH_EM = 0.56;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Greedy word wrap; the last line gets an ellipsis if the text does not fit in maxLines. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
  return kept;
}

export type TextBlockOptions = {
  x: number;
  /** Vertical centre of the whole block. */
  cy: number;
  width: number;
  size: number;
  fill: string;
  maxLines?: number;
  anchor?: 'start' | 'middle';
  family?: string;
  weight?: 'normal' | 'bold';
  italic?: boolean;
  letterSpacing?: number;
};

const charsPerLine = (width: number, size: number) =>
  Math.max(4, Math.floor(width / (size * CHAR_WIDTH_EM)));

/** Largest size up to o.size (down to 70%) at which the text fits maxLines without an ellipsis. */
function fittingSize(text: string, o: TextBlockOptions, maxLines: number): number {
  const longestWord = Math.max(...text.split(/\s+/).map((w) => w.length), 1);
  let size = Math.min(o.size, o.width / (longestWord * CHAR_WIDTH_EM));
  const floor = size * 0.7;
  while (size > floor && wrapText(text, charsPerLine(o.width, size), Infinity).length > maxLines)
    size -= 1;
  return size;
}

/** Wraps text to a width, shrinking the font a little before it would cut the text. */
export function textBlock(text: string, o: TextBlockOptions): string {
  const maxLines = o.maxLines ?? 3;
  const size = fittingSize(text, o, maxLines);
  const lines = wrapText(text, charsPerLine(o.width, size), maxLines);
  const lineHeight = size * 1.22;
  const top = o.cy - ((lines.length - 1) * lineHeight) / 2 + size * 0.35;
  const attrs = [
    `font-family="${o.family ?? SERIF}"`,
    `font-size="${size.toFixed(1)}"`,
    `fill="${o.fill}"`,
    `text-anchor="${o.anchor ?? 'middle'}"`,
    o.weight === 'bold' ? 'font-weight="bold"' : '',
    o.italic ? 'font-style="italic"' : '',
    o.letterSpacing ? `letter-spacing="${o.letterSpacing}"` : '',
  ].join(' ');
  const tspans = lines
    .map(
      (line, i) =>
        `<tspan x="${o.x}" y="${(top + i * lineHeight).toFixed(1)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<text ${attrs}>${tspans}</text>`;
}

/** A single short line in small capitals style, e.g. the brand mark. */
export function smallCaps(text: string, x: number, y: number, fill: string, size = 14): string {
  return `<text x="${x}" y="${y}" font-family="${SANS}" font-size="${size}" letter-spacing="${size * 0.25}" fill="${fill}" text-anchor="middle">${escapeXml(text.toUpperCase())}</text>`;
}
