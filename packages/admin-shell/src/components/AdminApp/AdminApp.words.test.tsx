// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roleAccess } from '../../core/access/test-doubles.js';
import type { MessageKey } from '../../core/i18n/catalogue-i18n.js';
import { useI18n } from '../../core/i18n/i18n-context.js';
import { adaSignedIn } from './AdminApp.fixtures.js';
import { AdminApp } from './AdminApp.js';

// In a file of their own, the sign-in page's test first: a page loads once, and the other
// tests of AdminApp would have loaded this one before.

/** A word only the app's rest holds: the shell's own rest is loaded for every test. */
const restKey = 'probe.rest' as MessageKey;

function RestOfWordsProbe() {
  const { t } = useI18n();
  return <p>{t(restKey)}</p>;
}

/** The app opened at `path` (sign-in: /sign-in), its Chinese in parts, the rest sent when told. */
function openWithWordsInParts(path: string) {
  window.history.replaceState(null, '', path);
  let send = () => {};
  const rest = vi.fn(
    () =>
      new Promise<Record<string, string>>((resolve) => {
        send = () => resolve({ [restKey]: '其余的词' });
      }),
  );
  render(
    <AdminApp
      authProvider={adaSignedIn}
      access={roleAccess}
      loginPath="/sign-in"
      queryClient={new QueryClient()}
      messages={{ 'zh-CN': { first: { 'access.forbidden': '第一部分' }, rest } }}
    >
      <RestOfWordsProbe />
    </AdminApp>,
  );
  return { rest, send: () => act(async () => send()) };
}

describe('AdminApp words in parts', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('draws the sign-in page with the first part, and asks for the rest once the page has loaded', async () => {
    const { rest } = openWithWordsInParts('/sign-in');
    expect(await screen.findByText(restKey)).toBeTruthy();
    expect(rest).not.toHaveBeenCalled();
    // Once the page has loaded and the browser has been idle (at most 2 s).
    await waitFor(() => expect(rest).toHaveBeenCalledTimes(1), { timeout: 4000 });
  });

  it('draws any page but the sign-in page once the rest of the words has come', async () => {
    const { rest, send } = openWithWordsInParts('/books');
    await waitFor(() => expect(rest).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status').textContent).toContain('资源加载中...');
    await send();
    expect(await screen.findByText('其余的词')).toBeTruthy();
  });
});
