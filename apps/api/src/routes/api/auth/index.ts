import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { limits } from '../../../contract/limits.js';
import {
  Captcha,
  CaptchaQuestion,
  CurrentUser,
  LoginBody,
  LoginRefusal,
  RegisterBody,
  RegistrationSettings,
  SysUser,
} from '../../../contract/schemas.js';
import type { Db } from '../../../db/database.js';
import { ApiError } from '../../../errors.js';
import { pickLocale, translate } from '../../../messages.js';
import { currentUser } from '../../../plugins/app/session.js';
import { sessionCookieName } from '../../../plugins/app/xsrf-cookies.js';
import { randomToken } from '../../../security/tokens.js';
import { auditContextOf, recordAudit } from '../../../services/audit.js';
import { createCaptcha, createCaptchaQuestion } from '../../../services/captchas.js';
import { attemptLogin } from '../../../services/login.js';
import { createSession, deleteSession } from '../../../services/sessions.js';
import { enforceRateLimit } from '../../../services/throttles.js';
import { createUser } from '../../../services/users.js';
import { ok, responses } from '../responses.js';

export interface AuthRoutesOptions {
  db: Db;
  registrationOpen: boolean;
}

const minute = 60 * 1000;

/** Sign-in, captcha, sign-out, the current user and self-registration. */
export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, options) => {
  const { db, registrationOpen } = options;

  app.post(
    '/login/account',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        operationId: 'signIn',
        summary: 'Sign in with username and password',
        description:
          'A refusal the form shows inline is HTTP 200 with code 1001 (wrong credentials), ' +
          '1002 (captcha required), 1003 (captcha wrong) or 1004 (account disabled). ' +
          'The session id and CSRF token rotate on success.',
        body: LoginBody,
        response: responses(Type.Union([CurrentUser, LoginRefusal]), 400, 403, 429),
      },
    },
    async (request, reply) => {
      const result = await attemptLogin(db, request.body, {
        ...auditContextOf(request),
        ip: request.ip,
      });
      if (!result.ok) {
        const locale = pickLocale(request.headers['accept-language']);
        return {
          code: result.code,
          data: { captchaRequired: result.captchaRequired },
          message: translate(locale, result.message),
        };
      }
      const cookieName = sessionCookieName(request);
      const previous = request.cookies[cookieName];
      if (previous) await deleteSession(db, previous);
      const remember = request.body.autoLogin === true;
      const session = await createSession(db, result.user.id, remember, randomToken());
      await recordAudit(
        db,
        { ...auditContextOf(request), actorId: result.user.id, actorName: result.user.username },
        { resource: 'sessions', action: 'signIn' },
      );
      reply.setCookie(cookieName, session.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        ...(remember ? { expires: session.expiresAt } : {}),
      });
      // The session's token replaces the visitor's, and the pre-session cookie goes.
      request.csrfOwner = { session };
      return ok(result.user);
    },
  );

  app.get(
    '/login/captcha',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        operationId: 'getCaptcha',
        summary: 'A new single-use captcha (SVG), valid for two minutes',
        response: responses(Captcha, 429),
      },
    },
    async (request) => {
      await enforceRateLimit(db, `captcha:${request.ip}`, 30, minute);
      return ok(await createCaptcha(db));
    },
  );

  app.get(
    '/login/captcha/question',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        operationId: 'getCaptchaQuestion',
        summary: 'A new single-use captcha as a question in words, valid for two minutes',
        description:
          'For someone who cannot see the picture (a screen reader reads the question out). ' +
          "Asked in the language of Accept-Language; answered in the sign-in body's " +
          '`captchaId` and `captcha` as a picture is, with the number in digits or in words.',
        response: responses(CaptchaQuestion, 429),
      },
    },
    async (request) => {
      // The same allowance as pictures: a second kind is no second ration. And a smaller one of
      // its own: a script answers a sum more easily than a picture, and a person asks few.
      await enforceRateLimit(db, `captcha:${request.ip}`, 30, minute);
      await enforceRateLimit(db, `captcha-question:${request.ip}`, 5, minute);
      return ok(await createCaptchaQuestion(db, pickLocale(request.headers['accept-language'])));
    },
  );

  app.post(
    '/login/outLogin',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        operationId: 'signOut',
        summary: 'Sign out',
        response: responses(Type.Null()),
      },
    },
    async (request, reply) => {
      const cookieName = sessionCookieName(request);
      const token = request.cookies[cookieName];
      if (token) await deleteSession(db, token);
      const user = request.session?.user;
      if (user) {
        await recordAudit(db, auditContextOf(request), {
          resource: 'sessions',
          action: 'signOut',
        });
      }
      // A __Host- cookie is only replaced (here: removed) by a Set-Cookie that is Secure too.
      reply.clearCookie(cookieName, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
      });
      request.session = null;
      request.csrfOwner = { preSession: randomToken() };
      return ok(null);
    },
  );

  app.get(
    '/currentUser',
    {
      schema: {
        tags: ['auth'],
        operationId: 'getCurrentUser',
        summary: 'The signed-in user',
        response: responses(CurrentUser, 401),
      },
    },
    async (request) => ok(currentUser(request)),
  );

  app.get(
    '/register',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        operationId: 'getRegistrationSettings',
        summary: 'Whether self-registration is open, and the password rules',
        response: responses(RegistrationSettings),
      },
    },
    async () =>
      ok({
        open: registrationOpen,
        passwordMinLength: limits.password.min,
        passwordMaxLength: limits.password.max,
      }),
  );

  app.post(
    '/register',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        operationId: 'register',
        summary: 'Create an ordinary user account',
        body: RegisterBody,
        response: responses(SysUser, 400, 403, 409, 429),
      },
    },
    async (request) => {
      if (!registrationOpen) throw new ApiError(403, 'registrationClosed');
      await enforceRateLimit(db, `register:${request.ip}`, 10, 60 * minute);
      const { username, password, name, email } = request.body;
      // Nobody is signed in: the entry names the account as its own actor.
      const audit = { ...auditContextOf(request), actorName: username };
      return ok(
        await createUser(db, audit, { username, password, name: name ?? username, email }, 'user'),
      );
    },
  );
};
