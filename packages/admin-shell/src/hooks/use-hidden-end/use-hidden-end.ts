import { type RefObject, useEffect, useState } from 'react';

/** Whether a sideways scroller holds content beyond its right edge: not scrolled to the end. */
export function hiddenEndOf(element: Pick<Element, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>) {
  // Zoomed pages scroll by fractions of a pixel: within one is the end.
  return element.scrollWidth - element.clientWidth - element.scrollLeft > 1;
}

/**
 * Whether the element scrolls sideways and content lies beyond its right edge, updated as it
 * scrolls and resizes: a column pinned to that edge then covers content and shows it.
 */
export function useHiddenEnd(ref: RefObject<HTMLElement | null>): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setHidden(hiddenEndOf(element));
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The content grows without the scroller resizing (a page of rows arrives).
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [ref]);
  return hidden;
}
