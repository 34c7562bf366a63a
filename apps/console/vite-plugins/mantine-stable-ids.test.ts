import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { buildEntry, moduleIdsOf } from './build-entry';
import { mantineStableIds } from './mantine-stable-ids';

const buildCheckbox = async (plugins: Plugin[]) =>
  moduleIdsOf(
    await buildEntry(
      "import { Checkbox } from '@mantine/core'; Object.assign(globalThis, { Checkbox });",
      plugins,
    ),
  );

/** The random id Mantine's useId sets once the component has mounted. */
const randomIdModule = /@mantine[/\\]hooks[/\\]esm[/\\]utils[/\\]random-id[/\\]random-id\.mjs$/;

describe('mantineStableIds', () => {
  it("keeps React's id: no random id set after the component has mounted", async () => {
    const modules = await buildCheckbox([mantineStableIds()]);
    expect(modules.some((id) => id.endsWith('use-id.mjs'))).toBe(true);
    expect(modules.filter((id) => randomIdModule.test(id))).toEqual([]);
  }, 60_000);

  it('without it, Mantine sets a random id after mounting', async () => {
    const modules = await buildCheckbox([]);
    expect(modules.some((id) => randomIdModule.test(id))).toBe(true);
  }, 60_000);
});
