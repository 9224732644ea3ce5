/** A plain branded cover until the owner uploads one, so a new post never shows a broken image. */
import sharp from 'sharp';

const escapeXml = (t: string) =>
  t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function defaultCover(title: string): Promise<Buffer> {
  const words = title.split(/\s+/);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last && `${last} ${word}`.length <= 28) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const text = lines
    .slice(0, 3)
    .map(
      (line, i) =>
        `<text x="96" y="${260 + i * 78}" font-family="DejaVu Serif, serif" font-size="64" fill="#263629">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="#f5efe4"/><circle cx="1040" cy="120" r="220" fill="#e1ebe3"/><rect x="96" y="170" width="80" height="6" fill="#c0714f"/>${text}<text x="96" y="560" font-family="DejaVu Sans, sans-serif" font-size="22" letter-spacing="6" fill="#4a6a55">MINDFUL MARKS JOURNAL</text></svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}
