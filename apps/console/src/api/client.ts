import { notifications } from '@mantine/notifications';
import { createEnvelopeClient, type EnvelopeClientOptions, type Locale } from '@org/admin-shell';
import { loginPath } from '../session-probe';

/**
 * The page's language as the I18nProvider last set it on <html lang>: read at each request,
 * since the client lives outside React and the person can switch language at any time.
 */
function pageLocale(): Locale {
  return document.documentElement.lang === 'en-US' ? 'en-US' : 'zh-CN';
}

const shared: EnvelopeClientOptions = {
  loginPath,
  notify: (message) => notifications.show({ color: 'red', message }),
  // The API answers its messages in the language asked for (zh-CN by default).
  headers: () => ({ 'Accept-Language': pageLocale() }),
};

/**
 * The client every call goes through. A 401 sends the browser to sign-in with a full reload,
 * which also drops whatever the previous session had cached.
 */
export const api = createEnvelopeClient(shared);

/**
 * The start-up probe of who is signed in. A 401 there is the ordinary answer for a visitor:
 * the router's guard then sends them to sign-in without a reload, so this client must not
 * move the browser itself (the two navigations would race).
 */
export const sessionProbe = createEnvelopeClient({ ...shared, redirect: () => {} });
