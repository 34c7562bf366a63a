import { describe, expect, it, vi } from 'vitest';
import type { Locale, ShellMessageKey } from '../i18n/messages.js';
import { shellMessages } from '../i18n/shell-messages.js';
import { formatMessage, type MessageParams } from '../i18n/translate.js';
import { type ActionEnvironment, actionEntries } from './action-entries.js';
import { matchEntry } from './match-entry.js';

function environment(locale: Locale): ActionEnvironment {
  return {
    t: (key: ShellMessageKey, params?: MessageParams) =>
      formatMessage(shellMessages[locale][key], params),
    themeMode: 'light',
    setThemeMode: vi.fn(),
    locale,
    setLocale: vi.fn(),
    layout: 'mix',
    setLayout: vi.fn(),
    logout: vi.fn(),
  };
}

const find = (env: ActionEnvironment, label: string) => {
  const found = actionEntries(env).find((entry) => entry.label === label);
  if (!found) throw new Error(`No action ${label}`);
  return found;
};

describe('actionEntries', () => {
  it('offers each theme mode, language and layout, and signing out, in the current language', () => {
    expect(actionEntries(environment('zh-CN')).map((entry) => entry.label)).toEqual([
      '主题模式：亮色',
      '主题模式：暗色',
      '主题模式：跟随系统',
      '语言：简体中文',
      '语言：English',
      '导航模式：侧边菜单',
      '导航模式：顶部菜单',
      '导航模式：混合菜单',
      '退出登录',
    ]);
    expect(find(environment('en-US'), 'Theme mode: Dark')).toBeTruthy();
  });

  it('is found by its words in either language', () => {
    const dark = find(environment('zh-CN'), '主题模式：暗色');
    expect(matchEntry(dark, 'dark')).toBeDefined();
    const logout = find(environment('en-US'), 'log out');
    expect(matchEntry(logout, '退出')).toBeDefined();
  });

  it('marks the choices in force', () => {
    const current = actionEntries(environment('en-US'))
      .filter((entry) => entry.current)
      .map((entry) => entry.label);
    expect(current).toEqual(['Theme mode: Light', 'Language: English', 'Navigation mode: Mixed']);
  });

  it('changes the setting it names', () => {
    const env = environment('zh-CN');
    find(env, '主题模式：暗色').run();
    find(env, '语言：English').run();
    find(env, '导航模式：顶部菜单').run();
    find(env, '退出登录').run();
    expect(env.setThemeMode).toHaveBeenCalledWith('dark');
    expect(env.setLocale).toHaveBeenCalledWith('en-US');
    expect(env.setLayout).toHaveBeenCalledWith('top');
    expect(env.logout).toHaveBeenCalledOnce();
  });
});
