// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider, localeStorageKey, useI18n } from './I18nProvider.js';
import { enUS, zhCN } from './messages.js';
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

function AppProbe() {
  const { t } = useI18n();
  return <p data-testid="app">{t('access.forbidden')}</p>;
}

afterEach(() => localStorage.clear());

describe('I18nProvider', () => {
  it('speaks Chinese by default, with the form defaults 请输入 + label', () => {
    render(
      <I18nProvider>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByTestId('forbidden').textContent).toBe('抱歉，您无权访问此页面');
    expect(screen.getByTestId('required').textContent).toBe('请输入用户名');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('switches to English, persists the choice and sets <html lang>', () => {
    const { unmount } = render(
      <I18nProvider>
        <Probe />
      </I18nProvider>,
    );
    act(() => screen.getByRole('button').click());
    expect(screen.getByTestId('forbidden').textContent).toBe(
      'Sorry, you are not authorized to access this page',
    );
    expect(localStorage.getItem(localeStorageKey)).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    unmount();
    render(
      <I18nProvider>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByTestId('locale').textContent).toBe('en-US');
  });

  it('lets an app add and override messages per locale', () => {
    render(
      <I18nProvider messages={{ 'zh-CN': { 'access.forbidden': '无权访问' } }}>
        <AppProbe />
      </I18nProvider>,
    );
    expect(screen.getByTestId('app').textContent).toBe('无权访问');
  });

  it('throws a clear error outside its provider', () => {
    expect(() => render(<Probe />)).toThrow('useI18n must be used inside <I18nProvider>');
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
