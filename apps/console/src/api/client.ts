import { notifications } from '@mantine/notifications';
import { createEnvelopeClient, type EnvelopeClientOptions } from '@org/admin-shell';
import { pageLocale } from '../i18n/page-locale';
import { loginPath } from '../session-probe';
import { sessionGate } from './session-gate';

const shared: EnvelopeClientOptions = {
  loginPath,
  notify: (message) => notifications.show({ color: 'red', message }),
  // The API answers its messages in the language asked for (zh-CN by default).
  headers: () => ({ 'Accept-Language': pageLocale() }),
};

/**
 * The client every call goes through. A 401 asks the session: over unsaved work the person
 * signs in again over the page and the request is sent once more; otherwise the session sends
 * the browser to sign-in with a full reload, which also drops what the old session cached.
 */
export const api = createEnvelopeClient({ ...shared, signInAgain: sessionGate.signInAgain });

/**
 * The start-up probe of who is signed in, and signing in and out. A 401 there is the ordinary
 * answer for a visitor: the router's guard then sends them to sign-in without a reload, so
 * this client must not move the browser itself (the two navigations would race), nor wait for
 * a sign-in over the page.
 */
export const sessionClient = createEnvelopeClient({ ...shared, redirect: () => {} });
