import type { EnvelopeError } from '@org/admin-shell';
import type {
  Captcha,
  CurrentUser,
  LoginBody,
  LoginRefusal,
  RegisterBody,
  RegistrationSettings,
  ResultCode,
  SysUser,
} from '@org/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { currentUserUrl } from '../session-probe';
import { api, sessionProbe } from './client';

/** The shell's session contract, on the API's sign-in routes. */
export const authProvider = {
  fetchUser: () => sessionProbe.get<CurrentUser>(currentUserUrl, undefined, { silent: true }),
  signOut: () => api.post<null>('/api/login/outLogin'),
};

/**
 * Signs in. Resolves with the user; a refusal the form shows (codes 1001–1004) rejects with an
 * EnvelopeError whose data says whether a captcha is now required. Transport errors are left
 * to the form too (silent), which shows them inline beside the fields.
 */
export function signIn(body: LoginBody): Promise<CurrentUser> {
  return api.post<CurrentUser>('/api/login/account', body, { silent: true });
}

/** Whether a refused sign-in asks for a captcha from now on. */
export function refusalNeedsCaptcha(error: EnvelopeError): boolean {
  const data: unknown = error.data;
  return (
    typeof data === 'object' &&
    data !== null &&
    'captchaRequired' in data &&
    (data as LoginRefusal).captchaRequired === true
  );
}

/** A new single-use captcha; never cached, since each one answers a single attempt. */
export function fetchCaptcha(): Promise<Captcha> {
  return api.get<Captcha>('/api/login/captcha', undefined, { silent: true });
}

export const registrationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['register', 'settings'],
    queryFn: ({ signal }) =>
      api.get<RegistrationSettings>('/api/register', undefined, { signal, silent: true }),
    staleTime: 60_000,
  });

/** Creates an ordinary account; field errors come back in the RequestError's envelope. */
export function register(body: RegisterBody): Promise<SysUser> {
  return api.post<SysUser>('/api/register', body, { silent: true });
}

/**
 * The refusals the sign-in form explains itself (HTTP 200, non-zero code). Checked against the
 * API's ResultCode, so a renumbering there fails to compile here.
 */
export const loginRefusalCode = {
  wrongCredentials: 1001,
  captchaRequired: 1002,
  captchaInvalid: 1003,
  accountDisabled: 1004,
} as const satisfies Pick<
  typeof ResultCode,
  'wrongCredentials' | 'captchaRequired' | 'captchaInvalid' | 'accountDisabled'
>;
