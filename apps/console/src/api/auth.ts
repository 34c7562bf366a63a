import {
  type AuthProvider,
  EnvelopeError,
  type Locale,
  type LoginResult,
  RequestError,
} from '@org/admin-shell';
import type {
  Captcha,
  CaptchaQuestion,
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
import { api, sessionClient } from './client';

/** Whether a refused sign-in asks for a captcha from now on. */
function refusalNeedsCaptcha(error: EnvelopeError): boolean {
  const data: unknown = error.data;
  return (
    typeof data === 'object' &&
    data !== null &&
    'captchaRequired' in data &&
    (data as LoginRefusal).captchaRequired === true
  );
}

/**
 * The refusals the sign-in form explains itself (HTTP 200, non-zero code). Checked against the
 * API's ResultCode, so a renumbering there fails to compile here.
 */
const loginRefusalCode = {
  wrongCredentials: 1001,
  captchaRequired: 1002,
  captchaInvalid: 1003,
  accountDisabled: 1004,
} as const satisfies Pick<
  typeof ResultCode,
  'wrongCredentials' | 'captchaRequired' | 'captchaInvalid' | 'accountDisabled'
>;

const refusalReasons = new Map<number, Extract<LoginResult, { ok: false }>['reason']>(
  Object.entries(loginRefusalCode).map(([reason, code]) => [
    code,
    reason as keyof typeof loginRefusalCode,
  ]),
);

/**
 * A sign-in attempt as the shell's contract has it: the API's refusals (codes 1001–1004, and
 * 429 when attempts come too fast) resolve with their reason and the API's words; anything
 * else rejects, for the form to show beside the fields.
 */
async function login(body: LoginBody): Promise<LoginResult> {
  try {
    await sessionClient.post<CurrentUser>('/api/login/account', body, { silent: true });
    return { ok: true };
  } catch (error) {
    if (error instanceof EnvelopeError) {
      return {
        ok: false,
        reason: refusalReasons.get(error.code) ?? 'other',
        message: error.message,
        captchaRequired: refusalNeedsCaptcha(error),
      };
    }
    if (error instanceof RequestError && error.status === 429) {
      return {
        ok: false,
        reason: 'throttled',
        message: error.message,
        retryAfter: error.retryAfter,
      };
    }
    throw error;
  }
}

/** The shell's session contract, on the API's sign-in routes. */
export const authProvider: AuthProvider<CurrentUser, LoginBody> = {
  login,
  logout: async () => {
    await sessionClient.post<null>('/api/login/outLogin');
  },
  // A 401 is the ordinary answer for a visitor: nobody is signed in.
  getIdentity: () =>
    sessionClient.get<CurrentUser>(currentUserUrl, undefined, { silent: true }).catch((error) => {
      if (error instanceof RequestError && error.status === 401) return null;
      throw error;
    }),
};

/** A new single-use captcha; never cached, since each one answers a single attempt. */
export function fetchCaptcha(): Promise<Captcha> {
  return api.get<Captcha>('/api/login/captcha', undefined, { silent: true });
}

/**
 * The captcha as a question in words, in `locale`, for someone who cannot see the picture:
 * single-use too, answered in the same field.
 */
export function fetchCaptchaQuestion(locale: Locale): Promise<CaptchaQuestion> {
  return api.get<CaptchaQuestion>('/api/login/captcha/question', undefined, {
    silent: true,
    headers: { 'Accept-Language': locale },
  });
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
