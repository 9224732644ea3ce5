/** Mock-ups of accessories, each centred on (0, 0) and coloured by the product's colour option. */
import { darken, lighten, readableOn } from './palettes';
import type { DrawContext } from './svg-products';
import { motifArt } from './svg-art';
import { softShadow } from './svg-shadow';
import { SERIF, textBlock } from './svg-text';

const BRASS = '#C7A35A';

export function drawPens(ctx: DrawContext): string {
  const c = ctx.color;
  // Pens and tape rolls are not boxes, so each part draws its own shadow.
  const pen = (dx: number, angle: number) => `<g transform="translate(${dx} 0) rotate(${angle})">
${softShadow({ x: -17, y: -220, w: 34, h: 456, rx: 17 }, 10)}
<rect x="-17" y="-220" width="34" height="380" rx="17" fill="${c}"/>
<rect x="-14" y="150" width="28" height="52" fill="${darken(c, 0.25)}"/>
<path d="M-14 200 L14 200 L4 236 L-4 236 Z" fill="${darken(c, 0.35)}"/><circle cx="0" cy="238" r="2.5" fill="#222"/>
<rect x="-18" y="-62" width="36" height="9" fill="${lighten(c, 0.35)}"/>
<rect x="10" y="-214" width="8" height="136" rx="4" fill="${darken(c, 0.3)}"/>
<rect x="-10" y="-208" width="5" height="350" rx="2.5" fill="#fff" opacity="0.35"/></g>`;
  return pen(-75, -4) + pen(0, 0) + pen(75, 4);
}

export function drawBookmark(ctx: DrawContext): string {
  const c = ctx.color;
  const leaves = motifArt('leaves', 70, 150, { fg: darken(c, 0.3), fg2: darken(c, 0.2), base: c });
  return `<path d="M0 -196 C -30 -240 20 -250 0 -290" stroke="${ctx.palette.accent}" stroke-width="4" fill="none"/>
${Array.from({ length: 9 }, (_, i) => `<line x1="${-8 + i * 2}" y1="-290" x2="${-16 + i * 4}" y2="-340" stroke="${ctx.palette.accent}" stroke-width="2.5"/>`).join('')}
<rect x="-12" y="-296" width="24" height="12" rx="4" fill="${darken(ctx.palette.accent, 0.2)}"/>
<path d="M-55 -220 H55 V240 L0 196 L-55 240 Z" fill="${c}"/>
<path d="M-45 -210 H45 V218 L0 182 L-45 218 Z" fill="none" stroke="${lighten(c, 0.45)}" stroke-width="2" stroke-dasharray="7 5"/>
<circle cx="0" cy="-190" r="7" fill="${darken(c, 0.5)}"/>
<g transform="translate(-35 -60)" opacity="0.6">${leaves}</g>`;
}

export function drawStickers(ctx: DrawContext): string {
  const { palette } = ctx;
  const fills = [ctx.color, palette.accent, palette.surface, darken(ctx.color, 0.2)];
  const words = ['breathe', 'rest', 'grow', 'be kind', 'today', 'thank you'];
  const stickers = Array.from({ length: 12 }, (_, i) => {
    const x = -120 + (i % 3) * 120;
    const y = -170 + Math.floor(i / 3) * 112;
    const fill = fills[i % fills.length] ?? ctx.color;
    const ink = readableOn(fill, palette.ink, palette.paper);
    if (i % 4 === 1) {
      const word = words[(i * 5) % words.length] ?? 'breathe';
      return `<rect x="${x - 50}" y="${y - 22}" width="100" height="44" rx="22" fill="${fill}" stroke="#fff" stroke-width="5"/><text x="${x}" y="${y + 6}" font-family="${SERIF}" font-size="17" font-style="italic" fill="${ink}" text-anchor="middle">${word}</text>`;
    }
    if (i % 4 === 2) {
      return `<g transform="translate(${x - 40} ${y - 45})">${motifArt('leaves', 80, 90, { fg: fill, fg2: palette.accent, base: palette.paper })}</g>`;
    }
    if (i % 4 === 3) {
      return `<g transform="translate(${x - 45} ${y - 50})">${motifArt('sun', 90, 80, { fg: fill, fg2: palette.accent, base: palette.paper })}</g>`;
    }
    return `<circle cx="${x}" cy="${y}" r="38" fill="${fill}" stroke="#fff" stroke-width="5"/><circle cx="${x}" cy="${y}" r="18" fill="none" stroke="${ink}" stroke-width="2" opacity="0.6"/>`;
  }).join('');
  return `<rect x="-190" y="-250" width="380" height="500" rx="16" fill="${palette.paper}"/>
<rect x="-176" y="-236" width="352" height="472" rx="10" fill="none" stroke="${palette.ink}" stroke-opacity="0.1"/>${stickers}`;
}

export function drawTape(ctx: DrawContext): string {
  const roll = (
    x: number,
    y: number,
    c: string,
  ) => `<circle cx="${x}" cy="${y}" r="100" fill="${c}"/>
<circle cx="${x}" cy="${y}" r="84" fill="none" stroke="${lighten(c, 0.25)}" stroke-width="3" opacity="0.6"/>
<circle cx="${x}" cy="${y}" r="62" fill="#E6D8BE"/><circle cx="${x}" cy="${y}" r="50" fill="${ctx.palette.bg}"/>`;
  const strip = `<path d="M-200 190 H90 l8 6 -8 6 8 6 -8 6 8 6 -8 6 H-200 Z" fill="${ctx.color}" opacity="0.85"/>`;
  const rolls: [number, number, string][] = [
    [-90, -70, ctx.color],
    [105, -30, ctx.palette.accent],
    [-10, 120, darken(ctx.palette.surface, 0.1)],
  ];
  // All shadows first, so no shadow falls on a neighbouring roll.
  const shadows = rolls.map(([x, y]) =>
    softShadow({ x: x - 100, y: y - 100, w: 200, h: 200, rx: 100 }, 10),
  );
  return `${strip}${shadows.join('')}${rolls.map(([x, y, c]) => roll(x, y, c)).join('')}`;
}

export function drawTote(ctx: DrawContext): string {
  const c = ctx.color;
  const print = readableOn(c, ctx.palette.ink, ctx.palette.paper);
  const art = motifArt(ctx.motif, 220, 150, { fg: print, fg2: ctx.palette.accent, base: c });
  return `<path d="M-110 -100 C -110 -290 110 -290 110 -100" stroke="${darken(c, 0.2)}" stroke-width="18" fill="none"/>
<path d="M-190 -110 H190 L176 250 H-176 Z" fill="${c}"/>
<path d="M-190 -110 H190 L189 -86 H-189 Z" fill="${darken(c, 0.12)}"/>
<g transform="translate(-110 -50)">${art}</g>
${textBlock(ctx.label, { x: 0, cy: 160, width: 260, size: 42, fill: print, maxLines: 2 })}`;
}

export function drawPouch(ctx: DrawContext): string {
  const c = ctx.color;
  const texture = Array.from(
    { length: 22 },
    (_, i) =>
      `<line x1="-220" x2="220" y1="${-100 + i * 10}" y2="${-100 + i * 10}" stroke="#000" stroke-opacity="0.05"/>`,
  ).join('');
  return `<rect x="-220" y="-120" width="440" height="240" rx="30" fill="${c}"/>${texture}
<rect x="-200" y="-112" width="400" height="16" rx="6" fill="${darken(c, 0.3)}"/>
<line x1="-196" x2="196" y1="-104" y2="-104" stroke="${BRASS}" stroke-width="5" stroke-dasharray="3 3"/>
<rect x="140" y="-116" width="22" height="46" rx="6" fill="${BRASS}"/><circle cx="151" cy="-80" r="5" fill="${darken(BRASS, 0.4)}"/>
<rect x="-196" y="40" width="84" height="40" rx="3" fill="${ctx.palette.paper}"/>
<text x="-154" y="67" font-family="${SERIF}" font-size="18" fill="${ctx.palette.ink}" text-anchor="middle">MM</text>`;
}
