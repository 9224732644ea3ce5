/**
 * What a shopper's search text asks for: its words, each matched as a prefix ('plan' finds
 * planners), and a misspelt word also as the catalogue word it is closest to ('jurnal' finds
 * journals). Corrections come from `search_terms` (every word the catalogue uses) by trigram
 * similarity, kept to one edit for short words and two for longer ones.
 */
import { distance } from 'fastest-levenshtein';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** More words than this add nothing a shopper would notice, and cost a lookup each. */
const MAX_WORDS = 8;
/** Words shorter than this are not corrected: too many catalogue words are one edit away. */
const MIN_CORRECTED_LENGTH = 3;

export type TextQuery = {
  /** The words, lower case, in the shopper's order. */
  words: string[];
  /** Per word, the catalogue word it was read as, or null when it was taken as written. */
  corrections: (string | null)[];
  /** Per word, whether the catalogue has any word starting with it. */
  known: boolean[];
  /** Per word, whether it is a whole catalogue word (matched as itself, not as a beginning). */
  exact?: boolean[];
};

/** Letters and digits only: nothing of the text reaches to_tsquery's operator syntax. */
export function searchWords(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, MAX_WORDS);
}

export const editsAllowed = (word: string) => (word.length <= 4 ? 1 : 2);

/**
 * Every word must match (and): a whole catalogue word as itself, the last word and any other as
 * a beginning too ('plan' finds planners; `word:*` costs the index more), each or-ed with its
 * correction.
 */
export function toTsquery(query: TextQuery): string | null {
  if (query.words.length === 0) return null;
  const last = query.words.length - 1;
  return query.words
    .map((word, i) => {
      const self = query.exact?.[i] && i < last ? word : `${word}:*`;
      const correction = query.corrections[i];
      return correction ? `(${self} | ${correction})` : self;
    })
    .join(' & ');
}

/** The words as the search read them ('jurnal planer' -> 'journal planner'). */
export const correctedText = (query: TextQuery) =>
  query.words.map((word, i) => query.corrections[i] ?? word).join(' ');

type Candidate = { word: string; term: string; score: number; sameStem: boolean };

export async function readSearchText(db: Db, text: string): Promise<TextQuery> {
  const words = searchWords(text);
  if (words.length === 0) return { words, corrections: [], known: [] };
  const knownRows = rowsOf<{ word: string; exact: boolean }>(
    await db.execute(sql`
      select w.word, exists (select 1 from search_terms where term = w.word) as exact
      from unnest(${sql.param(words)}::text[]) as w(word)
      where exists (select 1 from search_terms where term like w.word || '%')`),
  );
  const known = new Set(knownRows.map((r) => r.word));
  const exact = new Set(knownRows.filter((r) => r.exact).map((r) => r.word));
  const unknown = words.filter((w) => !known.has(w) && w.length >= MIN_CORRECTED_LENGTH);
  const corrections = new Map<string, string>();
  if (unknown.length > 0) {
    const candidates = rowsOf<Candidate>(
      await db.execute(sql`
        select w.word, t.term, similarity(t.term, w.word) as score,
               plainto_tsquery('english', t.term)::text = plainto_tsquery('english', w.word)::text as "sameStem"
        from unnest(${sql.param(unknown)}::text[]) as w(word)
        cross join lateral (
          select term from search_terms where term % w.word order by term <-> w.word, term limit 10
        ) as t`),
    );
    for (const word of unknown) {
      const best = candidates
        .filter((c) => c.word === word)
        .map((c) => ({ ...c, edits: distance(word, c.term) }))
        .filter((c) => c.edits <= editsAllowed(word))
        .sort((a, b) => a.edits - b.edits || b.score - a.score || a.term.localeCompare(b.term))[0];
      // 'journals' read as 'journal' is the same search: no correction to announce.
      if (best && !best.sameStem) corrections.set(word, best.term);
    }
  }
  return {
    words,
    corrections: words.map((w) => corrections.get(w) ?? null),
    known: words.map((w) => known.has(w)),
    exact: words.map((w) => exact.has(w)),
  };
}
