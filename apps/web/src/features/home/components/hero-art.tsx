/**
 * The hero's picture, drawn with CSS: an open habit-tracker page, a print and a rising sun.
 * No image request, so the headline is the page's largest paint and arrives with the script.
 */
const TICKS = Array.from({ length: 28 }, (_, i) => (i * 7 + (i % 5) * 3) % 11 < 7);

export function HeroArt() {
  return (
    <div aria-hidden="true" className="relative mx-auto aspect-[5/4] w-full max-w-md lg:max-w-none">
      <div className="absolute top-[6%] right-[8%] size-[38%] rounded-full bg-clay-500/25" />
      <div className="absolute bottom-[4%] left-[2%] size-[30%] rounded-full bg-brand-200/60" />
      {/* The print, leaning behind */}
      <div className="absolute top-[10%] right-[4%] flex h-[70%] w-[42%] rotate-6 flex-col items-center justify-end overflow-hidden rounded-md bg-sand-100 p-[6%] shadow-xl shadow-brand-900/10 ring-1 ring-sand-200">
        <div className="aspect-square w-3/4 rounded-t-full bg-clay-500/80" />
        <div className="mt-[10%] h-1.5 w-2/3 rounded-full bg-brand-800/70" />
        <div className="mt-2 h-1.5 w-1/2 rounded-full bg-brand-800/30" />
      </div>
      {/* The tracker page, in front */}
      <div className="absolute top-[18%] left-[6%] w-[56%] -rotate-3 rounded-lg bg-white p-[5%] shadow-2xl shadow-brand-900/15 ring-1 ring-sand-200">
        <div className="h-2 w-1/2 rounded-full bg-brand-700" />
        <div className="mt-2 h-1.5 w-1/3 rounded-full bg-sand-200" />
        <div className="mt-[10%] grid grid-cols-7 gap-x-[6%] gap-y-1.5 sm:gap-y-2.5">
          {TICKS.map((done, i) => (
            <span
              key={i}
              className={`aspect-square rounded-full ${done ? 'bg-brand-500' : 'ring-1 ring-brand-200'}`}
            />
          ))}
        </div>
        <div className="mt-[10%] space-y-2">
          <div className="h-1.5 w-full rounded-full bg-sand-100" />
          <div className="h-1.5 w-4/5 rounded-full bg-sand-100" />
          <div className="h-1.5 w-3/5 rounded-full bg-sand-100" />
        </div>
        <div className="absolute top-0 -right-1 h-[28%] w-2 rounded-b-sm bg-clay-600" />
      </div>
    </div>
  );
}
