import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openConsole } from './support/browser.js';
import { mainMenu } from './support/console-page.js';

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

/** Whether any part of the element is inside the window. */
async function onScreen(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return box.y + box.height > 0 && box.y < viewport.height && box.x + box.width > 0;
}

describe('the skip link', () => {
  it('is the first Tab stop, shows while focused, and Enter moves focus into the main content', async () => {
    const { page } = await openConsole({ as: 'admin' });
    await page.goto('/basic-features/icon-feature');
    await page.locator('[data-icon="IconHome"]').first().waitFor();
    const skip = page.getByRole('link', { name: '跳到主要内容' });
    expect(await onScreen(page, skip)).toBe(false);

    await page.keyboard.press('Tab');
    expect(await isFocused(skip)).toBe(true);
    await expect.poll(() => onScreen(page, skip)).toBe(true);
    // Nothing covers it: the header sits below.
    const uncovered = await skip.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + 4));
    });
    expect(uncovered).toBe(true);

    await page.keyboard.press('Enter');
    expect(await isFocused(page.getByRole('main'))).toBe(true);
    expect(new URL(page.url()).hash).toBe('');
    await expect.poll(() => onScreen(page, skip)).toBe(false);

    // The next Tab lands inside the page, past the header and the menu.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  it('speaks English', async () => {
    const { page } = await openConsole({ as: 'admin', locale: 'en-US' });
    await page.goto('/');
    await page.locator('[data-stat="users.total"]').first().waitFor();
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByRole('link', { name: 'Skip to main content' }))).toBe(true);
  });
});

describe('the side menu', () => {
  it('stays collapsed after a reload, and expanded once expanded again', async () => {
    const { page } = await openConsole({ as: 'admin' });
    await page.goto('/');
    const menu = mainMenu(page);
    await menu.getByText('CRUD 表格').waitFor();

    await page.getByRole('button', { name: '收起菜单' }).click();
    await expect.poll(async () => (await menu.boundingBox())?.width).toBeLessThan(80);
    await page.reload();
    await page.getByRole('button', { name: '展开菜单' }).waitFor();
    expect((await menu.boundingBox())?.width).toBeLessThan(80);
    expect(await menu.getByText('CRUD 表格').count()).toBe(0);

    await page.getByRole('button', { name: '展开菜单' }).click();
    await menu.getByText('CRUD 表格').waitFor();
    await page.reload();
    await menu.getByText('CRUD 表格').waitFor();
    expect((await menu.boundingBox())?.width).toBeGreaterThan(150);
  });
});

describe('the frame while the window is resized', () => {
  it("stops the menu's and the page's transitions, restyling those alone", async () => {
    const { page } = await openConsole({ as: 'admin' });
    await page.goto('/');
    await mainMenu(page).getByText('CRUD 表格').waitFor();
    const frame = page.locator('.admin-shell-root');
    // What each state shows: the sections' transition times, and the transition time the
    // elements inside the frame inherit (a menu entry's, deep in the navbar).
    const state = () =>
      frame.evaluate((root) => {
        const duration = (selector: string) => {
          const element = root.querySelector(selector);
          return element ? getComputedStyle(element).transitionDuration : 'missing';
        };
        const entry = root.querySelector('[data-menu-item]');
        return {
          resizing: root.hasAttribute('data-resizing'),
          navbar: duration(':scope > .admin-shell-navbar'),
          main: duration(':scope > .admin-shell-main'),
          inherited: entry
            ? getComputedStyle(entry).getPropertyValue('--app-shell-transition-duration')
            : 'missing',
        };
      });
    // AppShell marks itself resizing for its transition time after mount.
    await expect.poll(async () => (await state()).resizing).toBe(false);
    const settled = await state();
    expect(settled.navbar).toBe('0.2s');
    expect(settled.main).toBe('0.2s');

    const size = page.viewportSize() ?? { width: 1280, height: 800 };
    await page.setViewportSize({ width: size.width - 40, height: size.height });
    await expect.poll(async () => (await state()).resizing).toBe(true);
    const resizing = await state();
    expect(resizing.navbar).toBe('0s');
    expect(resizing.main).toBe('0s');
    // Unchanged inside the frame, so the mark's coming and going restyles no element in it.
    expect(resizing.inherited).toBe(settled.inherited);

    await expect.poll(async () => (await state()).resizing).toBe(false);
    expect(await state()).toEqual(settled);
  });
});
