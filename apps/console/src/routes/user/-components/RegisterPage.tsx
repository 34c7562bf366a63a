import '@org/admin-shell/styles/auth.css';
import '@org/admin-shell/styles/content.css';

import {
  Alert,
  Anchor,
  Button,
  PasswordInput,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { all, createValidators, FullScreenLoader, RequestError, useI18n } from '@org/admin-shell';
import type { FieldError, limits, RegistrationSettings } from '@org/api/contract';
import { IconAlertCircle, IconLock, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { register, registrationSettingsQueryOptions } from '../../../api/auth';
import { AuthFrame } from './AuthFrame';
import { useLeaveWhenSignedIn } from './leave-when-signed-in';
import { safeRedirect } from './safe-redirect';

const route = getRouteApi('/user/register');

// The API's username rule, typed against its contract so the two cannot drift apart.
const usernameRule: (typeof limits)['username'] = {
  min: 3,
  max: 32,
  pattern: '^[a-zA-Z0-9_.-]+$',
};
const nameMaxLength: (typeof limits)['name']['max'] = 64;

interface RegisterValues {
  username: string;
  name: string;
  email: string;
  password: string;
  confirm: string;
}

function isFieldError(value: unknown): value is FieldError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'field' in value &&
    'message' in value &&
    typeof value.field === 'string' &&
    typeof value.message === 'string'
  );
}

/** The fields the server found at fault (400 invalid, 409 username taken), if it listed any. */
function serverFieldErrors(error: RequestError): FieldError[] {
  const data: unknown = error.envelope?.data;
  if (typeof data !== 'object' || data === null || !('fields' in data)) return [];
  return Array.isArray(data.fields) ? data.fields.filter(isFieldError) : [];
}

/**
 * The register page: a form while registration is open, else a notice saying it is closed.
 * Someone already signed in goes on to where they were heading.
 */
export function RegisterPage() {
  const search = route.useSearch();
  return useLeaveWhenSignedIn(safeRedirect(search.redirect)) ? (
    <FullScreenLoader />
  ) : (
    <Registration />
  );
}

function Registration() {
  const { t } = useI18n();
  const search = route.useSearch();
  const settings = useQuery(registrationSettingsQueryOptions());

  return (
    <AuthFrame
      title={t('register.title')}
      // When registration is closed the card's own button leads back; no second link.
      footer={
        settings.data?.open === false ? undefined : (
          <>
            {t('register.haveAccount')}{' '}
            <Anchor
              fw={500}
              renderRoot={(props) => <Link to="/user/login" search={search} {...props} />}
            >
              {t('register.toLogin')}
            </Anchor>
          </>
        )
      }
    >
      {settings.isPending ? (
        <Stack gap="md" aria-busy>
          {[1, 2, 3, 4].map((row) => (
            <Skeleton key={row} height={56} radius="md" />
          ))}
        </Stack>
      ) : settings.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('register.loadFailed')}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void settings.refetch()}>
              {t('app.error.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : settings.data.open ? (
        <RegisterForm settings={settings.data} />
      ) : (
        <RegistrationClosed />
      )}
    </AuthFrame>
  );
}

function RegistrationClosed() {
  const { t } = useI18n();
  const search = route.useSearch();
  return (
    <Stack gap="md" data-testid="registration-closed">
      <Alert
        color="yellow"
        variant="light"
        icon={<IconLock size={18} />}
        title={t('register.closedTitle')}
      >
        {t('register.closedText')}
      </Alert>
      <Button
        variant="light"
        fullWidth
        renderRoot={(props) => <Link to="/user/login" search={search} {...props} />}
      >
        {t('register.toLogin')}
      </Button>
    </Stack>
  );
}

function RegisterForm({ settings }: { settings: RegistrationSettings }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const search = route.useSearch();
  const rules = createValidators(t);
  const [failure, setFailure] = useState<string | null>(null);
  const { passwordMinLength: min, passwordMaxLength: max } = settings;

  const labels = {
    username: t('auth.username'),
    name: t('register.name'),
    email: t('register.email'),
    password: t('auth.password'),
    confirm: t('register.confirm'),
  };

  const form = useForm<RegisterValues>({
    initialValues: { username: '', name: '', email: '', password: '', confirm: '' },
    validateInputOnBlur: true,
    validate: {
      username: all(
        rules.required(labels.username),
        rules.length(labels.username, usernameRule.min, usernameRule.max),
        rules.pattern(labels.username, new RegExp(usernameRule.pattern)),
      ),
      name: rules.length(labels.name, 1, nameMaxLength),
      email: rules.email(),
      password: all(rules.required(labels.password), rules.length(labels.password, min, max)),
      confirm: (value, values) =>
        rules.required(labels.confirm)(value) ??
        (value === values.password ? null : t('register.passwordMismatch')),
    },
  });

  const registerMutation = useMutation({ mutationFn: register });

  async function submit(values: RegisterValues) {
    setFailure(null);
    const username = values.username.trim();
    try {
      await registerMutation.mutateAsync({
        username,
        password: values.password,
        ...(values.name.trim() ? { name: values.name.trim() } : {}),
        ...(values.email.trim() ? { email: values.email.trim() } : {}),
      });
    } catch (error) {
      if (!(error instanceof RequestError)) {
        setFailure(error instanceof Error ? error.message : t('request.failed'));
        return;
      }
      const fieldErrors = serverFieldErrors(error).filter(({ field }) => field in values);
      for (const { field, message } of fieldErrors) form.setFieldError(field, message);
      if (fieldErrors.length === 0) setFailure(error.message);
      return;
    }
    notifications.show({ color: 'green', message: t('register.success') });
    void navigate({ to: '/user/login', search: { ...search, username } });
  }

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="sm">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label={labels.username}
          description={t('register.usernameHint')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          withAsterisk
          maxLength={usernameRule.max}
          {...form.getInputProps('username')}
        />
        <TextInput
          label={labels.name}
          description={t('register.nameHint')}
          autoComplete="name"
          maxLength={nameMaxLength}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={labels.email}
          description={t('register.emailHint')}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={labels.password}
          description={t('register.passwordHint', { min, max })}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={labels.confirm}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('confirm')}
        />
        <Button
          type="submit"
          fullWidth
          size="md"
          mt="xs"
          loading={registerMutation.isPending}
          leftSection={<IconUserPlus size={18} stroke={1.6} />}
        >
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
