// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resetPageStateAfterEach } from '../../../test/reset-page-state.js';
import { jsdomTheme, TestI18n } from '../../../test/test-providers.js';
import { AdminThemeProvider } from '../AdminThemeProvider/AdminThemeProvider.js';
import { LayoutStage, type LayoutStageProps } from './AdminLayout.fixtures.js';

resetPageStateAfterEach();

/** The stage at the icons page, with the header in place. */
async function renderStage(props: LayoutStageProps) {
  render(
    <TestI18n>
      <AdminThemeProvider theme={jsdomTheme}>
        <LayoutStage path="/basic-features/icon-feature" {...props} />
      </AdminThemeProvider>
    </TestI18n>,
  );
  return within(await screen.findByRole('banner'));
}

describe("AdminLayout header's documentation link", () => {
  it('opens another site (docsUrl) in a new tab, and says so', async () => {
    const header = await renderStage({ docsUrl: 'https://example.com/docs' });
    const docs = header.getByRole('link', { name: '文档 （在新标签页打开）' });
    expect(docs.getAttribute('href')).toBe('https://example.com/docs');
    expect(docs.getAttribute('target')).toBe('_blank');
    expect(docs.getAttribute('rel')?.split(' ')).toContain('noopener');
  });

  it('opens a page of the app (docsPath) in the same tab through the router, marked current there', async () => {
    const header = await renderStage({ docsUrl: 'https://example.com/docs', docsPath: '/docs' });
    const docs = header.getByRole('link', { name: '文档' });
    expect(docs.getAttribute('href')).toBe('/docs');
    expect(docs.getAttribute('target')).toBeNull();
    expect(docs.getAttribute('aria-current')).toBeNull();

    fireEvent.click(docs);
    expect(await screen.findByRole('heading', { name: 'Page /docs' })).toBeTruthy();
    expect(docs.getAttribute('aria-current')).toBe('page');
  });
});
