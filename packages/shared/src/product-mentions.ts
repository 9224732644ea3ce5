/**
 * Products a blog post names (issue 15): posts say "our 90-Day Habit Tracker" or "the Gratitude
 * Journal", so a product answers to its title, the title before " — " (an edition), and that
 * without a trailing format word ("A5", "Journal", "Pad"). Names of one word are too common to
 * count. The first mention of each product links to it.
 */
import type { InlineSpan } from './blog-markup';

export type ProductMention = { id: string; name: string };

const FORMAT_WORD = /\s+(?:A\d|Journal|Notebook|Pad|Hardcover|Poster)$/;

/** The names a product answers to in prose, longest first. */
export function productNames(title: string): string[] {
  const base = title.split(' — ')[0]!.trim();
  const short = base.replace(FORMAT_WORD, '').trim();
  return [...new Set([title.trim(), base, short])]
    .filter((name) => name.split(/\s+/).length >= 2)
    .sort((a, b) => b.length - a.length);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordBounded = (name: string) => new RegExp(`(?<![\\w-])${escape(name)}(?![\\w-])`);

/** The products `text` names, each once, in the order of their first mention. */
export function findProductMentions(
  text: string,
  products: readonly { id: string; title: string }[],
): ProductMention[] {
  const found: (ProductMention & { at: number })[] = [];
  for (const product of products) {
    for (const name of productNames(product.title)) {
      const at = wordBounded(name).exec(text)?.index;
      if (at !== undefined) {
        found.push({ id: product.id, name, at });
        break;
      }
    }
  }
  return found.sort((a, b) => a.at - b.at).map(({ id, name }) => ({ id, name }));
}

export type LinkedSpan = InlineSpan & { productId?: string };

/**
 * Splits spans so each mention not linked yet becomes its own span carrying the product's id.
 * `linked` collects the ids already linked, across the blocks of a post.
 */
export function linkMentions(
  spans: readonly InlineSpan[],
  mentions: readonly ProductMention[],
  linked: Set<string>,
): LinkedSpan[] {
  let out: LinkedSpan[] = [...spans];
  for (const mention of mentions) {
    if (linked.has(mention.id)) continue;
    const pattern = wordBounded(mention.name);
    const next: LinkedSpan[] = [];
    for (const span of out) {
      const match = !linked.has(mention.id) && !span.productId ? pattern.exec(span.text) : null;
      if (!match) {
        next.push(span);
        continue;
      }
      const before = span.text.slice(0, match.index);
      const after = span.text.slice(match.index + mention.name.length);
      if (before) next.push({ ...span, text: before });
      next.push({ ...span, text: mention.name, productId: mention.id });
      if (after) next.push({ ...span, text: after });
      linked.add(mention.id);
    }
    out = next;
  }
  return out;
}
