/** Backdrops for lifestyle pictures: a flat-lay desk with props, or a room wall for posters. */
import { darken, lighten, type Palette } from './palettes';
import { motifArt } from './svg-art';
import { softShadow } from './svg-shadow';

/** Flat lay: linen surface, a cup of coffee, a sprig and (unless the product is a pen) a pencil. */
export function drawProps(p: Palette, skipPen: boolean): string {
  const linen = `<defs><pattern id="linen" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 0 H6 M0 3 H6" stroke="#000" stroke-opacity="0.05"/><path d="M0 0 V6" stroke="#fff" stroke-opacity="0.06"/></pattern></defs>`;
  const surface = `${linen}<rect width="800" height="800" fill="${p.surface}"/><rect width="800" height="800" fill="url(#linen)"/>`;
  const cup = `${softShadow({ x: 564, y: 44, w: 192, h: 192, rx: 96 }, 8)}<circle cx="660" cy="140" r="96" fill="${p.paper}"/>
<circle cx="660" cy="140" r="70" fill="${lighten(p.paper, 0.5)}" stroke="${darken(p.paper, 0.08)}" stroke-width="3"/>
<circle cx="660" cy="140" r="54" fill="#6F4E37"/><ellipse cx="648" cy="128" rx="18" ry="10" fill="#C8A27C" opacity="0.6"/>
<rect x="726" y="130" width="44" height="20" rx="10" fill="${lighten(p.paper, 0.5)}" stroke="${darken(p.paper, 0.08)}" stroke-width="3"/>`;
  const sprig = `<g transform="translate(690 560) rotate(35)">${motifArt('leaves', 120, 220, { fg: darken(p.surface, 0.35), fg2: darken(p.surface, 0.2), base: p.surface })}</g>`;
  const pencil = skipPen
    ? ''
    : `<g transform="translate(640 470) rotate(70)">${softShadow({ x: -160, y: -9, w: 310, h: 18, rx: 9 }, 6)}<rect x="-150" y="-9" width="260" height="18" rx="3" fill="${p.accent}"/><path d="M110 -9 L150 0 L110 9 Z" fill="#E8CFA8"/><path d="M138 -3 L150 0 L138 3 Z" fill="#333"/><rect x="-160" y="-9" width="14" height="18" rx="3" fill="${darken(p.accent, 0.3)}"/></g>`;
  return surface + cup + sprig + pencil;
}

/** Wall, a sideboard with books and a potted plant; the poster hangs above. */
export function drawRoom(p: Palette): string {
  const wood = darken(p.surface, 0.25);
  const books = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${120 + i * 6}" y="${596 - i * 26}" width="${150 - i * 18}" height="24" rx="2" fill="${[p.accent, p.ink, darken(p.surface, 0.1)][i]}"/>`,
    )
    .join('');
  const plant = `<g transform="translate(590 380)">${motifArt('leaves', 140, 220, { fg: '#5E7D5A', fg2: '#7FA07A', base: p.bg })}</g>
<path d="M615 590 H705 L695 622 H625 Z" fill="${lighten(p.accent, 0.2)}"/>`;
  return `<rect x="0" y="0" width="800" height="620" fill="${p.bg}" opacity="0.5"/>
<rect x="60" y="622" width="680" height="26" rx="4" fill="${wood}"/>
<rect x="80" y="648" width="640" height="152" fill="${darken(wood, 0.15)}"/>
<line x1="400" y1="660" x2="400" y2="800" stroke="#000" stroke-opacity="0.15" stroke-width="2"/>
${books}${plant}`;
}
