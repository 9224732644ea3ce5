/** Decorative motifs and page patterns, each drawn into a w × h box whose top-left is (0, 0). */
import type { CoverMotif, PagePattern } from './product-types';

export type ArtColors = { fg: string; fg2: string; base: string };

const f = (n: number) => n.toFixed(1);

/** Deterministic "random" so the same product always renders the same picture. */
const jitter = (i: number, mod: number) => ((i * 7919 + 13) % 104729) % mod;

export function motifArt(motif: CoverMotif, w: number, h: number, c: ArtColors): string {
  const cx = w / 2;
  const cy = h / 2;
  const r = Math.min(w, h) / 2;
  switch (motif) {
    case 'circles':
      return [0.9, 0.65, 0.4]
        .map(
          (k, i) =>
            `<circle cx="${f(cx + (i - 1) * r * 0.28)}" cy="${f(cy)}" r="${f(r * k)}" fill="none" stroke="${i % 2 ? c.fg2 : c.fg}" stroke-width="${f(r * 0.05)}" opacity="0.8"/>`,
        )
        .join('');
    case 'waves':
      return [0, 1, 2, 3]
        .map((i) => {
          const y = h * (0.3 + i * 0.14);
          const a = h * 0.06;
          return `<path d="M0 ${f(y)} Q ${f(w * 0.25)} ${f(y - a)} ${f(w * 0.5)} ${f(y)} T ${f(w)} ${f(y)}" fill="none" stroke="${i % 2 ? c.fg2 : c.fg}" stroke-width="${f(r * 0.045)}" stroke-linecap="round" opacity="0.85"/>`;
        })
        .join('');
    case 'leaves': {
      const stem = `<path d="M${f(cx)} ${f(h * 0.92)} C ${f(cx - r * 0.1)} ${f(h * 0.6)} ${f(cx + r * 0.1)} ${f(h * 0.35)} ${f(cx)} ${f(h * 0.08)}" stroke="${c.fg}" stroke-width="${f(r * 0.03)}" fill="none"/>`;
      const leaves = [0, 1, 2, 3, 4, 5]
        .map((i) => {
          const y = h * (0.78 - i * 0.12);
          const side = i % 2 ? 1 : -1;
          return `<ellipse cx="${f(cx + side * r * 0.22)}" cy="${f(y)}" rx="${f(r * 0.24)}" ry="${f(r * 0.09)}" transform="rotate(${side * -30} ${f(cx + side * r * 0.22)} ${f(y)})" fill="${i % 3 ? c.fg : c.fg2}" opacity="0.9"/>`;
        })
        .join('');
      return stem + leaves;
    }
    case 'sun': {
      const sy = h * 0.7;
      const rays = Array.from({ length: 9 }, (_, i) => {
        const a = Math.PI + (Math.PI * (i + 0.5)) / 9;
        return `<line x1="${f(cx + Math.cos(a) * r * 0.5)}" y1="${f(sy + Math.sin(a) * r * 0.5)}" x2="${f(cx + Math.cos(a) * r * 0.85)}" y2="${f(sy + Math.sin(a) * r * 0.85)}" stroke="${c.fg2}" stroke-width="${f(r * 0.04)}" stroke-linecap="round"/>`;
      }).join('');
      return `${rays}<path d="M${f(cx - r * 0.4)} ${f(sy)} A ${f(r * 0.4)} ${f(r * 0.4)} 0 0 1 ${f(cx + r * 0.4)} ${f(sy)} Z" fill="${c.fg}"/><line x1="${f(w * 0.08)}" y1="${f(sy)}" x2="${f(w * 0.92)}" y2="${f(sy)}" stroke="${c.fg}" stroke-width="${f(r * 0.03)}"/>`;
    }
    case 'mountains':
      return `<circle cx="${f(w * 0.7)}" cy="${f(h * 0.3)}" r="${f(r * 0.16)}" fill="${c.fg2}"/><path d="M0 ${f(h * 0.85)} L${f(w * 0.35)} ${f(h * 0.35)} L${f(w * 0.6)} ${f(h * 0.7)} L${f(w * 0.75)} ${f(h * 0.5)} L${f(w)} ${f(h * 0.85)} Z" fill="${c.fg}" opacity="0.9"/><path d="M${f(w * 0.27)} ${f(h * 0.47)} L${f(w * 0.35)} ${f(h * 0.35)} L${f(w * 0.43)} ${f(h * 0.47)} Z" fill="${c.base}" opacity="0.7"/>`;
    case 'wheel': {
      const wedges = Array.from({ length: 8 }, (_, i) => {
        const a0 = (i * Math.PI) / 4 - Math.PI / 2;
        const a1 = a0 + Math.PI / 4;
        const rr = r * (0.5 + (jitter(i, 5) + 4) / 20);
        return `<path d="M${f(cx)} ${f(cy)} L${f(cx + Math.cos(a0) * rr)} ${f(cy + Math.sin(a0) * rr)} A ${f(rr)} ${f(rr)} 0 0 1 ${f(cx + Math.cos(a1) * rr)} ${f(cy + Math.sin(a1) * rr)} Z" fill="${i % 2 ? c.fg : c.fg2}" opacity="${(0.45 + (i % 4) * 0.15).toFixed(2)}"/>`;
      }).join('');
      const rings = [0.3, 0.6, 0.9]
        .map(
          (k) =>
            `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * k)}" fill="none" stroke="${c.fg}" stroke-width="1.5" opacity="0.6"/>`,
        )
        .join('');
      return wedges + rings;
    }
    case 'moon':
      return Array.from({ length: 5 }, (_, i) => {
        const mx = w * (0.14 + i * 0.18);
        const mr = r * 0.13;
        const shift = (i - 2) * mr * 0.7;
        const shade =
          i === 2
            ? ''
            : `<circle cx="${f(mx + shift)}" cy="${f(cy)}" r="${f(mr)}" fill="${c.base}"/>`;
        return `<circle cx="${f(mx)}" cy="${f(cy)}" r="${f(mr)}" fill="${c.fg}"/>${shade}`;
      }).join('');
    case 'stripes':
      return Array.from(
        { length: 7 },
        (_, i) =>
          `<rect x="0" y="${f((h / 7) * i)}" width="${f(w)}" height="${f(h / 14)}" fill="${i % 2 ? c.fg2 : c.fg}" opacity="0.35"/>`,
      ).join('');
    case 'pixels': {
      const cols = 14;
      const size = w / (cols + 2);
      return Array.from({ length: cols * 12 }, (_, i) => {
        const colour = [c.fg, c.fg2, c.base][jitter(i, 3)] ?? c.fg;
        return `<rect x="${f(size + (i % cols) * size)}" y="${f(size + Math.floor(i / cols) * size)}" width="${f(size * 0.82)}" height="${f(size * 0.82)}" rx="2" fill="${colour}" opacity="${jitter(i, 4) === 0 ? 0.25 : 0.85}"/>`;
      }).join('');
    }
    case 'none':
      return '';
  }
}

/** Inside pages for the open-spread picture; `id` keeps SVG pattern ids unique per picture. */
export function pagePattern(
  page: PagePattern,
  w: number,
  h: number,
  ink: string,
  accent: string,
  id: string,
): string {
  const m = 24;
  switch (page) {
    case 'dots':
    case 'grid': {
      const cell =
        page === 'dots'
          ? `<circle cx="1" cy="1" r="1.3" fill="${ink}" opacity="0.45"/>`
          : `<path d="M18 0 V18 H0" fill="none" stroke="${ink}" stroke-width="0.6" opacity="0.35"/>`;
      return `<defs><pattern id="${id}" width="18" height="18" patternUnits="userSpaceOnUse">${cell}</pattern></defs><rect x="${m}" y="${m}" width="${w - 2 * m}" height="${h - 2 * m}" fill="url(#${id})"/>`;
    }
    case 'lines':
      return `<rect x="${m}" y="${m}" width="${w * 0.4}" height="6" rx="3" fill="${accent}" opacity="0.8"/>${Array.from({ length: Math.floor((h - 3 * m) / 26) }, (_, i) => `<line x1="${m}" x2="${w - m}" y1="${2 * m + 14 + i * 26}" y2="${2 * m + 14 + i * 26}" stroke="${ink}" stroke-width="0.8" opacity="0.3"/>`).join('')}`;
    case 'habit': {
      const cols = 7;
      const rows = Math.floor((h - 2 * m - 30) / 34);
      const step = (w - 2 * m - 70) / cols;
      return Array.from({ length: rows }, (_, r) => {
        const y = m + 40 + r * 34;
        const label = `<rect x="${m}" y="${y - 4}" width="${40 + jitter(r, 24)}" height="7" rx="3" fill="${ink}" opacity="0.3"/>`;
        const dots = Array.from(
          { length: cols },
          (_, c) =>
            `<circle cx="${f(m + 80 + c * step)}" cy="${y}" r="${f(Math.min(step * 0.32, 11))}" fill="${jitter(r * cols + c, 3) ? accent : 'none'}" stroke="${ink}" stroke-width="1" opacity="0.75"/>`,
        ).join('');
        return label + dots;
      }).join('');
    }
    case 'calendar': {
      const bh = (h - 2 * m) / 4;
      return Array.from(
        { length: 4 },
        (_, i) =>
          `<rect x="${m}" y="${f(m + i * bh)}" width="${w - 2 * m}" height="${f(bh - 8)}" rx="4" fill="none" stroke="${ink}" stroke-width="1" opacity="0.4"/><rect x="${m + 10}" y="${f(m + i * bh + 12)}" width="46" height="7" rx="3" fill="${accent}"/>${[0, 1].map((k) => `<line x1="${m + 10}" x2="${w - m - 14}" y1="${f(m + i * bh + 40 + k * 22)}" y2="${f(m + i * bh + 40 + k * 22)}" stroke="${ink}" stroke-width="0.7" opacity="0.3"/>`).join('')}`,
      ).join('');
    }
    case 'blank':
      return `<circle cx="${w / 2}" cy="${h * 0.4}" r="${w * 0.18}" fill="none" stroke="${accent}" stroke-width="2" stroke-dasharray="4 6"/>${[0, 1, 2].map((i) => `<rect x="${m * 2}" y="${f(h * 0.7 + i * 18)}" width="${f((w - 4 * m) * (1 - i * 0.2))}" height="5" rx="2.5" fill="${ink}" opacity="0.2"/>`).join('')}`;
  }
}
