import { describe, expect, it } from 'vitest';
import { filterGroups, matchEntry } from './match-entry.js';
import type { PaletteEntry, PaletteGroup } from './types.js';

const entry = (label: string, more: Partial<PaletteEntry> = {}): PaletteEntry => ({
  id: label,
  label,
  run: () => {},
  ...more,
});

const labelsOf = (groups: readonly PaletteGroup[]) =>
  groups.map((group) => [group.id, group.entries.map((found) => found.label)]);

describe('matchEntry', () => {
  it('ignores case, and reads full-width letters as the ASCII ones', () => {
    expect(matchEntry(entry('Icons'), 'icon')).toBeDefined();
    expect(matchEntry(entry('API Docs'), 'ａｐｉ')).toBeDefined();
  });

  it('finds Chinese anywhere in a label, which has no spaces between words', () => {
    expect(matchEntry(entry('增删改查表格'), '表格')).toBeDefined();
  });

  it('needs every typed word somewhere: in the label, the keywords or the description', () => {
    const theme = entry('主题模式：暗色', { keywords: ['Theme mode: Dark'], description: 'x' });
    expect(matchEntry(theme, 'dark theme')).toBeDefined();
    expect(matchEntry(theme, '暗色')).toBeDefined();
    expect(matchEntry(theme, 'dark light')).toBeUndefined();
  });

  it('ranks a label that starts with the text over one that merely holds it, and context last', () => {
    const starts = matchEntry(entry('Users'), 'us') ?? 0;
    const holds = matchEntry(entry('Status'), 'us') ?? 0;
    const described = matchEntry(entry('Home', { description: 'users' }), 'us') ?? 0;
    expect(starts).toBeGreaterThan(holds);
    expect(holds).toBeGreaterThan(described);
    expect(described).toBeGreaterThan(0);
  });

  it('puts the label typed in full first', () => {
    expect(matchEntry(entry('403'), '403') ?? 0).toBeGreaterThan(
      matchEntry(entry('4031'), '403') ?? 0,
    );
  });
});

describe('filterGroups', () => {
  const groups: PaletteGroup[] = [
    { id: 'pages', heading: 'Pages', entries: [entry('Status page'), entry('Users')] },
    { id: 'actions', heading: 'Actions', entries: [entry('Log out')] },
  ];

  it('keeps everything, in order, for empty text', () => {
    expect(labelsOf(filterGroups(groups, '  '))).toEqual([
      ['pages', ['Status page', 'Users']],
      ['actions', ['Log out']],
    ]);
  });

  it('ranks within each group and drops the groups left empty', () => {
    expect(labelsOf(filterGroups(groups, 'us'))).toEqual([['pages', ['Users', 'Status page']]]);
  });
});
