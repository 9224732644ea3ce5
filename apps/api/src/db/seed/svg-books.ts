/** Mock-ups of paper goods (notebook, spiral book, pad, framed poster), centred on (0, 0). */
import { darken, lighten, readableOn } from './palettes';
import type { DrawContext } from './svg-products';
import { motifArt, pagePattern } from './svg-art';
import { smallCaps, textBlock } from './svg-text';

function coverLabel(ctx: DrawContext, cx: number, cy: number, width: number): string {
  const { palette } = ctx;
  return `<rect x="${cx - width / 2}" y="${cy - 70}" width="${width}" height="140" rx="6" fill="${palette.paper}"/><rect x="${cx - width / 2 + 8}" y="${cy - 62}" width="${width - 16}" height="124" rx="4" fill="none" stroke="${palette.accent}" stroke-width="1.2" opacity="0.7"/>${textBlock(ctx.label, { x: cx, cy, width: width - 40, size: 30, fill: palette.ink })}`;
}

function coverArt(ctx: DrawContext, x: number, y: number, w: number, h: number): string {
  const fg = readableOn(ctx.color, darken(ctx.color, 0.35), lighten(ctx.color, 0.5));
  const art = motifArt(ctx.motif, w, h, { fg, fg2: ctx.palette.accent, base: ctx.color });
  return `<g transform="translate(${x} ${y})" opacity="0.75">${art}</g>`;
}

export function drawNotebook(ctx: DrawContext): string {
  const clip = ctx.uid('cover');
  const labelY = ctx.motif === 'none' ? -40 : 90;
  const brand = readableOn(ctx.color, darken(ctx.color, 0.45), lighten(ctx.color, 0.6));
  return `<defs><clipPath id="${clip}"><rect x="-190" y="-260" width="380" height="520" rx="12"/></clipPath></defs>
<rect x="-186" y="-256" width="380" height="520" rx="12" fill="${ctx.palette.paper}"/>
<rect x="-190" y="-260" width="380" height="520" rx="12" fill="${ctx.color}"/>
<g clip-path="url(#${clip})">${coverArt(ctx, -150, -235, 320, 230)}
<rect x="-190" y="-260" width="30" height="520" fill="#000" opacity="0.16"/>
<line x1="-159" y1="-260" x2="-159" y2="260" stroke="#fff" stroke-width="2" opacity="0.22"/></g>
${coverLabel(ctx, 0, labelY, 250)}
<rect x="146" y="-260" width="14" height="520" fill="${darken(ctx.palette.ink, 0.1)}" opacity="0.9"/>
${smallCaps('Mindful Marks', 0, 232, brand, 13)}`;
}

export function drawSpiral(ctx: DrawContext): string {
  const clip = ctx.uid('cover');
  const labelY = ctx.motif === 'none' ? -20 : 100;
  const brand = readableOn(ctx.color, darken(ctx.color, 0.45), lighten(ctx.color, 0.6));
  const coils = Array.from({ length: 13 }, (_, i) => {
    const x = -168 + i * 28;
    return `<circle cx="${x + 4.5}" cy="-242" r="5" fill="#000" opacity="0.35"/><rect x="${x}" y="-284" width="9" height="44" rx="4.5" fill="#8D9299"/><rect x="${x + 2}" y="-280" width="2.5" height="34" rx="1.2" fill="#fff" opacity="0.5"/>`;
  }).join('');
  return `<defs><clipPath id="${clip}"><rect x="-190" y="-260" width="380" height="520" rx="10"/></clipPath></defs>
<rect x="-185" y="-255" width="380" height="520" rx="10" fill="${ctx.palette.paper}"/>
<rect x="-190" y="-260" width="380" height="520" rx="10" fill="${ctx.color}"/>
<g clip-path="url(#${clip})">${coverArt(ctx, -160, -215, 320, 230)}</g>
${coverLabel(ctx, 0, labelY, 270)}${coils}
${smallCaps('Mindful Marks', 0, 232, brand, 13)}`;
}

export function drawPad(ctx: DrawContext): string {
  const { palette } = ctx;
  const stack = [12, 6]
    .map(
      (d) =>
        `<rect x="${-180 + d}" y="${-240 + d}" width="360" height="480" rx="4" fill="${darken(palette.paper, 0.04 + d / 300)}"/>`,
    )
    .join('');
  return `${stack}<rect x="-180" y="-240" width="360" height="480" rx="4" fill="${palette.paper}"/>
<rect x="-180" y="-240" width="360" height="40" fill="${ctx.color}"/>
${textBlock(ctx.label, { x: 0, cy: -158, width: 300, size: 30, fill: palette.ink, maxLines: 2 })}
<line x1="-150" y1="-118" x2="150" y2="-118" stroke="${palette.accent}" stroke-width="2"/>
<g transform="translate(-180 -110)">${pagePattern(ctx.page, 360, 340, palette.ink, ctx.color, ctx.uid('pad'))}</g>`;
}

/** The print alone (no frame), 324 × 464; also used for close-up details. */
export function drawPosterArt(ctx: DrawContext): string {
  const { palette } = ctx;
  const dark = ctx.motif === 'moon';
  const bg = dark ? palette.ink : palette.paper;
  const text = dark ? palette.paper : palette.ink;
  const art = motifArt(ctx.motif, 276, 250, {
    fg: dark ? palette.accent : darken(palette.surface, 0.2),
    fg2: palette.accent,
    base: bg,
  });
  return `<rect x="-162" y="-232" width="324" height="464" fill="${bg}"/>
<g transform="translate(-138 -205)">${art}</g>
${textBlock(ctx.label, { x: 0, cy: 118, width: 270, size: 38, fill: text, maxLines: 3 })}
${smallCaps('Mindful Marks', 0, 208, dark ? palette.accent : darken(palette.surface, 0.3), 11)}`;
}

export function drawPoster(ctx: DrawContext): string {
  return `<rect x="-210" y="-280" width="420" height="560" fill="${ctx.color}" stroke="#000" stroke-opacity="0.12"/>
<rect x="-196" y="-266" width="392" height="532" fill="none" stroke="${lighten(ctx.color, 0.3)}" stroke-width="2" opacity="0.6"/>
<rect x="-190" y="-260" width="380" height="520" fill="#FBFAF7"/>
<rect x="-190" y="-260" width="380" height="520" fill="none" stroke="#000" stroke-opacity="0.1" stroke-width="4"/>
${drawPosterArt(ctx)}`;
}
