import { type RefCallback, useCallback, useRef } from 'react';

/**
 * Keeps focus on a control that is replaced by a richer one (a plain button by the same button
 * inside a Menu): React mounts a new element, and focus would otherwise fall to the page. Pass
 * `before` as the first control's ref and `after` as the second's.
 */
export function useKeepFocus<T extends HTMLElement>() {
  const hadFocus = useRef(false);
  // React detaches a removed element's ref while it is still in the document.
  const before: RefCallback<T> = useCallback((node) => {
    if (!node) return;
    return () => {
      hadFocus.current = document.activeElement === node;
    };
  }, []);
  const after: RefCallback<T> = useCallback((node) => {
    if (node && hadFocus.current) {
      hadFocus.current = false;
      node.focus();
    }
  }, []);
  return { before, after };
}
