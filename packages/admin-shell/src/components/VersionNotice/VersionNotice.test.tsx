// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestI18n } from '../../../test/test-providers.js';
import { ServicesProvider } from '../../core/app/services.js';
import type { Locale } from '../../core/i18n/messages.js';
import { onBeforeReload } from '../../core/reload/on-before-reload.js';
import { VersionNotice, type VersionNoticeProps } from './VersionNotice.js';

const INTERVAL = 60 * 1000;
let page = 0;

/**
 * Renders the notice against a server answering with `server.tag`. Each render watches its own
 * address and channel: the tag a page loaded with is remembered per address for the whole page.
 */
async function renderNotice(props: Partial<VersionNoticeProps> = {}, locale: Locale = 'zh-CN') {
  page += 1;
  const server = { tag: '"v1"' };
  const fetch = vi.fn<typeof globalThis.fetch>(
    async () => new Response(null, { headers: { etag: server.tag } }),
  );
  const reload = vi.fn();
  const view = render(
    <MantineProvider>
      <TestI18n defaultLocale={locale}>
        <VersionNotice
          url={`/?page=${page}`}
          channelName={`version-notice-test-${page}`}
          intervalMs={INTERVAL}
          allowLocalHosts
          fetch={fetch}
          reload={reload}
          {...props}
        />
      </TestI18n>
    </MantineProvider>,
  );
  await act(() => vi.advanceTimersByTimeAsync(0));
  const deploy = async (tag: string) => {
    server.tag = tag;
    await act(() => vi.advanceTimersByTimeAsync(INTERVAL));
  };
  return { server, fetch, reload, deploy, view };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('VersionNotice', () => {
  it('shows nothing until a new version is deployed, then a notice that stays', async () => {
    const { deploy } = await renderNotice();
    expect(screen.queryByRole('alert')).toBeNull();
    await deploy('"v2"');
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain('系统版本更新通知');
    expect(notice.textContent).toContain('检测到系统有新版本发布，是否立即刷新页面？');
    expect(screen.getByRole('button', { name: '稍后再说' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '立即刷新' })).toBeTruthy();
    // No close button and no timer: only an answer removes it.
    expect(screen.getAllByRole('button')).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(10 * INTERVAL));
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('稍后再说 hides the notice; polling resumes and shows it again one interval later', async () => {
    const { deploy, fetch } = await renderNotice();
    await deploy('"v2"');
    fireEvent.click(screen.getByRole('button', { name: '稍后再说' }));
    expect(screen.queryByRole('alert')).toBeNull();
    const checks = fetch.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(INTERVAL));
    expect(fetch).toHaveBeenCalledTimes(checks + 1);
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('立即刷新 stores the new tag as the baseline and reloads the page', async () => {
    const { deploy, reload } = await renderNotice();
    expect(localStorage.getItem('admin-shell:version-tag')).toBe('"v1"');
    await deploy('"v2"');
    fireEvent.click(screen.getByRole('button', { name: '立即刷新' }));
    expect(localStorage.getItem('admin-shell:version-tag')).toBe('"v2"');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('立即刷新 keeps drafts and tabs (the before-reload savers) before it reloads', async () => {
    const { deploy, reload } = await renderNotice();
    const calls: string[] = [];
    reload.mockImplementation(() => calls.push('reload'));
    const stop = onBeforeReload(() => calls.push('save'));
    await deploy('"v2"');
    fireEvent.click(screen.getByRole('button', { name: '立即刷新' }));
    expect(calls).toEqual(['save', 'reload']);
    stop();
  });

  it('recovers from code a deployment removed: one reload, then a toast in the language', async () => {
    const { server, fetch, reload } = await renderNotice({}, 'en-US');
    const gone = Object.assign(new Event('vite:preloadError'), {
      payload: new TypeError('Failed to fetch dynamically imported module: /assets/a-1.js'),
    });
    server.tag = '"v2"';
    await act(async () => {
      window.dispatchEvent(gone);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(reload).toHaveBeenCalledOnce();
    cleanup();

    // The page it reloaded into.
    const notify = vi.fn();
    render(
      <MantineProvider>
        <TestI18n defaultLocale="en-US">
          <ServicesProvider notifier={{ notify }}>
            <VersionNotice allowLocalHosts reload={reload} fetch={fetch} />
          </ServicesProvider>
        </TestI18n>
      </MantineProvider>,
    );
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      kind: 'success',
      message:
        'The app was updated and the page reloaded on the new version; your open tabs and unsaved forms were kept.',
    });
  });

  it("speaks the person's language, from the catalogue", async () => {
    const { deploy } = await renderNotice({}, 'en-US');
    await deploy('"v2"');
    expect(screen.getByRole('alert').textContent).toContain('New version available');
    expect(screen.getByRole('alert').textContent).toContain('Reload the page now?');
    expect(screen.getByRole('button', { name: 'Later' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload now' })).toBeTruthy();
  });

  it('stops watching when unmounted', async () => {
    const { fetch, view } = await renderNotice();
    expect(fetch).toHaveBeenCalledOnce();
    view.unmount();
    await act(() => vi.advanceTimersByTimeAsync(5 * INTERVAL));
    expect(fetch).toHaveBeenCalledOnce();
  });
});
