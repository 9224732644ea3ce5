/** The author's short biography at the end of a post. */
export function AuthorBio({ author, bio }: { author: string; bio: string }) {
  const initials = author
    .replace(/^Dr\.?\s+/i, '')
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
  return (
    <section
      aria-labelledby="author-title"
      className="flex gap-5 rounded-2xl bg-sand-100 p-6 ring-1 ring-sand-200 sm:p-8"
    >
      <span
        aria-hidden="true"
        className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-700 font-serif text-xl text-sand-50"
      >
        {initials}
      </span>
      <div>
        <h2
          id="author-title"
          className="text-xs font-medium tracking-[0.2em] text-brand-700 uppercase"
        >
          About the author
        </h2>
        <p className="mt-1 font-serif text-xl text-brand-900">{author}</p>
        <p className="mt-2 leading-relaxed text-stone-700">{bio}</p>
      </div>
    </section>
  );
}
