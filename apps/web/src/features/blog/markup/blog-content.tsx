/** Renders a post's content markup as React elements (text is escaped by React; no raw HTML). */
import { useMemo } from 'react';
import { parseBlogMarkup, type InlineSpan } from '@shop/shared';

function Inline({ spans }: { spans: InlineSpan[] }) {
  return spans.map((span, i) =>
    span.bold ? (
      <strong key={i} className="font-semibold text-stone-900">
        {span.text}
      </strong>
    ) : (
      <span key={i}>{span.text}</span>
    ),
  );
}

export function BlogContent({ content }: { content: string }) {
  const blocks = useMemo(() => parseBlogMarkup(content), [content]);
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
