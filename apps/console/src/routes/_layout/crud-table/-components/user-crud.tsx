import { Avatar, Group, Skeleton, Text } from '@mantine/core';
import { type CrudInputProps, defineCrud } from '@org/admin-shell';
import type {
  Role,
  SysUser,
  UserCreateBody,
  UserListQuery,
  UserStatus,
  UserUpdateBody,
} from '@org/api/contract';
import { limits } from '@org/api/contract/limits';
import { lazy, Suspense } from 'react';
import { pageLocale } from '../../../../i18n/page-locale';
import { roleName } from '../../../../role-name';
import { apiListLimits } from './list-limits';
import { RoleBadges } from './RoleBadges';

// The route's loader reads this definition, so it is in the first load; the roles input (a
// MultiSelect and its dropdown, ~10 KiB) comes with the form that shows it.
const RoleSelect = lazy(() =>
  import('./RoleSelect').then((module) => ({ default: module.RoleSelect })),
);

function RoleInput(props: CrudInputProps<string[]>) {
  return (
    <Suspense fallback={<Skeleton height={60} />}>
      <RoleSelect {...props} />
    </Suspense>
  );
}

/** The user form's values: text inputs hold strings, so absent values are empty strings. */
export interface UserFormValues {
  username: string;
  name: string;
  email: string;
  phone: string;
  avatar: string;
  /** The ids of the roles held, as the role picker holds them (strings). */
  roles: string[];
  status: UserStatus;
  password: string;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

const roleIdsOf = (values: UserFormValues) => values.roles.map(Number);

function userFields(values: UserFormValues) {
  return {
    username: values.username.trim(),
    name: values.name.trim(),
    email: orNull(values.email),
    phone: orNull(values.phone),
    avatar: orNull(values.avatar),
    status: values.status,
    // An empty password is "none" (create) or "unchanged" (edit): never sent as ''.
    ...(values.password ? { password: values.password } : {}),
  };
}

/**
 * What a create sends for the form's values: the roles (which set `access`) when the person
 * assigns them, else none, and the API gives the built-in user role.
 */
export function userCreateBody(values: UserFormValues, assignsRoles: boolean): UserCreateBody {
  return { ...userFields(values), ...(assignsRoles ? { roleIds: roleIdsOf(values) } : {}) };
}

/**
 * What an update sends: the values, the roles only when the person changed them, and the
 * version read, so a user changed meanwhile is refused (409) rather than overwritten.
 */
export function userUpdateBody(
  values: UserFormValues,
  user: SysUser,
  assignsRoles: boolean,
): UserUpdateBody {
  const held = user.roles.map((role) => role.id);
  const chosen = roleIdsOf(values);
  const changed = chosen.length !== held.length || chosen.some((id) => !held.includes(id));
  return {
    ...userFields(values),
    ...(assignsRoles && changed ? { roleIds: chosen } : {}),
    version: user.version,
  };
}

function toValues(user: SysUser): UserFormValues {
  return {
    username: user.username,
    name: user.name,
    email: user.email ?? '',
    phone: user.phone ?? '',
    avatar: user.avatar ?? '',
    roles: user.roles.map((role) => String(role.id)),
    status: user.status,
    password: '',
  };
}

/**
 * The users tab: what is listed, searched, sorted, filtered and edited, and what is sent.
 * Given `newUserRoles` (a new user's, chosen in advance), the form assigns roles; without,
 * it leaves them alone, as the API refuses them from anyone who lacks `roles.manage`.
 */
const defineUserCrud = (newUserRoles?: string[]) =>
  defineCrud<SysUser, UserFormValues, UserListQuery>({
    id: 'users',
    resource: 'users',
    ...apiListLimits,
    entity: 'user.entity',
    keyword: 'user.keyword',
    rowKey: (user) => user.id,
    rowTitle: (user) => user.username,
    rowVersion: (user) => user.version,
    // A user's roles show by name.
    dependsOn: ['roles'],
    fields: [
      { key: 'id', label: 'user.id', sortable: true, width: 80 },
      {
        key: 'username',
        label: 'user.username',
        sortable: true,
        form: {
          rules: {
            required: true,
            minLength: limits.username.min,
            maxLength: limits.username.max,
            pattern: new RegExp(limits.username.pattern),
          },
          description: 'register.usernameHint',
        },
      },
      {
        key: 'name',
        label: 'user.name',
        sortable: true,
        render: (user) => (
          <Group gap="xs" wrap="nowrap">
            <Avatar
              src={user.avatar}
              alt=""
              size={26}
              radius="xl"
              color="gray"
              aria-hidden="true"
            />
            <Text size="sm" truncate maw={160}>
              {user.name}
            </Text>
          </Group>
        ),
        text: (user) => user.name,
        form: { rules: { required: true, maxLength: limits.name.max } },
      },
      {
        key: 'email',
        label: 'user.email',
        valueType: 'email',
        form: { rules: { maxLength: limits.email.max } },
      },
      {
        key: 'phone',
        label: 'user.phone',
        defaultHidden: true,
        form: { rules: { maxLength: limits.phone.max, pattern: /^[0-9+() .-]*$/ } },
      },
      {
        key: 'avatar',
        label: 'user.avatar',
        valueType: 'url',
        defaultHidden: true,
        // https only, as the API takes it: the page's CSP loads images over https alone.
        form: { rules: { maxLength: limits.url.max, https: true }, wide: true },
      },
      // Listed and filtered by; set through the roles (`admin` is holding the admin role). The
      // record view shows the roles themselves, beside which it would read as a second role.
      {
        key: 'access',
        label: 'user.access',
        filterable: true,
        hideInView: true,
        options: [
          { value: 'admin', label: 'access.admin', color: 'violet' },
          { value: 'user', label: 'access.user', color: 'gray' },
        ],
      },
      {
        key: 'roles',
        label: 'user.roles',
        render: (user) => <RoleBadges roles={user.roles} />,
        // The CSV's cell, outside React: in the page's language, as the table shows it.
        text: (user) => user.roles.map((role) => roleName(role, pageLocale())).join(', '),
        ...(newUserRoles && { form: { rules: { required: true }, input: RoleInput } }),
      },
      {
        key: 'status',
        label: 'user.status',
        filterable: true,
        options: [
          { value: 'active', label: 'status.active', color: 'teal' },
          { value: 'disabled', label: 'status.disabled', color: 'gray' },
        ],
        form: { rules: { required: true } },
      },
      { key: 'createdAt', label: 'user.createdAt', valueType: 'datetime', sortable: true },
      {
        key: 'updatedAt',
        label: 'user.updatedAt',
        valueType: 'datetime',
        sortable: true,
        defaultHidden: true,
      },
      {
        key: 'password',
        label: 'user.password',
        valueType: 'password',
        hideInTable: true,
        form: {
          rules: { minLength: limits.password.min, maxLength: limits.password.max },
          modes: ['CREATE', 'COPY', 'EDIT'],
          description: 'user.passwordHint',
        },
      },
    ],
    emptyValues: {
      username: '',
      name: '',
      email: '',
      phone: '',
      avatar: '',
      roles: newUserRoles ?? [],
      status: 'active',
      password: '',
    },
    toValues,
    // A username is unique: the copy starts without one.
    copyValues: (user) => ({ ...toValues(user), username: '' }),
    toCreate: (values) => userCreateBody(values, newUserRoles !== undefined),
    toUpdate: (values, user) => userUpdateBody(values, user, newUserRoles !== undefined),
  });

/**
 * The users tab for someone who may not assign roles, or before the roles are listed. The
 * route's search and loader need only its fields.
 */
export const userCrud = defineUserCrud();

/** The users tab assigning roles, once they are listed: a new user starts as a built-in user. */
export function userCrudAssigningRoles(roles: readonly Role[]) {
  const userRole = roles.find((role) => role.builtIn === 'user');
  return defineUserCrud(userRole ? [String(userRole.id)] : []);
}
