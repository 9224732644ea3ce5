/** The post's content as the blog will show it, drawn with React elements (never raw HTML). */
import { useDeferredValue, useMemo } from 'react';
import { parseBlogMarkup, type InlineSpan as Span } from '@shop/shared';

function Spans({ spans }: { spans: Span[] }) {
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

export function MarkupPreview({ content }: { content: string }) {
  // Typing stays quick on long posts: the preview may lag a keystroke behind.
  const deferred = useDeferredValue(content);
  const blocks = useMemo(() => parseBlogMarkup(deferred), [deferred]);
  if (blocks.length === 0)
    return <p className="text-sm text-stone-500">The preview appears as you write.</p>;
  return (
    <div className="space-y-4 leading-7 text-stone-800">
      {blocks.map((block, i) => {
        if (block.type === 'heading')
          return block.level === 2 ? (
            <h2 key={i} className="pt-3 font-serif text-2xl text-brand-900">
              <Spans spans={block.spans} />
            </h2>
          ) : (
            <h3 key={i} className="pt-2 font-serif text-xl text-brand-900">
              <Spans spans={block.spans} />
            </h3>
          );
        if (block.type === 'list')
          return (
            <ul key={i} className="list-disc space-y-1.5 pl-6 marker:text-brand-600">
              {block.items.map((item, j) => (
                <li key={j}>
                  <Spans spans={item} />
                </li>
              ))}
            </ul>
          );
        return (
          <p key={i}>
            <Spans spans={block.spans} />
          </p>
        );
      })}
    </div>
  );
}
