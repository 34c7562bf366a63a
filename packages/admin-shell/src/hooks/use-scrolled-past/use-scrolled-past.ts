import { useEffect, useState } from 'react';

/**
 * Whether the window is scrolled further than `offset` pixels. Re-renders only when that
 * answer changes, not on every scroll event.
 *
 * The first answer is read after the browser has laid the page out and painted: reading
 * `scrollY` while React commits a new page forces that layout inside the commit, which made
 * it one long task (115 ms of the home page's first load on a throttled phone).
 */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timeout = setTimeout(update);
    });
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timeout);
      window.removeEventListener('scroll', update);
    };
  }, [offset]);
  return past;
}
