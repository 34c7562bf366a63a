import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Brings the section the address's hash names into view once the page has drawn it. The
 * router scrolls to a hash itself on arrival, but the sections appear only when the document
 * has loaded, after that: an address such as `/api-docs#createUser`, opened anew, needs this.
 */
export function useScrollToHash(ready: boolean): void {
  const hash = useLocation({ select: (location) => location.hash });
  useEffect(() => {
    if (!ready || hash === '') return;
    document.getElementById(hash)?.scrollIntoView();
  }, [ready, hash]);
}
