import '@org/admin-shell/styles/crud.css';

import { Alert, Badge, Button, Code, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  type AccessFlagName,
  AccessGuard,
  type MessageKey,
  useAccess,
  useI18n,
  useSession,
} from '@org/admin-shell';
import { IconLock, IconLockOpen } from '@tabler/icons-react';

const booleanFlags: readonly { flag: AccessFlagName; meaning: MessageKey }[] = [
  { flag: 'isAdmin', meaning: 'accessDemo.isAdmin' },
  { flag: 'isUser', meaning: 'accessDemo.isUser' },
  { flag: 'canReadFoo', meaning: 'accessDemo.canReadFoo' },
  { flag: 'canUpdateFoo', meaning: 'accessDemo.canUpdateFoo' },
];

/** The permissions demo: the current user's flags, and buttons that show or hide by them. */
export function AccessFeaturePage() {
  const { t } = useI18n();
  const { user } = useSession();
  const flags = useAccess();

  const yesNo = (value: boolean) => (
    <Badge variant="light" color={value ? 'teal' : 'gray'}>
      {t(value ? 'accessDemo.true' : 'accessDemo.false')}
    </Badge>
  );

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('accessDemo.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('accessDemo.description')}
        </Text>
        {user && (
          <Text mt="xs" fw={500} data-testid="access-current-user">
            {t('accessDemo.currentUser', {
              name: user.name,
              access: t(user.access === 'admin' ? 'access.admin' : 'access.user'),
            })}
          </Text>
        )}
      </div>

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Title order={2} size="h4" mb="sm">
          {t('accessDemo.flags')}
        </Title>
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="sm" data-testid="access-flags">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('accessDemo.flag')}</Table.Th>
                <Table.Th>{t('accessDemo.value')}</Table.Th>
                <Table.Th>{t('accessDemo.meaning')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {booleanFlags.map(({ flag, meaning }) => (
                <Table.Tr key={flag} data-flag={flag}>
                  <Table.Td>
                    <Code>{flag}</Code>
                  </Table.Td>
                  <Table.Td>{yesNo(flags[flag])}</Table.Td>
                  <Table.Td>{t(meaning)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr data-flag="canDeleteFoo">
                <Table.Td>
                  <Code>canDeleteFoo</Code>
                </Table.Td>
                <Table.Td>
                  <Badge variant="default">{t('accessDemo.function')}</Badge>
                </Table.Td>
                <Table.Td>{t('accessDemo.canDeleteFoo')}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Title order={2} size="h4">
          {t('accessDemo.buttons')}
        </Title>
        <Text c="dimmed" size="sm" mt={4} mb="md">
          {t('accessDemo.buttonsHint')}
        </Text>
        <Group gap="sm" data-testid="access-buttons">
          {flags.isAdmin && <Button>{t('accessDemo.adminButton')}</Button>}
          {flags.isUser && <Button variant="light">{t('accessDemo.userButton')}</Button>}
          {flags.canReadFoo && <Button variant="default">{t('accessDemo.readButton')}</Button>}
          {flags.canUpdateFoo && <Button variant="default">{t('accessDemo.updateButton')}</Button>}
          {/* canDeleteFoo passes the caller's decision through: own records yes, others' no. */}
          {flags.canDeleteFoo(true) && (
            <Button variant="light" color="red">
              {t('accessDemo.deleteOwnButton')}
            </Button>
          )}
          {flags.canDeleteFoo(false) && (
            <Button variant="light" color="red">
              {t('accessDemo.deleteOthersButton')}
            </Button>
          )}
        </Group>
      </Paper>

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Title order={2} size="h4" mb="sm">
          {t('accessDemo.guard')}
        </Title>
        <Code block mb="md">
          {'<AccessGuard flag="isAdmin" fallback={…}>…</AccessGuard>'}
        </Code>
        <AccessGuard
          flag="isAdmin"
          fallback={
            <Alert color="gray" variant="light" icon={<IconLock size={18} />}>
              {t('accessDemo.guardFallback')}
            </Alert>
          }
        >
          <Alert color="teal" variant="light" icon={<IconLockOpen size={18} />}>
            {t('accessDemo.guardAllowed')}
          </Alert>
        </AccessGuard>
      </Paper>
    </Stack>
  );
}
