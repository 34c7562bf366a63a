// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestI18n } from '../../../test/test-providers.js';
import { type LocalText, useLocalText } from './local-text.js';
import type { Locale } from './messages.js';

function Label({ text }: { text: LocalText }) {
  return <output>{useLocalText()(text)}</output>;
}

function show(text: LocalText, locale: Locale) {
  const view = render(
    <TestI18n defaultLocale={locale}>
      <Label text={text} />
    </TestI18n>,
  );
  const shown = screen.getByRole('status').textContent;
  view.unmount();
  return shown;
}

afterEach(() => localStorage.clear());

describe('useLocalText', () => {
  it('reads a message key from the catalogue of the current language', () => {
    expect(show('crud.create', 'zh-CN')).toBe('新建');
    expect(show('crud.create', 'en-US')).toBe('New');
  });

  it('picks the text given inline for the current language', () => {
    const text = { 'zh-CN': '图书', 'en-US': 'book' };
    expect(show(text, 'en-US')).toBe('book');
  });
});
