import { fakeMatchMedia } from './match-media.js';

// jsdom lacks the browser APIs Mantine measures with; give tests inert versions.
if (typeof window !== 'undefined') {
  window.matchMedia ??= fakeMatchMedia(false);
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.HTMLElement.prototype.scrollIntoView ??= () => undefined;
  // TanStack Router resets the scroll after each navigation; jsdom only logs 'not implemented'.
  window.scrollTo = () => undefined;
}

// Without Vitest globals, Testing Library cannot unmount after each test by itself.
if (typeof window !== 'undefined') {
  const { afterEach } = await import('vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // A component the shell loads on first use or once the page has loaded (the palette, the
  // menus, the toasts) arrives once its modules are compiled, which takes longer while the other
  // worker compiles its own: on a busy shared machine a menu took over 3 s. The findBy… queries
  // wait up to 8 s for it instead of 1 s (a test that passes waits no longer than it must).
  configure({ asyncUtilTimeout: 8000 });
}

// The shell loads its English words the first time a page needs them, and its Chinese ones
// beyond the sign-in page's once that page has loaded. Components are tested as a page draws
// them once those words have arrived; catalogue-i18n.test.tsx tests the loading itself.
{
  const { shellWords, wordsOf } = await import('../src/core/i18n/shell-words.js');
  await Promise.all([wordsOf(shellWords['en-US']), wordsOf(shellWords['zh-CN'])]);
}
