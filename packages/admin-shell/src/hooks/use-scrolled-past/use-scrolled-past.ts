import { useEffect, useState } from 'react';

/**
 * Whether the window is scrolled further than `offset` pixels. Re-renders only when that
 * answer changes, not on every scroll event.
 */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > offset);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return past;
}
