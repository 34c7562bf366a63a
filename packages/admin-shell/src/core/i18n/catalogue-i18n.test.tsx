// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { anotherTabWrites } from '../../../test/another-tab.js';
import { createPreferencesStore } from '../preferences/create-preferences-store.js';
import { preferencesStorageKey } from '../preferences/storage-key.js';
import type { AppCatalogue } from './catalogue-i18n.js';
import { createCatalogueI18n } from './catalogue-i18n.js';
import { I18nContextProvider, useI18n } from './i18n-context.js';
import { enUS, type Locale, zhCN } from './messages.js';
import { formatMessage } from './translate.js';

function Probe() {
  const { t, locale, setLocale } = useI18n();
  return (
    <div>
      <p data-testid="forbidden">{t('access.forbidden')}</p>
      <p data-testid="required">{t('validation.required', { label: '用户名' })}</p>
      <p data-testid="locale">{locale}</p>
      <button type="button" onClick={() => setLocale(locale === 'zh-CN' ? 'en-US' : 'zh-CN')}>
        switch
      </button>
    </div>
  );
}

/** The shell's catalogue on a preferences store in localStorage, as AdminApp wires it. */
function Catalogue(props: { messages?: AppCatalogue; defaultLocale?: Locale }) {
  const [i18n] = useState(() =>
    createCatalogueI18n({ preferences: createPreferencesStore(), ...props }),
  );
  return (
    <I18nContextProvider i18n={i18n}>
      <Probe />
    </I18nContextProvider>
  );
}

afterEach(() => localStorage.clear());

describe('the catalogue i18n', () => {
  it('speaks Chinese by default, with the form defaults 请输入 + label', () => {
    render(<Catalogue />);
    expect(screen.getByTestId('forbidden').textContent).toBe('抱歉，您无权访问此页面');
    expect(screen.getByTestId('required').textContent).toBe('请输入用户名');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('switches to English, keeps the choice in the preferences and sets <html lang>', () => {
    const { unmount } = render(<Catalogue />);
    act(() => screen.getByRole('button').click());
    expect(screen.getByTestId('forbidden').textContent).toBe(
      'Sorry, you are not authorized to access this page',
    );
    expect(JSON.parse(localStorage.getItem(preferencesStorageKey) ?? '{}')).toEqual({
      locale: 'en-US',
    });
    expect(document.documentElement.lang).toBe('en-US');
    unmount();
    render(<Catalogue />);
    expect(screen.getByTestId('locale').textContent).toBe('en-US');
  });

  it("follows another tab's switch", () => {
    render(<Catalogue defaultLocale="en-US" />);
    expect(screen.getByTestId('locale').textContent).toBe('en-US');
    act(() => anotherTabWrites(JSON.stringify({ locale: 'zh-CN' })));
    expect(screen.getByTestId('forbidden').textContent).toBe('抱歉，您无权访问此页面');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('lets an app add and override messages per locale', () => {
    render(<Catalogue messages={{ 'zh-CN': { 'access.forbidden': '无权访问' } }} />);
    expect(screen.getByTestId('forbidden').textContent).toBe('无权访问');
  });

  it('reads a key missing from every catalogue as itself', () => {
    const i18n = createCatalogueI18n({ preferences: createPreferencesStore() });
    expect(i18n.translate('no.such.key' as 'access.forbidden')).toBe('no.such.key');
  });

  it('throws a clear error outside AdminApp', () => {
    expect(() => render(<Probe />)).toThrow('useI18n must be used inside <AdminApp>');
  });
});

describe('catalogues', () => {
  it('have the same keys in both languages, none empty', () => {
    expect(Object.keys(enUS).sort()).toEqual(Object.keys(zhCN).sort());
    for (const text of [...Object.values(enUS), ...Object.values(zhCN)]) expect(text).not.toBe('');
  });

  it('keep a placeholder visible when its parameter is missing', () => {
    expect(formatMessage('{label}最多 {max} 个字符', { label: '标题' })).toBe(
      '标题最多 {max} 个字符',
    );
  });
});
