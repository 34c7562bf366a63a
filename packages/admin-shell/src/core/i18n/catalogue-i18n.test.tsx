// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, Suspense, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anotherTabWrites } from '../../../test/another-tab.js';
import { outsideAct } from '../../../test/outside-act.js';
import { ServicesProvider } from '../app/services.js';
import type { Notifier } from '../contracts.js';
import { createPreferencesStore } from '../preferences/create-preferences-store.js';
import { preferencesStorageKey } from '../preferences/storage-key.js';
import type { AppCatalogue, MessageKey } from './catalogue-i18n.js';
import { createCatalogueI18n } from './catalogue-i18n.js';
import { I18nContextProvider, useI18n } from './i18n-context.js';
import { type Locale, zhCN } from './messages.js';
import { enUS } from './messages-en-US.js';
import { zhCNRest } from './messages-zh-CN-rest.js';
import { formatMessage } from './translate.js';
import { useSwitchLocale } from './use-switch-locale.js';

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

/** A loader whose words arrive when the test says, or never (it fails). */
function deferredWords(words: Record<string, string>) {
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const load = vi.fn(
    () =>
      new Promise<Record<string, string>>((resolve, reject) => {
        settle = { resolve: () => resolve(words), reject };
      }),
  );
  return {
    load,
    resolve: () => settle?.resolve(),
    reject: () => settle?.reject(new Error('Failed to fetch dynamically imported module')),
    arrive: () => act(async () => settle?.resolve()),
    fail: () =>
      act(async () => settle?.reject(new Error('Failed to fetch dynamically imported module'))),
  };
}

function SwitchProbe() {
  const { t, locale } = useI18n();
  const switchLocale = useSwitchLocale();
  return (
    <div>
      <p data-testid="title">{t('access.forbidden')}</p>
      <p data-testid="locale">{locale}</p>
      <button type="button" onClick={() => switchLocale(locale === 'zh-CN' ? 'en-US' : 'zh-CN')}>
        switch
      </button>
    </div>
  );
}

function LazyCatalogue(props: {
  messages: AppCatalogue;
  notifier?: Notifier;
  children?: ReactNode;
}) {
  const [i18n] = useState(() =>
    createCatalogueI18n({ preferences: createPreferencesStore(), messages: props.messages }),
  );
  return (
    <Suspense fallback={<p>waiting for words</p>}>
      <ServicesProvider notifier={props.notifier}>
        <I18nContextProvider i18n={i18n}>
          <SwitchProbe />
        </I18nContextProvider>
      </ServicesProvider>
    </Suspense>
  );
}

const chinese = { 'access.forbidden': '控制台' };

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

/**
 * Draws `element` in a root of its own, outside act(): React shows a suspended page's content
 * once its promise settles on its own schedule, as in a browser, which act() would hold back.
 */
async function drawOnItsOwn(element: ReactNode): Promise<HTMLElement> {
  const container = document.createElement('div');
  const created = createRoot(container);
  root = created;
  await outsideAct(async () => flushSync(() => created.render(element)));
  return container;
}

describe('words loaded when first needed', () => {
  it('loads a language only when a person switches to it, then speaks it', async () => {
    const english = deferredWords({ 'access.forbidden': 'Console' });
    render(<LazyCatalogue messages={{ 'zh-CN': chinese, 'en-US': english.load }} />);
    expect(screen.getByTestId('title').textContent).toBe('控制台');
    expect(english.load).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button'));
    // The page keeps its language until the words are there.
    expect(screen.getByTestId('locale').textContent).toBe('zh-CN');
    await english.arrive();
    expect(screen.getByTestId('title').textContent).toBe('Console');
    expect(document.documentElement.lang).toBe('en-US');
    expect(JSON.parse(localStorage.getItem(preferencesStorageKey) ?? '{}')).toEqual({
      locale: 'en-US',
    });

    // Loaded once: back and forth again is immediate.
    fireEvent.click(screen.getByRole('button'));
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByTestId('title').textContent).toBe('Console');
    expect(english.load).toHaveBeenCalledTimes(1);
  });

  it('waits for the stored language’s words before drawing, instead of flashing another', async () => {
    localStorage.setItem(preferencesStorageKey, JSON.stringify({ locale: 'en-US' }));
    const english = deferredWords({ 'access.forbidden': 'Console' });
    const page = await drawOnItsOwn(
      <LazyCatalogue messages={{ 'zh-CN': chinese, 'en-US': english.load }} />,
    );
    expect(page.textContent).toBe('waiting for words');
    await outsideAct(async () => {
      english.resolve();
      await waitFor(() =>
        expect(page.querySelector('[data-testid=title]')?.textContent).toBe('Console'),
      );
    });
    expect(page.querySelector('[data-testid=locale]')?.textContent).toBe('en-US');
  });

  it('says when a language cannot load, in the language that stays', async () => {
    const english = deferredWords({ 'access.forbidden': 'Console' });
    const notify = vi.fn();
    render(
      <LazyCatalogue
        messages={{ 'zh-CN': chinese, 'en-US': english.load }}
        notifier={{ notify }}
      />,
    );
    fireEvent.click(screen.getByRole('button'));
    await english.fail();
    expect(screen.getByTestId('title').textContent).toBe('控制台');
    expect(notify).toHaveBeenCalledWith({
      kind: 'error',
      message: '未能切换到 English，请检查网络后重试',
    });
    // Nothing was stored, so no other tab switches either.
    expect(localStorage.getItem(preferencesStorageKey)).toBeNull();
  });

  it('draws in the default language when the stored one cannot load at start', async () => {
    localStorage.setItem(preferencesStorageKey, JSON.stringify({ locale: 'en-US' }));
    const english = deferredWords({ 'access.forbidden': 'Console' });
    const page = await drawOnItsOwn(
      <LazyCatalogue messages={{ 'zh-CN': chinese, 'en-US': english.load }} />,
    );
    await outsideAct(async () => {
      english.reject();
      await waitFor(() =>
        expect(page.querySelector('[data-testid=title]')?.textContent).toBe('控制台'),
      );
    });
    expect(page.querySelector('[data-testid=locale]')?.textContent).toBe('zh-CN');
  });

  it("follows another tab's switch once the words have arrived", async () => {
    const english = deferredWords({ 'access.forbidden': 'Console' });
    render(<LazyCatalogue messages={{ 'zh-CN': chinese, 'en-US': english.load }} />);
    act(() => anotherTabWrites(JSON.stringify({ locale: 'en-US' })));
    expect(screen.getByTestId('title').textContent).toBe('控制台');
    await english.arrive();
    expect(screen.getByTestId('title').textContent).toBe('Console');
  });
});

/** A word only an app's rest holds: the shell's own rest is loaded for every test. */
const restKey = 'probe.rest' as MessageKey;

/** A catalogue whose Chinese comes in parts: the sign-in page's words, and the rest, deferred. */
function inParts() {
  const rest = deferredWords({ [restKey]: '其余的词' });
  const i18n = createCatalogueI18n({
    preferences: createPreferencesStore(),
    messages: { 'zh-CN': { first: { 'access.forbidden': '第一部分' }, rest: rest.load } },
  });
  return { i18n, rest };
}

describe('words in parts', () => {
  it('speaks the first part at once, and loads the rest only when asked, once', async () => {
    const { i18n, rest } = inParts();
    expect(i18n.pending?.()).toBeUndefined();
    expect(i18n.translate('access.forbidden')).toBe('第一部分');
    expect(rest.load).not.toHaveBeenCalled();

    const loading = i18n.rest?.();
    expect(loading).toBeInstanceOf(Promise);
    expect(i18n.rest?.()).toBe(loading);
    rest.resolve();
    await loading;
    expect(i18n.translate(restKey)).toBe('其余的词');
    expect(i18n.translate('access.forbidden')).toBe('第一部分');
    // Nothing is left to load.
    expect(i18n.rest?.()).toBeUndefined();
    expect(rest.load).toHaveBeenCalledTimes(1);
  });

  it('asks again for a rest that failed to load', async () => {
    const { i18n, rest } = inParts();
    const first = i18n.rest?.();
    rest.reject();
    await expect(first).rejects.toThrow('Failed to fetch');
    const second = i18n.rest?.();
    expect(second).not.toBe(first);
    rest.resolve();
    await second;
    expect(i18n.translate(restKey)).toBe('其余的词');
  });

  it('has every word of a language it switches to, the rest included', async () => {
    const rest = deferredWords({ [restKey]: 'the rest' });
    const i18n = createCatalogueI18n({
      preferences: createPreferencesStore(),
      messages: { 'en-US': { first: { 'access.forbidden': 'first' }, rest: rest.load } },
    });
    // As the page does: the language follows the stored choice while someone listens.
    const stop = i18n.subscribe(() => undefined);
    const switched = i18n.setLocale('en-US');
    expect(i18n.getLocale()).toBe('zh-CN');
    rest.resolve();
    await switched;
    expect(i18n.getLocale()).toBe('en-US');
    expect(i18n.translate(restKey)).toBe('the rest');
    expect(i18n.rest?.()).toBeUndefined();
    stop();
  });
});

describe('catalogues', () => {
  it('have the same keys in both languages, none empty', () => {
    const chinese = { ...zhCN, ...zhCNRest };
    expect(Object.keys(enUS).sort()).toEqual(Object.keys(chinese).sort());
    for (const text of [...Object.values(enUS), ...Object.values(chinese)]) {
      expect(text).not.toBe('');
    }
  });

  it('give the sign-in page its words at once, and the rest apart', () => {
    expect(Object.keys(zhCN).filter((key) => key in zhCNRest)).toEqual([]);
    expect(zhCN['validation.required']).toBe('请输入{label}');
    expect(zhCNRest['crud.search']).toBeDefined();
  });

  it('keep a placeholder visible when its parameter is missing', () => {
    expect(formatMessage('{label}最多 {max} 个字符', { label: '标题' })).toBe(
      '标题最多 {max} 个字符',
    );
  });
});
