import { type RefObject, useEffect, useState } from 'react';

/** Header resizes are handled at most once per 160 ms (spec §9). */
export const HEADER_RESIZE_DEBOUNCE_MS = 160;

/**
 * The element's width, updated once resizing has paused for `delay` ms, so a layout that
 * measures its children does not do it on every frame of a window drag.
 */
export function useDebouncedWidth(
  ref: RefObject<HTMLElement | null>,
  delay: number = HEADER_RESIZE_DEBOUNCE_MS,
): number | undefined {
  const [width, setWidth] = useState<number | undefined>(undefined);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(entry.contentRect.width), delay);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, delay]);
  return width;
}
