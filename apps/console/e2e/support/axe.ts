import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Waits until no transition or finite animation is running (a fade would fool contrast checks). */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/**
 * Runs axe-core on the page as it is now and describes each violation of moderate impact or
 * worse (moderate covers a page without an <h1> and a second banner landmark; serious, text
 * under 4.5:1): the rule, what it asks for, and up to three offending elements by their text
 * and axe's finding, so a failing test says what to fix. The page's context needs
 * `bypassCSP`: the console's CSP allows no injected script.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await settle(page);
  await page.addScriptTag({ path: axeScript });
  return page.evaluate(async () => {
    const describe = (selector: string, html: string) => {
      const element = document.querySelector(selector);
      const text =
        element instanceof HTMLElement
          ? // biome-ignore lint/performance/useDomNodeTextContent: the text as rendered, spaced as a person reads it.
            element.innerText.replace(/\s+/g, ' ').trim()
          : '';
      if (text) return `"${text.slice(0, 40)}"`;
      // Mantine's hashed classes say nothing; its component class names (mantine-X-part) do.
      return html
        .replace(/class="([^"]*)"/, (_, names: string) => {
          const parts = names.split(' ').filter((name) => /^mantine-[A-Z]/.test(name));
          return `class="${parts.join(' ')}"`;
        })
        .slice(0, 120);
    };
    const results = await window.axe.run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((violation) => ['moderate', 'serious', 'critical'].includes(violation.impact ?? ''))
      .map((violation) => {
        const nodes = violation.nodes.slice(0, 3).map((node) => {
          const finding = node.failureSummary?.split('\n')[1]?.trim() ?? '';
          return `${describe(node.target.join(' '), node.html)}: ${finding}`;
        });
        const more = violation.nodes.length > 3 ? ` (+${violation.nodes.length - 3} more)` : '';
        return `${violation.impact} ${violation.id}: ${violation.help}\n  ${nodes.join('\n  ')}${more}`;
      });
  });
}
