/**
 * An Embla carousel that loops and advances by itself every `delay` ms. It pauses while the
 * pointer is over it or focus is inside it, when the shopper presses pause, and starts paused
 * when the system asks for reduced motion (then slides also jump instead of gliding).
 */
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

export function useAutoplayCarousel(delay: number) {
  const reducedMotion = usePrefersReducedMotion();
  const [autoplay] = useState(() =>
    Autoplay({ delay, playOnInit: false, stopOnInteraction: false }),
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start' }, [autoplay]);
  const [selected, setSelected] = useState(0);
  // Until the shopper presses play or pause, reduced motion decides.
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const userPaused = choice === null ? reducedMotion : choice === 'pause';
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = !userPaused && !hovered && !focused;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    // With a single snap there is nothing to advance (and the plugin never initialised).
    if (!embla || embla.scrollSnapList().length < 2) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [embla, autoplay, playing]);

  const jump = reducedMotion;
  const scrollPrev = useCallback(() => embla?.scrollPrev(jump), [embla, jump]);
  const scrollNext = useCallback(() => embla?.scrollNext(jump), [embla, jump]);
  const scrollTo = useCallback((index: number) => embla?.scrollTo(index, jump), [embla, jump]);
  const togglePlay = () => {
    // An explicit Play wins over the hover and focus pauses until they happen again.
    setHovered(false);
    setFocused(false);
    setChoice(userPaused ? 'play' : 'pause');
  };

  const rootProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };

  return {
    viewportRef,
    selected,
    playing,
    userPaused,
    scrollPrev,
    scrollNext,
    scrollTo,
    togglePlay,
    rootProps,
  };
}
