import type { DataProvider, GetListResult } from '../contracts.js';
import { ConflictError, NotFoundError } from '../data/data-errors.js';
import { deleteEach } from '../data/delete-each.js';
import type { MessageKey } from '../i18n/catalogue-i18n.js';
import type { LocalText } from '../i18n/local-text.js';
import type { Locale, ShellMessageKey } from '../i18n/messages.js';
import { shellMessages } from '../i18n/shell-messages.js';
import { formatMessage, type MessageParams } from '../i18n/translate.js';
import { type CrudDefinition, type CrudListQuery, defineCrud } from './crud-definition.js';

// Shared by the CRUD tests; the build leaves `test-doubles.ts` files out of the package.

export type Access = 'admin' | 'user';
export type UserStatus = 'active' | 'disabled';

export interface User {
  id: number;
  username: string;
  email: string | null;
  homepage: string | null;
  access: Access;
  status: UserStatus;
  teamId: number;
  maxSessions: number;
  createdAt: string;
  version: number;
}

export interface UserValues {
  username: string;
  email: string;
  homepage: string;
  access: Access;
  status: UserStatus;
  maxSessions: number | '';
  password: string;
}

export interface UserListQuery extends CrudListQuery {
  sortField?: 'id' | 'username' | 'createdAt';
  access?: Access;
  status?: UserStatus;
  teamId?: number;
}

export type UserCrud = CrudDefinition<User, UserValues, UserListQuery>;

export function user(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    username: 'alice',
    email: 'alice@example.com',
    homepage: null,
    access: 'user',
    status: 'active',
    teamId: 3,
    maxSessions: 2,
    createdAt: '2026-01-05T08:30:00Z',
    version: 1,
    ...overrides,
  };
}

/** `count` users with ids 1…count. */
export function manyUsers(count: number): User[] {
  return Array.from({ length: count }, (_, index) =>
    user({ id: index + 1, username: `user${index + 1}` }),
  );
}

/** One page of `rows`, as a data provider answers it. */
export function pageOf<Row>(
  rows: readonly Row[],
  query: { current: number; pageSize: number },
): GetListResult<Row> {
  const start = (query.current - 1) * query.pageSize;
  return { data: rows.slice(start, start + query.pageSize), total: rows.length };
}

/**
 * A data provider over a fixed list of users (resource `users`), offering every call: an
 * update of a stale version is a conflict, of a missing user not found.
 */
export function usersProvider(rows: readonly User[] = [user()]): DataProvider {
  const find = (id: unknown) => rows.find((row) => row.id === id);
  const provider: DataProvider = {
    async getList<Row>(params: Parameters<DataProvider['getList']>[0]) {
      const { page, perPage } = params.pagination;
      return pageOf(rows, { current: page, pageSize: perPage }) as GetListResult<Row>;
    },
    async getOne<Row>({ id }: { id: unknown }) {
      const found = find(id);
      if (!found) throw new NotFoundError();
      return found as Row;
    },
    async create<Row>({ data }: { data: unknown }) {
      const values = data as UserValues;
      return user({ ...values, maxSessions: Number(values.maxSessions) }) as Row;
    },
    async update<Row>({ id, data }: { id: unknown; data: unknown }) {
      const current = find(id);
      if (!current) throw new NotFoundError();
      const { version, ...values } = data as UserValues & { version: number };
      if (version !== current.version) throw new ConflictError(current);
      return user({
        ...current,
        ...values,
        maxSessions: Number(values.maxSessions),
        version: current.version + 1,
      }) as Row;
    },
    async delete() {},
    deleteMany: ({ records }) => deleteEach(records, async () => undefined),
  };
  return provider;
}

const zh = (zhCN: string, enUS: string): LocalText => ({ 'zh-CN': zhCN, 'en-US': enUS });

/** The users table, as an app would declare it. */
export function usersCrud(offers?: UserCrud['offers']): UserCrud {
  return defineCrud<User, UserValues, UserListQuery>({
    id: 'users',
    resource: 'users',
    ...(offers ? { offers } : {}),
    // The demo API's bounds (the tests' addresses are judged by them).
    limits: { keywordLength: 100, page: 1_000_000, integer: 2_147_483_647 },
    entity: zh('用户', 'user'),
    keyword: zh('搜索用户名或邮箱', 'Search username or email'),
    rowKey: (row) => row.id,
    rowTitle: (row) => row.username,
    fields: [
      { key: 'id', label: zh('编号', 'ID'), sortable: true, width: 80 },
      {
        key: 'username',
        label: zh('用户名', 'Username'),
        sortable: true,
        form: {
          rules: { required: true, minLength: 3, maxLength: 20, pattern: /^[a-z0-9_]+$/ },
        },
      },
      { key: 'email', label: zh('邮箱', 'Email'), valueType: 'email', form: {} },
      {
        key: 'homepage',
        label: zh('主页', 'Homepage'),
        valueType: 'url',
        defaultHidden: true,
        form: {},
      },
      {
        key: 'access',
        label: zh('权限', 'Access'),
        filterable: true,
        options: [
          { value: 'admin', label: zh('管理员', 'Administrator'), color: 'violet' },
          { value: 'user', label: zh('普通用户', 'User'), color: 'gray' },
        ],
        form: { rules: { required: true } },
      },
      {
        key: 'status',
        label: zh('状态', 'Status'),
        filterable: true,
        options: [
          { value: 'active', label: zh('启用', 'Active'), color: 'teal' },
          { value: 'disabled', label: zh('停用', 'Disabled'), color: 'gray' },
        ],
        form: { rules: { required: true } },
      },
      {
        key: 'teamId',
        label: zh('团队', 'Team'),
        valueType: 'integer',
        filterable: true,
        defaultHidden: true,
      },
      {
        key: 'maxSessions',
        label: zh('会话数', 'Sessions'),
        valueType: 'integer',
        defaultHidden: true,
        form: { rules: { min: 1, max: 10 } },
      },
      { key: 'createdAt', label: zh('创建时间', 'Created'), valueType: 'datetime', sortable: true },
      {
        key: 'password',
        label: zh('密码', 'Password'),
        valueType: 'password',
        hideInTable: true,
        form: { rules: { minLength: 8 }, modes: ['CREATE', 'COPY'] },
      },
    ],
    emptyValues: {
      username: '',
      email: '',
      homepage: '',
      access: 'user',
      status: 'active',
      maxSessions: '',
      password: '',
    },
    toValues: (row) => ({
      username: row.username,
      email: row.email ?? '',
      homepage: row.homepage ?? '',
      access: row.access,
      status: row.status,
      maxSessions: row.maxSessions,
      password: '',
    }),
    toUpdate: (values, previous) => ({ ...values, version: previous.version }),
  });
}

/** The shell's own translation, as `useI18n().t` gives it in one language. */
export function translator(locale: Locale) {
  return (key: MessageKey, params?: MessageParams) =>
    formatMessage(shellMessages[locale][key as ShellMessageKey], params);
}

/** A field's label in one language, as the form modal passes it to the rules. */
export function labelIn(definition: UserCrud, locale: Locale) {
  return (field: { key: string }): string => {
    const label = definition.fields.find((candidate) => candidate.key === field.key)?.label;
    if (label === undefined) return field.key;
    return typeof label === 'string' ? label : label[locale];
  };
}

/** A promise settled from outside, to hold a call open while a test looks. */
export function deferred<Value = void>() {
  let resolve: (value: Value) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<Value>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}
