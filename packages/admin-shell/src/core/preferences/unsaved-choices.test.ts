import { describe, expect, it } from 'vitest';
import { changedChoices, parseChoicePaths, withChoicesFrom } from './unsaved-choices.js';

describe('changedChoices', () => {
  it('names a changed entry of a group, and a changed, added or removed single choice', () => {
    expect(
      changedChoices(
        { layout: { navTheme: 'light', tabs: true }, locale: 'zh-CN', primaryColor: 'teal' },
        { layout: { navTheme: 'light', collapsed: true }, locale: 'en-US', themeMode: 'dark' },
      ),
    ).toEqual([
      ['layout', 'tabs'],
      ['layout', 'collapsed'],
      ['locale'],
      ['primaryColor'],
      ['themeMode'],
    ]);
  });

  it('names nothing when nothing changed', () => {
    expect(
      changedChoices(
        { tables: { users: { density: 'compact' } } },
        { tables: { users: { density: 'compact' } } },
      ),
    ).toEqual([]);
  });
});

describe('withChoicesFrom', () => {
  it('lays the named choices over another version, entry by entry, resets included', () => {
    expect(
      withChoicesFrom(
        { layout: { navTheme: 'dark', tabs: true }, locale: 'en-US', themeMode: 'light' },
        { layout: { collapsed: true }, locale: 'zh-CN' },
        [['layout', 'collapsed'], ['layout', 'tabs'], ['themeMode']],
      ),
    ).toEqual({ layout: { navTheme: 'dark', collapsed: true }, locale: 'en-US' });
  });
});

describe('parseChoicePaths', () => {
  it('keeps the well-formed paths of a stored list and nothing of anything else', () => {
    expect(parseChoicePaths([['layout', 'collapsed'], ['locale'], [], [1], 'locale'])).toEqual([
      ['layout', 'collapsed'],
      ['locale'],
    ]);
    expect(parseChoicePaths({ locale: true })).toEqual([]);
  });
});
