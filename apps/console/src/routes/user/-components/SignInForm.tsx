import { Alert, Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import {
  createValidators,
  type LoginResult,
  type MessageKey,
  useI18n,
  useSession,
} from '@org/admin-shell';
import { IconAlertCircle, IconLock, IconUser } from '@tabler/icons-react';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { CaptchaField } from './CaptchaField';
import { useCaptcha } from './use-captcha';
import { waitMessage } from './wait-message';

interface LoginValues {
  username: string;
  password: string;
  autoLogin: boolean;
  captcha: string;
}

/** The fields the person types in, each of which must be filled in. */
type TextField = 'username' | 'password' | 'captcha';

/** In the order the form shows them: the first that is wrong takes focus. */
const textFields: readonly TextField[] = ['username', 'password', 'captcha'];

/** What is wrong with each field, after an attempt to sign in. */
type FieldErrors = Partial<Record<TextField, string>>;

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

  // Not @mantine/form: four fields that must be filled in do not need it, and its 6.6 KiB gzip
  // would be the largest part of this page's own code.
  const [values, setValues] = useState<LoginValues>({
    username: fixedUsername ?? initialUsername ?? '',
    password: '',
    autoLogin: false,
    captcha: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const captcha = useCaptcha(captchaNeeded, () =>
    setValues((current) => ({ ...current, captcha: '' })),
  );

  function inputProps(name: TextField) {
    return {
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { value } = event.currentTarget;
        setValues((current) => ({ ...current, [name]: value }));
        // Changed, the field's message goes until the next attempt.
        setErrors(({ [name]: _, ...others }) => others);
      },
    };
  }

  function validate(): FieldErrors {
    const messages: Record<TextField, string | null> = {
      username: rules.required(t('auth.username'))(values.username),
      password: rules.required(t('auth.password'))(values.password),
      captcha: captchaNeeded ? rules.required(t('login.captcha'))(values.captcha) : null,
    };
    const found: FieldErrors = {};
    for (const name of textFields) {
      const message = messages[name];
      if (message) found[name] = message;
    }
    return found;
  }

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

  async function signIn() {
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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    const first = textFields.find((name) => found[name]);
    if (first) setFocusRequest({ target: first });
    else void signIn();
  }

  return (
    <form onSubmit={submit} noValidate>
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
          {...inputProps('username')}
        />
        <PasswordInput
          ref={passwordField}
          label={t('auth.password')}
          autoComplete="current-password"
          leftSection={<IconLock size={16} stroke={1.6} />}
          withAsterisk
          data-autofocus={fixedUsername !== undefined || undefined}
          {...inputProps('password')}
        />
        {captchaNeeded && (
          <CaptchaField
            captcha={captcha}
            inputProps={inputProps('captcha')}
            inputRef={captchaField}
          />
        )}
        {fixedUsername === undefined && (
          <Checkbox
            label={t('login.autoLogin')}
            checked={values.autoLogin}
            onChange={(event) => {
              const { checked } = event.currentTarget;
              setValues((current) => ({ ...current, autoLogin: checked }));
            }}
          />
        )}
        <Button type="submit" fullWidth loading={signingIn} size="md">
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
