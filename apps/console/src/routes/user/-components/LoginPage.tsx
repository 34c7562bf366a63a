// Only the form's components: this is the first page most people load, so it stays light.
import '@org/admin-shell/styles/auth.css';

import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  createValidators,
  type LoginResult,
  type MessageKey,
  useI18n,
  useSession,
} from '@org/admin-shell';
import type { Captcha } from '@org/api/contract';
import { IconAlertCircle, IconLock, IconRefresh, IconUser } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { fetchCaptcha } from '../../../api/auth';
import { AuthFrame } from './AuthFrame';
import classes from './LoginPage.module.css';
import { safeRedirect } from './safe-redirect';

const route = getRouteApi('/user/login');

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

function captchaImageSource(svg: string): string {
  // An <img> never runs what an SVG may contain, unlike inlining it into the page.
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The sign-in page: username, password, remember me, and a captcha once the API asks for one. */
export function LoginPage() {
  const { t } = useI18n();
  const session = useSession();
  const navigate = useNavigate();
  const search = route.useSearch();
  const target = safeRedirect(search.redirect);
  const rules = createValidators(t);
  const [failure, setFailure] = useState<string | null>(null);
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [captchaFailed, setCaptchaFailed] = useState(false);

  // Leave once someone is signed in: the router only then has the new session in its context.
  useEffect(() => {
    if (session.user) void navigate({ href: target, replace: true });
  }, [session.user, target, navigate]);

  const form = useForm<LoginValues>({
    initialValues: {
      username: search.username ?? '',
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
  const loadCaptcha = useCallback(async () => {
    setCaptchaFailed(false);
    setFieldValue('captcha', '');
    try {
      setCaptcha(await fetchCaptcha());
    } catch {
      setCaptcha(null);
      setCaptchaFailed(true);
    }
  }, [setFieldValue]);

  const signIn = useMutation({ mutationFn: session.login });

  async function submit(values: LoginValues) {
    setFailure(null);
    let result: LoginResult;
    try {
      result = await signIn.mutateAsync({
        username: values.username.trim(),
        password: values.password,
        autoLogin: values.autoLogin,
        ...(captchaNeeded && captcha
          ? { captchaId: captcha.captchaId, captcha: values.captcha.trim() }
          : {}),
      });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('request.failed'));
      return;
    }
    // Signed in: the effect above moves on once the session has the user.
    if (result.ok) return;
    const key = refusalMessages[result.reason];
    setFailure(key ? t(key) : (result.message ?? t('request.failed')));
    // A captcha answers one attempt only: every refusal that needs one gets a new one.
    if (result.captchaRequired) {
      setCaptchaNeeded(true);
      void loadCaptcha();
    }
  }

  const busy = signIn.isPending;
  return (
    <AuthFrame
      title={t('login.title')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Anchor
            fw={500}
            renderRoot={(props) => <Link to="/user/register" search={search} {...props} />}
          >
            {t('login.toRegister')}
          </Anchor>
        </>
      }
    >
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              role="alert"
              data-testid="login-error"
            >
              {failure}
            </Alert>
          )}
          <TextInput
            label={t('auth.username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            leftSection={<IconUser size={16} stroke={1.6} />}
            withAsterisk
            data-autofocus
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            leftSection={<IconLock size={16} stroke={1.6} />}
            withAsterisk
            {...form.getInputProps('password')}
          />
          {captchaNeeded && (
            <TextInput
              label={t('login.captcha')}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              withAsterisk
              {...form.getInputProps('captcha')}
              error={
                form.errors.captcha ?? (captchaFailed ? t('login.captchaLoadFailed') : undefined)
              }
              inputContainer={(input) => (
                <Group gap="xs" wrap="nowrap">
                  <div className={classes.field}>{input}</div>
                  <div className={classes.captcha}>
                    {captcha && (
                      <img
                        src={captchaImageSource(captcha.svg)}
                        alt={t('login.captchaImage')}
                        className={classes.image}
                        data-testid="captcha-image"
                      />
                    )}
                  </div>
                  <ActionIcon
                    variant="default"
                    size={36}
                    aria-label={t('login.captchaRefresh')}
                    title={t('login.captchaRefresh')}
                    onClick={() => void loadCaptcha()}
                  >
                    <IconRefresh size={18} stroke={1.6} />
                  </ActionIcon>
                </Group>
              )}
            />
          )}
          <Checkbox
            label={t('login.autoLogin')}
            {...form.getInputProps('autoLogin', { type: 'checkbox' })}
          />
          <Button type="submit" fullWidth loading={busy} size="md">
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </AuthFrame>
  );
}
