/** The page heading of /search: 'Search Results' and what was searched for. */
export function SearchHeading({ query }: { query: string }) {
  return (
    <header className="max-w-3xl">
      <p className="text-xs font-medium tracking-[0.2em] text-brand-700 uppercase">Search</p>
      <h1 className="mt-2 font-serif text-4xl text-brand-900 sm:text-5xl">Search Results</h1>
      <p className="mt-3 break-words text-stone-700">
        {query ? (
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
