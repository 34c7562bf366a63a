import type { MessageKey } from '@org/admin-shell';
import type { AuditEntry } from '@org/api/contract';
import type { AuditResource } from '@org/api/contract/permissions';

type Translate = (key: MessageKey) => string;

/** The names of the fields the API records, by resource; an unknown field shows as recorded. */
const fieldLabels: { readonly [R in AuditResource]?: Readonly<Record<string, MessageKey>> } = {
  users: {
    username: 'user.username',
    name: 'user.name',
    email: 'user.email',
    phone: 'user.phone',
    avatar: 'user.avatar',
    access: 'user.access',
    status: 'user.status',
    password: 'user.password',
    roles: 'audit.field.roles',
  },
  articles: {
    title: 'article.title',
    content: 'article.content',
    status: 'article.status',
    authorId: 'article.authorId',
    authorName: 'article.author',
  },
  roles: {
    name: 'audit.field.roleName',
    permissions: 'audit.field.permissions',
    userCount: 'audit.field.userCount',
  },
  sessions: { reason: 'audit.field.reason', lockedForMinutes: 'audit.field.lockedForMinutes' },
  views: {
    name: 'audit.field.viewName',
    tableKey: 'audit.field.tableKey',
    shared: 'audit.field.shared',
    state: 'audit.field.state',
  },
};

/** The words for the values of a field that holds one of a few codes. */
const valueLabels: {
  readonly [R in AuditResource]?: Readonly<Record<string, Readonly<Record<string, MessageKey>>>>;
} = {
  users: {
    access: { admin: 'access.admin', user: 'access.user' },
    status: { active: 'status.active', disabled: 'status.disabled' },
  },
  articles: { status: { draft: 'article.draft', published: 'article.published' } },
  sessions: {
    reason: {
      wrongCredentials: 'login.error.wrongCredentials',
      captchaInvalid: 'login.error.captchaInvalid',
      accountDisabled: 'login.error.accountDisabled',
    },
  },
};

/** One changed field as a person reads it: its name, and its values as text. */
export type ChangeLine = { field: string } & (
  | { kind: 'redacted' }
  | { kind: 'created'; to: string }
  | { kind: 'deleted'; from: string }
  | { kind: 'updated'; from: string; to: string }
);

function valueText(resource: AuditResource, field: string, value: unknown, t: Translate): string {
  if (value === null || value === undefined || value === '') return t('audit.emptyValue');
  if (Array.isArray(value)) {
    return value.length === 0
      ? t('audit.emptyValue')
      : value.map((item) => valueText(resource, field, item, t)).join(', ');
  }
  if (typeof value === 'boolean') return t(value ? 'audit.value.true' : 'audit.value.false');
  if (typeof value === 'object') return JSON.stringify(value);
  const label = valueLabels[resource]?.[field]?.[String(value)];
  return label ? t(label) : String(value);
}

/**
 * The changes of an entry, field by field, in the order the API recorded them; but the id a
 * create records, which the entry names already (`recordId`).
 */
export function changeLines(
  entry: Pick<AuditEntry, 'resource' | 'changes'>,
  t: Translate,
): ChangeLine[] {
  const changed = Object.entries(entry.changes).filter(([key]) => key !== 'id');
  return changed.map(([key, change]) => {
    const labelKey = fieldLabels[entry.resource]?.[key];
    const field = labelKey ? t(labelKey) : key;
    if (change.redacted) return { field, kind: 'redacted' };
    const text = (value: unknown) => valueText(entry.resource, key, value, t);
    if (!('from' in change)) return { field, kind: 'created', to: text(change.to) };
    if (!('to' in change)) return { field, kind: 'deleted', from: text(change.from) };
    return { field, kind: 'updated', from: text(change.from), to: text(change.to) };
  });
}

/**
 * The record an entry names, in words: "用户 #2" / "User #2". A sign-in event names none (its
 * actor is the account), so it reads as its kind alone: "会话" / "Session".
 */
export function recordText(entry: Pick<AuditEntry, 'resource' | 'recordId'>, t: Translate): string {
  const kind = t(`audit.resource.${entry.resource}`);
  return entry.recordId === null ? kind : `${kind} #${entry.recordId}`;
}
