import { Alert, Badge, Group, Pagination, Skeleton, Table, Text } from '@mantine/core';
import { useI18n } from '@org/admin-shell';
import type { Role } from '@org/api/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { roleUsersQueryOptions } from '../../../../api/roles';

const pageSize = 10;

/** The users holding `role`, a page at a time. */
export function RoleUsers({ role }: { role: Role }) {
  const { t } = useI18n();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const users = useQuery(roleUsersQueryOptions(role.id, page, pageSize));
  const pages = Math.ceil((users.data?.total ?? 0) / pageSize);

  return (
    <section aria-labelledby={headingId}>
      <Group gap="xs" mb="xs">
        <Text fw={600} id={headingId}>
          {t('roles.users')}
        </Text>
        {users.data && (
          <Badge variant="light" color="gray" size="sm">
            {users.data.total}
          </Badge>
        )}
      </Group>
      {users.isError ? (
        <Alert color="red" variant="light" title={t('roles.usersLoadFailed')} role="alert">
          {users.error.message}
        </Alert>
      ) : !users.data ? (
        <Skeleton height={120} />
      ) : users.data.total === 0 ? (
        <Text size="sm" c="dimmed">
          {t('roles.noUsers')}
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={420}>
            <Table striped highlightOnHover aria-labelledby={headingId} data-testid="role-users">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('user.username')}</Table.Th>
                  <Table.Th>{t('user.name')}</Table.Th>
                  <Table.Th>{t('user.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {users.data.list.map((user) => (
                  <Table.Tr key={user.id} data-user-id={user.id}>
                    <Table.Td>{user.username}</Table.Td>
                    <Table.Td>{user.name}</Table.Td>
                    <Table.Td>
                      <Badge
                        variant="dot"
                        color={user.status === 'active' ? 'teal' : 'gray'}
                        className="admin-shell-crud-badge"
                      >
                        {t(`status.${user.status}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && (
            <Pagination
              mt="sm"
              size="sm"
              total={pages}
              value={page}
              onChange={setPage}
              getControlProps={(control) =>
                control === 'previous'
                  ? { 'aria-label': t('crud.previousPage') }
                  : control === 'next'
                    ? { 'aria-label': t('crud.nextPage') }
                    : {}
              }
              aria-label={t('crud.pagination')}
            />
          )}
        </>
      )}
    </section>
  );
}
