/**
 * Renders a post's content markup as React elements (text is escaped by React; no raw HTML). The
 * first mention of each product the post names links to it.
 */
import { useMemo } from 'react';
import { Link } from 'react-router';
import {
  linkMentions,
  parseBlogMarkup,
  type BlogBlock,
  type LinkedSpan,
  type ProductMention,
} from '@shop/shared';

function Inline({ spans }: { spans: LinkedSpan[] }) {
  return spans.map((span, i) =>
    span.productId ? (
      <Link
        key={i}
        to={`/products/${span.productId}`}
        className={`text-brand-800 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700 ${span.bold ? 'font-semibold' : ''}`}
      >
        {span.text}
      </Link>
    ) : span.bold ? (
      <strong key={i} className="font-semibold text-stone-900">
        {span.text}
      </strong>
    ) : (
      <span key={i}>{span.text}</span>
    ),
  );
}

/** The blocks with each product's first mention marked, in reading order. */
function withMentions(blocks: BlogBlock[], mentions: readonly ProductMention[]): BlogBlock[] {
  const linked = new Set<string>();
  const link = (spans: LinkedSpan[]) => linkMentions(spans, mentions, linked);
  return blocks.map((block) =>
    block.type === 'list'
      ? { ...block, items: block.items.map(link) }
      : // Headings stay plain: a link there would read as navigation.
        block.type === 'heading'
        ? block
        : { ...block, spans: link(block.spans) },
  );
}

type Props = { content: string; mentions?: readonly ProductMention[] };

export function BlogContent({ content, mentions = [] }: Props) {
  const blocks = useMemo(
    () => withMentions(parseBlogMarkup(content), mentions),
    [content, mentions],
  );
  return (
    <div className="space-y-5 text-[1.0625rem] leading-8 text-stone-800">
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'heading':
            return block.level === 2 ? (
              <h2
                key={i}
                className="pt-6 font-serif text-2xl leading-snug text-brand-900 sm:text-3xl"
              >
                <Inline spans={block.spans} />
              </h2>
            ) : (
              <h3 key={i} className="pt-3 font-serif text-xl leading-snug text-brand-900">
                <Inline spans={block.spans} />
              </h3>
            );
          case 'list':
            return (
              <ul key={i} className="list-disc space-y-2 pl-6 marker:text-brand-600">
                {block.items.map((item, j) => (
                  <li key={j} className="pl-1">
                    <Inline spans={item} />
                  </li>
                ))}
              </ul>
            );
          default:
            return (
              <p key={i}>
                <Inline spans={block.spans} />
              </p>
            );
        }
      })}
    </div>
  );
}
