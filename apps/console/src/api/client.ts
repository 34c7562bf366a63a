import { notifications } from '@mantine/notifications';
import { createEnvelopeClient, type EnvelopeClientOptions, shellMessages } from '@org/admin-shell';

/**
 * The page's language as the I18nProvider last set it on <html lang>: read at each request,
 * since the client lives outside React and the person can switch language at any time.
 */
function pageLocale(): keyof typeof shellMessages {
  const lang = document.documentElement.lang;
  return Object.hasOwn(shellMessages, lang) ? (lang as keyof typeof shellMessages) : 'zh-CN';
}

const shared: EnvelopeClientOptions = {
  notify: (message) => notifications.show({ color: 'red', message }),
  requestFailedMessage: () => shellMessages[pageLocale()]['request.failed'],
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
