import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject, onTestFinished } from 'vitest';
import type { Role } from './accounts.js';
import { ApiSession, clientAddress } from './api-session.js';
import {
  startSeededPreferences,
  storedPreferences,
  storePreferences,
} from './stored-preferences.js';
import './provided-context.js';

let connection: Promise<Browser> | undefined;

/** The suite's one Chromium, connected once per test file. */
function browser(): Promise<Browser> {
  connection ??= chromium.connect(inject('browserEndpoint'));
  return connection;
}

/** Closes this file's connection (the browser itself lives until the run ends). */
export async function disconnectBrowser(): Promise<void> {
  const open = connection;
  connection = undefined;
  await (await open)?.close();
}

export interface ConsoleOptions {
  /** Signed in through the API, its cookies given to the browser. Default: signed out. */
  as?: Role | ApiSession;
  /** Default 1280 × 860: the side menu expanded. */
  viewport?: { width: number; height: number };
  /** The theme stored before the first page loads. Default: none (the console's light). */
  theme?: 'light' | 'dark';
  /** The language stored before the first page loads. Default: none (the console's Chinese). */
  locale?: 'zh-CN' | 'en-US';
  /** Let injected scripts (axe) past the console's Content-Security-Policy. */
  bypassCSP?: boolean;
  /** Another server of the console (a second API instance). Default: the suite's. */
  baseUrl?: string;
}

export interface ConsoleTab {
  context: BrowserContext;
  page: Page;
  /** The API session whose cookies the browser holds, when signed in. */
  api: ApiSession | undefined;
}

/**
 * A fresh browser context (no cookies, no storage) on the console, closed when the test ends.
 * Navigate with paths: the context's base URL is the console's.
 */
export async function openConsole(options: ConsoleOptions = {}): Promise<ConsoleTab> {
  const baseURL = options.baseUrl ?? inject('baseUrl');
  const context = await (await browser()).newContext({
    baseURL,
    locale: 'zh-CN',
    viewport: options.viewport ?? { width: 1280, height: 860 },
    extraHTTPHeaders: { 'X-Forwarded-For': clientAddress() },
    bypassCSP: options.bypassCSP ?? false,
  });
  onTestFinished(() => context.close());
  // Well under the test's own timeout, so a missing element fails with its own name.
  context.setDefaultTimeout(10_000);
  // The person's choices, where the shell's preferences keep them, beside their other ones.
  const chosen = {
    ...(options.theme && { themeMode: options.theme }),
    ...(options.locale && { locale: options.locale }),
  };
  // The API keeps a seeded account's preferences between tests: they start from these choices.
  // A session given by the test keeps what its person has stored, the choices asked for here
  // over it (the console loads the stored ones at sign-in, and they win over the browser's).
  if (!(options.as instanceof ApiSession)) await startSeededPreferences(options.as, chosen);
  else if (Object.keys(chosen).length > 0) {
    const stored = await storedPreferences(options.as);
    await storePreferences(options.as, { ...stored.value, ...chosen });
  }
  if (options.theme || options.locale) {
    await context.addInitScript((choices) => {
      const key = 'admin-shell:preferences';
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}');
      localStorage.setItem(key, JSON.stringify({ ...stored, ...choices }));
    }, chosen);
  }
  const api =
    typeof options.as === 'string' ? await ApiSession.signIn(options.as, baseURL) : options.as;
  if (api) {
    await context.addCookies(
      api.cookies().map(({ name, value }) => ({
        name,
        value,
        url: baseURL,
        httpOnly: name !== 'XSRF-TOKEN',
        sameSite: 'Lax' as const,
      })),
    );
  }
  return { context, page: await context.newPage(), api };
}
