import { describe, expect, it } from 'vitest';
import {
  defaultLayoutSettings,
  defaultSiderWidth,
  isHeaderFixed,
  parseLayoutSettings,
} from './layout-settings.js';

describe('layout settings', () => {
  it("has the spec's defaults", () => {
    expect(defaultLayoutSettings).toEqual({
      navTheme: 'light',
      layout: 'mix',
      contentWidth: 'Fluid',
      fixedHeader: false,
      fixSiderbar: true,
      tabs: false,
    });
    expect(defaultSiderWidth('side')).toBe(256);
    expect(defaultSiderWidth('mix')).toBe(215);
  });

  it('keeps the valid fields of a stored value and drops the rest', () => {
    expect(
      parseLayoutSettings({ layout: 'top', contentWidth: 'Wide', fixedHeader: 'yes', extra: 1 }),
    ).toEqual({ layout: 'top' });
    expect(parseLayoutSettings({ collapsed: true, fixSiderbar: false })).toEqual({
      collapsed: true,
      fixSiderbar: false,
    });
    expect(parseLayoutSettings({ collapsed: 'yes' })).toEqual({});
    expect(parseLayoutSettings(null)).toEqual({});
    expect(parseLayoutSettings('side')).toEqual({});
  });

  it('keeps the header fixed in mix, where the side menu sits below it', () => {
    expect(isHeaderFixed({ ...defaultLayoutSettings, layout: 'mix', fixedHeader: false })).toBe(
      true,
    );
    expect(isHeaderFixed({ ...defaultLayoutSettings, layout: 'side', fixedHeader: false })).toBe(
      false,
    );
  });
});
