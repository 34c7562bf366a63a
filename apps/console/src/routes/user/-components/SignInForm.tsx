import { Alert, Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  createValidators,
  type LoginResult,
  type MessageKey,
  useI18n,
  useSession,
} from '@org/admin-shell';
import { IconAlertCircle, IconLock, IconUser } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { CaptchaField } from './CaptchaField';
import { useCaptcha } from './use-captcha';
import { waitMessage } from './wait-message';

interface LoginValues {
  username: string;
  password: string;
  autoLogin: boolean;
  captcha: string;
}

type LoginRefusal = Extract<LoginResult, { ok: false }>;

/** The console's own words for each refusal; the server's message covers the others. */
const refusalMessages: Partial<Record<LoginRefusal['reason'], MessageKey>> = {
  wrongCredentials: 'login.error.wrongCredentials',
  accountDisabled: 'login.error.accountDisabled',
  captchaRequired: 'login.error.captchaRequired',
  captchaInvalid: 'login.error.captchaInvalid',
  noIdentity: 'login.error.noUser',
};

/** What went wrong, and for a wait, how long it lasts. */
interface Failure {
  message: string;
  wait?: string;
}

/** Where the person goes next after a refusal: the field to put right, else the message. */
type FocusTarget = 'username' | 'password' | 'captcha' | 'failure';

function focusAfter(refusal: LoginRefusal): FocusTarget {
  if (refusal.reason === 'wrongCredentials') return 'password';
  if (refusal.reason === 'captchaRequired' || refusal.reason === 'captchaInvalid') {
    return 'captcha';
  }
  return 'failure';
}

/** The props of {@link SignInForm}. */
export interface SignInFormProps {
  /** Prefills the username (after registering). */
  initialUsername?: string;
  /** The person signing in again over their work: their username, which cannot be changed. */
  fixedUsername?: string;
}

/**
 * Username, password, remember me, and a captcha once the API asks for one; signs in through
 * the session (the page or the dialog around it then moves on). After a refusal, focus goes to
 * the field to put right, else to the announced message.
 */
export function SignInForm({ initialUsername, fixedUsername }: SignInFormProps) {
  const { t } = useI18n();
  const session = useSession();
  const rules = createValidators(t);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  // A new object asks for focus again, even on the same field.
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget } | null>(null);
  const usernameField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const captchaField = useRef<HTMLInputElement>(null);
  const failureAlert = useRef<HTMLDivElement>(null);

  const form = useForm<LoginValues>({
    initialValues: {
      username: fixedUsername ?? initialUsername ?? '',
      password: '',
      autoLogin: false,
      captcha: '',
    },
    validate: {
      username: rules.required(t('auth.username')),
      password: rules.required(t('auth.password')),
      captcha: (value) => (captchaNeeded ? rules.required(t('login.captcha'))(value) : null),
    },
  });

  const { setFieldValue } = form;
  const captcha = useCaptcha(captchaNeeded, () => setFieldValue('captcha', ''));

  // Focus moves once the page shows the outcome: the captcha field may only just have appeared.
  useEffect(() => {
    if (!focusRequest) return;
    const element = {
      username: usernameField,
      password: passwordField,
      captcha: captchaField,
      failure: failureAlert,
    }[focusRequest.target].current;
    element?.focus();
    if (element instanceof HTMLInputElement) element.select();
  }, [focusRequest]);

  // Not a TanStack Query mutation: this page is drawn before that code loads.
  const [signingIn, setSigningIn] = useState(false);

  async function submit(values: LoginValues) {
    // Gone while the attempt runs, so that the same message said again is announced again.
    setFailure(null);
    setSigningIn(true);
    let result: LoginResult;
    try {
      result = await session.login({
        username: values.username.trim(),
        password: values.password,
        autoLogin: values.autoLogin,
        ...(captchaNeeded && captcha.challenge
          ? { captchaId: captcha.challenge.captchaId, captcha: values.captcha.trim() }
          : {}),
      });
    } catch (error) {
      setFailure({ message: error instanceof Error ? error.message : t('request.failed') });
      setFocusRequest({ target: 'failure' });
      return;
    } finally {
      setSigningIn(false);
    }
    // Signed in: the page leaves once the session has the user.
    if (result.ok) return;
    const key = refusalMessages[result.reason];
    const message = key ? t(key) : (result.message ?? t('request.failed'));
    setFailure(
      result.reason === 'throttled' && result.retryAfter !== undefined
        ? { message, wait: waitMessage(t, result.retryAfter) }
        : { message },
    );
    // A captcha answers one attempt only: every refusal that needs one gets a new one.
    if (result.captchaRequired) {
      if (captchaNeeded) captcha.renew();
      else setCaptchaNeeded(true);
    }
    setFocusRequest({ target: focusAfter(result) });
  }

  function focusFirstError(errors: Partial<Record<keyof LoginValues, unknown>>) {
    const first = (['username', 'password', 'captcha'] as const).find((name) => errors[name]);
    if (first) setFocusRequest({ target: first });
  }

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values), focusFirstError)} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert
            ref={failureAlert}
            tabIndex={-1}
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            role="alert"
            title={failure.wait ? failure.message : undefined}
            data-testid="login-error"
          >
            {failure.wait ?? failure.message}
          </Alert>
        )}
        <TextInput
          ref={usernameField}
          label={t('auth.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          leftSection={<IconUser size={16} stroke={1.6} />}
          withAsterisk={fixedUsername === undefined}
          readOnly={fixedUsername !== undefined}
          variant={fixedUsername === undefined ? 'default' : 'filled'}
          data-autofocus={fixedUsername === undefined || undefined}
          {...form.getInputProps('username')}
        />
        <PasswordInput
          ref={passwordField}
          label={t('auth.password')}
          autoComplete="current-password"
          leftSection={<IconLock size={16} stroke={1.6} />}
          withAsterisk
          data-autofocus={fixedUsername !== undefined || undefined}
          {...form.getInputProps('password')}
        />
        {captchaNeeded && (
          <CaptchaField
            captcha={captcha}
            inputProps={form.getInputProps('captcha')}
            inputRef={captchaField}
          />
        )}
        {fixedUsername === undefined && (
          <Checkbox
            label={t('login.autoLogin')}
            {...form.getInputProps('autoLogin', { type: 'checkbox' })}
          />
        )}
        <Button type="submit" fullWidth loading={signingIn} size="md">
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
