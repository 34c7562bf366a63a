import { type RefObject, useEffect } from 'react';

/** Whether a sideways scroller holds content beyond its right edge: not scrolled to the end. */
export function hiddenEndOf(element: Pick<Element, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>) {
  // Zoomed pages scroll by fractions of a pixel: within one is the end.
  return element.scrollWidth - element.clientWidth - element.scrollLeft > 1;
}

/**
 * Marks the element with `data-hidden-end` while it scrolls sideways and content lies beyond
 * its right edge, updated as it scrolls and resizes: a column pinned to that edge then covers
 * content and shows it. On the element itself, not through React state: the mark changes only
 * a shadow, and a state would re-render the whole table when the page first lays out.
 */
export function useHiddenEndMark(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => element.toggleAttribute('data-hidden-end', hiddenEndOf(element));
    element.addEventListener('scroll', measure, { passive: true });
    // The observer's first report, right after the browser lays the page out, is the first
    // measure: measuring here, mid-commit, made the browser lay the page out at once (a third
    // of the CRUD page's longest task on a throttled phone), and again once the rest arrived.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The content grows without the scroller resizing (a page of rows arrives).
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [ref]);
}
