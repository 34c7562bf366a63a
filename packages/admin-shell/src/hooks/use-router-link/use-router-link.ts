import { type AnyRouter, useRouter } from '@tanstack/react-router';
import { type MouseEvent, useCallback } from 'react';

/** What {@link useRouterLink} gives an anchor: spread it onto the `<a>`. */
export interface RouterLinkProps {
  /** The URL given to the hook, unchanged. */
  href: string;
  /** Hands a plain left click to the router, when there is one. */
  onClick(event: MouseEvent<HTMLAnchorElement>): void;
}

/** A click the browser should handle itself: a new tab or window, a download, another frame. */
function wantsBrowserNavigation(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== '_self')
  );
}

function isSameOrigin(href: string): boolean {
  return new URL(href, window.location.href).origin === window.location.origin;
}

/**
 * Props for a plain `<a>` that, inside a TanStack Router, moves by the router on a plain left
 * click instead of reloading the page; outside a router, and for ctrl/meta/shift/alt or
 * middle clicks and links to other origins, the browser handles the click as usual. The anchor
 * stays a real link, so it can be opened in a new tab or copied.
 *
 * @param href A URL as the browser sees it, including the router's basepath if it has one.
 */
export function useRouterLink(href: string): RouterLinkProps {
  // The router's context holds null outside a <RouterProvider>, despite the hook's return type.
  const router: AnyRouter | null = useRouter<AnyRouter>({ warn: false });
  const onClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (!router || wantsBrowserNavigation(event) || !isSameOrigin(href)) return;
      event.preventDefault();
      // `href`, not `to`: the router then reads the path, search and hash exactly as the
      // browser would on a ctrl-click, basepath included.
      void router.navigate({ href });
    },
    [router, href],
  );
  return { href, onClick };
}
