import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Alert.css';

import {
  Alert,
  Avatar,
  Badge,
  Button,
  CloseButton,
  Group,
  NativeSelect,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { type MessageKey, useI18n, useLoadingSlow } from '@org/admin-shell';
import type { SysUser, UserSortField } from '@org/api/contract';
import {
  IconAlertCircle,
  IconArrowsSort,
  IconSearch,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { userListQueryOptions } from '../../../api/users';
import classes from './CrudTablePage.module.css';
import {
  defaultPageSize,
  type PageSize,
  pageSizes,
  type UserListSearch,
  userListQuery,
} from './user-list-search';

const route = getRouteApi('/_layout/crud-table');

/** Typing pauses this long before the list is searched. */
const SEARCH_DEBOUNCE_MS = 400;

interface Column {
  key: 'id' | 'username' | 'name' | 'email' | 'access' | 'status' | 'createdAt';
  label: MessageKey;
  /** The API's sort field, for columns that can be sorted. */
  sortField?: UserSortField;
}

const columns: readonly Column[] = [
  { key: 'id', label: 'crud.column.id', sortField: 'id' },
  { key: 'username', label: 'crud.column.username', sortField: 'username' },
  { key: 'name', label: 'crud.column.name', sortField: 'name' },
  { key: 'email', label: 'crud.column.email' },
  { key: 'access', label: 'crud.column.access' },
  { key: 'status', label: 'crud.column.status' },
  { key: 'createdAt', label: 'crud.column.createdAt', sortField: 'createdAt' },
];

/**
 * The users of the system, a page at a time, with a keyword search and sortable columns. The
 * page, size, keyword and sort live in the address, so the back button and links work.
 */
export function CrudTablePage() {
  const { t } = useI18n();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = userListQuery(search);
  const users = useQuery(userListQueryOptions(query));
  const loadingSlow = useLoadingSlow(users.isPending);

  const update = (changes: Partial<UserListSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...changes }), replace: true });

  const total = users.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / query.pageSize));
  const outOfRange = users.data !== undefined && query.current > pageCount;
  // A page past the end (after a search narrowed the list, or an old link) shows the last one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the range check only.
  useEffect(() => {
    if (outOfRange) update({ current: pageCount > 1 ? pageCount : undefined });
  }, [outOfRange, pageCount]);

  return (
    <Stack gap="md">
      <div>
        <Title order={2}>{t('crud.title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('crud.description')}
        </Text>
      </div>

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" gap="sm" mb="md">
          <KeywordSearch
            keyword={search.keyword ?? ''}
            onSearch={(keyword) => update({ keyword: keyword || undefined, current: undefined })}
          />
          <Text c="dimmed" size="sm" aria-live="polite" data-testid="user-total">
            {users.data ? t('crud.total', { total }) : '\u00a0'}
          </Text>
        </Group>

        {users.isError && !users.data ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title={t('crud.loadFailed')}
            role="alert"
          >
            <Group justify="space-between" gap="sm">
              <Text size="sm">{users.error.message}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void users.refetch()}>
                {t('app.error.retry')}
              </Button>
            </Group>
          </Alert>
        ) : (
          <UserTable
            users={users.data?.list}
            pageSize={query.pageSize}
            fetching={users.isFetching}
            search={search}
            onSort={(sortField, sortOrder) =>
              update(
                sortField && sortOrder
                  ? { sortField, sortOrder, current: undefined }
                  : { sortField: undefined, sortOrder: undefined, current: undefined },
              )
            }
          />
        )}
        {loadingSlow && (
          <Text c="dimmed" size="sm" mt="sm" role="status">
            {t('app.loadingSlow')}
          </Text>
        )}

        <Group justify="space-between" gap="sm" mt="md">
          <NativeSelect
            label={t('crud.pageSize')}
            data={pageSizes.map(String)}
            value={String(query.pageSize)}
            onChange={(event) => {
              const size = Number(event.currentTarget.value) as PageSize;
              update({
                pageSize: size === defaultPageSize ? undefined : size,
                current: undefined,
              });
            }}
            size="xs"
            className={classes.pageSize}
          />
          <Pagination
            total={pageCount}
            value={Math.min(query.current, pageCount)}
            onChange={(page) => update({ current: page > 1 ? page : undefined })}
            size="sm"
            siblings={1}
            boundaries={1}
            getControlProps={(control) =>
              control === 'previous'
                ? { 'aria-label': t('crud.previousPage') }
                : control === 'next'
                  ? { 'aria-label': t('crud.nextPage') }
                  : {}
            }
            aria-label={t('crud.pagination')}
          />
        </Group>
      </Paper>
    </Stack>
  );
}

function KeywordSearch({
  keyword,
  onSearch,
}: {
  keyword: string;
  onSearch: (keyword: string) => void;
}) {
  const { t } = useI18n();
  const [value, setValue] = useState(keyword);
  const searchSoon = useDebouncedCallback(
    (next: string) => onSearch(next.trim()),
    SEARCH_DEBOUNCE_MS,
  );

  // Back and forward change the keyword in the address: show it (but leave the box alone when
  // the address caught up with what is typed, spaces and all).
  useEffect(() => setValue((typed) => (typed.trim() === keyword ? typed : keyword)), [keyword]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    searchSoon.cancel();
    onSearch(value.trim());
  };

  return (
    <search className={classes.search}>
      <form onSubmit={submit}>
        <TextInput
          aria-label={t('crud.search')}
          placeholder={t('crud.searchPlaceholder')}
          leftSection={<IconSearch size={16} stroke={1.6} />}
          rightSection={
            value ? (
              <CloseButton
                size="sm"
                aria-label={t('crud.clearSearch')}
                onClick={() => {
                  setValue('');
                  searchSoon.cancel();
                  onSearch('');
                }}
              />
            ) : null
          }
          value={value}
          maxLength={100}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            searchSoon(event.currentTarget.value);
          }}
        />
      </form>
    </search>
  );
}

interface UserTableProps {
  /** Undefined until the first page arrives: skeleton rows stand in. */
  users: SysUser[] | undefined;
  pageSize: number;
  fetching: boolean;
  search: UserListSearch;
  onSort: (field: UserSortField | undefined, order: 'ascend' | 'descend' | undefined) => void;
}

function UserTable({ users, pageSize, fetching, search, onSort }: UserTableProps) {
  const { t, locale } = useI18n();
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Table.ScrollContainer minWidth={860}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        className={classes.table}
        data-fetching={(fetching && users !== undefined) || undefined}
        aria-busy={fetching}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <SortableHeader key={column.key} column={column} search={search} onSort={onSort} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users === undefined ? (
            Array.from({ length: Math.min(pageSize, 10) }, (_, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
              <Table.Tr key={row}>
                {columns.map((column) => (
                  <Table.Td key={column.key}>
                    <Skeleton height={14} radius="sm" />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          ) : users.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text c="dimmed" ta="center" py="xl">
                  {t('crud.empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            users.map((user) => (
              <Table.Tr key={user.id} data-user-id={user.id}>
                <Table.Td className={classes.id}>{user.id}</Table.Td>
                <Table.Td>{user.username}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Avatar
                      src={user.avatar}
                      alt=""
                      size={26}
                      radius="xl"
                      color="gray"
                      aria-hidden="true"
                    />
                    <Text size="sm" truncate maw={200}>
                      {user.name}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" truncate maw={240}>
                    {user.email ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={user.access === 'admin' ? 'violet' : 'gray'}>
                    {t(user.access === 'admin' ? 'access.admin' : 'access.user')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Badge variant="dot" color={user.status === 'active' ? 'teal' : 'gray'}>
                    {t(user.status === 'active' ? 'status.active' : 'status.disabled')}
                  </Badge>
                </Table.Td>
                <Table.Td className={classes.date}>
                  {dates.format(new Date(user.createdAt))}
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A column header; sortable ones cycle ascending → descending → unsorted on click. */
function SortableHeader({
  column,
  search,
  onSort,
}: {
  column: Column;
  search: UserListSearch;
  onSort: UserTableProps['onSort'];
}) {
  const { t } = useI18n();
  const label = t(column.label);
  if (!column.sortField) return <Table.Th>{label}</Table.Th>;

  const field = column.sortField;
  const order = search.sortField === field ? search.sortOrder : undefined;
  const SortIcon =
    order === 'ascend'
      ? IconSortAscending
      : order === 'descend'
        ? IconSortDescending
        : IconArrowsSort;
  const next = () => {
    if (order === undefined) onSort(field, 'ascend');
    else if (order === 'ascend') onSort(field, 'descend');
    else onSort(undefined, undefined);
  };

  return (
    <Table.Th
      aria-sort={order === 'ascend' ? 'ascending' : order === 'descend' ? 'descending' : 'none'}
    >
      <UnstyledButton
        onClick={next}
        className={classes.sort}
        data-sorted={order !== undefined || undefined}
        aria-label={`${t('crud.sortBy', { column: label })}${
          order
            ? ` (${t(order === 'ascend' ? 'crud.sortedAscending' : 'crud.sortedDescending')})`
            : ''
        }`}
      >
        <span>{label}</span>
        <SortIcon size={14} stroke={1.8} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}
