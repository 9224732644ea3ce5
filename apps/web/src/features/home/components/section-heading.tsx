/** Eyebrow, serif heading and optional line of copy that open each home section. */
type SectionHeadingProps = {
  id: string;
  eyebrow: string;
  title: string;
  children?: React.ReactNode;
  center?: boolean;
};

export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  center = false,
}: SectionHeadingProps) {
  return (
    <div className={center ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <p className="text-xs font-medium tracking-[0.2em] text-brand-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 font-serif text-3xl text-brand-900 sm:text-4xl">
        {title}
      </h2>
      {children && <p className="mt-3 text-stone-700">{children}</p>}
    </div>
  );
}
