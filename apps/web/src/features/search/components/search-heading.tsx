/**
 * The page heading of /search: 'Search Results' and what was searched for; when a misspelt word
 * was read as another ('jurnal' as 'journal'), what the results are for.
 */
export function SearchHeading({
  query,
  correctedQuery,
}: {
  query: string;
  correctedQuery?: string | null;
}) {
  return (
    <header className="max-w-3xl">
      <p className="text-xs font-medium tracking-[0.2em] text-brand-700 uppercase">Search</p>
      <h1 className="mt-2 font-serif text-4xl text-brand-900 sm:text-5xl">Search Results</h1>
      <p className="mt-3 break-words text-stone-700">
        {query && correctedQuery ? (
          <>
            Showing results for{' '}
            <strong className="font-medium text-brand-900">“{correctedQuery}”</strong>
            <span className="block text-sm text-stone-600">You searched for “{query}”</span>
          </>
        ) : query ? (
          <>
            Showing results for <strong className="font-medium text-brand-900">“{query}”</strong>
          </>
        ) : (
          'Browse all products'
        )}
      </p>
    </header>
  );
}
