import { describe, expect, it } from 'vitest';
import { openConsole } from './support/browser.js';

describe('the icon page', () => {
  it('finds icons by a Chinese word: 用户 shows the user icons and nothing else', async () => {
    const { page } = await openConsole({ as: 'admin' });
    await page.goto('/basic-features/icon-feature');
    const tiles = page.locator('[data-icon]');
    await tiles.first().waitFor();

    await page.getByRole('textbox', { name: '搜索图标' }).fill('用户');
    await expect.poll(() => tiles.count()).toBe(2);
    expect(await tiles.evaluateAll((all) => all.map((tile) => tile.dataset.icon))).toEqual([
      'IconUser',
      'IconUsers',
    ]);
    await page.getByText('2 个图标').waitFor();

    await page.getByRole('textbox', { name: '搜索图标' }).fill('删除');
    await expect
      .poll(() => tiles.evaluateAll((all) => all.map((tile) => tile.dataset.icon)))
      .toEqual(['IconTrash']);
  });
});
