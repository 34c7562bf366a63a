import { afterEach } from 'vitest';

/**
 * Stories and the layout persist what a person chooses (theme, language, layout) and may fake
 * the viewport; registers a reset after each test of the calling file, so each starts afresh.
 */
export function resetPageStateAfterEach(): void {
  const defaultMatchMedia = window.matchMedia;
  afterEach(() => {
    localStorage.clear();
    document.title = '';
    document.documentElement.className = '';
    window.matchMedia = defaultMatchMedia;
  });
}
