// @vitest-environment jsdom
/// <reference types="vite/client" />
import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import preview from '../../../.storybook/preview.js';
import * as shell from '../src/index.js';
import { resetPageStateAfterEach } from './reset-page-state.js';

// Every story, found by file name, so a new story file is tested without touching this one. The
// specific behaviour of each is checked in stories.test.tsx; here each must render cleanly.
setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
/** A story with its file's and the project's annotations applied, ready to run. */
type ComposedStory = ReturnType<typeof composeStory>;
const storyFiles = import.meta.glob<StoryModule>('../src/**/*.story.tsx', { eager: true });

const files = Object.entries(storyFiles).map(([path, module]) => ({
  title: module.default?.title ?? path,
  module,
  // Typed by each file's exports, which a glob cannot know: every value is a composed story.
  stories: Object.values(composeStories(module)) as ComposedStory[],
}));

/** The text a person could see: none from style sheets, scripts or hidden elements. */
function visibleText(root: HTMLElement): string {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest('style, script, noscript, template, [hidden], [aria-hidden="true"]')) {
      continue;
    }
    parts.push(node.textContent ?? '');
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** Whether a `console.error` call is about one of the errors a story throws on purpose. */
function isExpected(args: unknown[], expected: readonly string[]): boolean {
  return args.some((arg) => {
    const text = arg instanceof Error ? arg.message : String(arg);
    return expected.some((message) => text.includes(message));
  });
}

/**
 * React's warning about an element jsdom does not know yet but browsers do (`<search>`, which
 * the CRUD table's search form is wrapped in): a gap in the test environment, not in a story.
 */
function isJsdomGap([message, tag]: unknown[]): boolean {
  return String(message).startsWith('The tag <%s> is unrecognized') && tag === 'search';
}

/**
 * Waits until the page has stopped changing for a moment, so errors logged once the data has
 * arrived (a session, a first page) are caught too. A story that never rests (a poll, a
 * four-second API) is given up on after a while: it is not an error to keep moving.
 */
async function settled(quietMs = 100, maxMs = 1500) {
  let lastChange = Date.now();
  const observer = new MutationObserver(() => {
    lastChange = Date.now();
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  try {
    await waitFor(() => expect(Date.now() - lastChange).toBeGreaterThanOrEqual(quietMs), {
      timeout: maxMs,
    });
  } catch {
    // Still changing at the deadline: see above.
  } finally {
    observer.disconnect();
  }
}

resetPageStateAfterEach();

describe('story files', () => {
  it('are found', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it('show every component the package exports, as a component or a subcomponent', () => {
    const shown = new Set<unknown>(
      files.flatMap(({ module }) => [
        module.default?.component,
        ...Object.values(module.default?.subcomponents ?? {}),
      ]),
    );
    // Components are the capitalised functions and classes, less the error classes.
    const components = Object.entries(shell).filter(
      ([name, value]) =>
        /^[A-Z][a-z]/.test(name) &&
        typeof value === 'function' &&
        !(value.prototype instanceof Error),
    );
    expect(components.length).toBeGreaterThan(0);
    expect(components.filter(([, value]) => !shown.has(value)).map(([name]) => name)).toEqual([]);
  });

  for (const { title, module, stories } of files) {
    it(`${title}: every named export is composed as a story`, () => {
      const exports = Object.keys(module).filter((name) => name !== 'default');
      expect(stories.map((story) => story.storyName)).toEqual(exports);
    });
  }
});

for (const { title, stories } of files) {
  describe(title, () => {
    it.each(stories.map((Story) => [Story.storyName, Story] as const))(
      '%s renders without errors',
      async (_, Story) => {
        const expected = (Story.parameters.expectedErrors ?? []) as readonly string[];
        const errors: unknown[][] = [];
        const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => {
          if (!isExpected(args, expected) && !isJsdomGap(args)) errors.push(args);
        });
        try {
          await Story.run();
          await waitFor(() => expect(visibleText(document.body)).not.toBe(''));
          await settled();
        } finally {
          consoleError.mockRestore();
        }
        expect(errors).toEqual([]);
      },
    );
  });
}
