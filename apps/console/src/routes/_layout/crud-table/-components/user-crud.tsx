import { Avatar, Group, Text } from '@mantine/core';
import { defineCrud } from '@org/admin-shell';
import type {
  Access,
  SysUser,
  UserCreateBody,
  UserListQuery,
  UserStatus,
  UserUpdateBody,
} from '@org/api/contract';
import { limits } from '@org/api/contract/limits';
import { apiListLimits } from './list-limits';

/** The user form's values: text inputs hold strings, so absent values are empty strings. */
export interface UserFormValues {
  username: string;
  name: string;
  email: string;
  phone: string;
  avatar: string;
  access: Access;
  status: UserStatus;
  password: string;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** What a create sends for the form's values. */
export function userCreateBody(values: UserFormValues): UserCreateBody {
  return {
    username: values.username.trim(),
    name: values.name.trim(),
    email: orNull(values.email),
    phone: orNull(values.phone),
    avatar: orNull(values.avatar),
    access: values.access,
    status: values.status,
    // An empty password is "none" (create) or "unchanged" (edit): never sent as ''.
    ...(values.password ? { password: values.password } : {}),
  };
}

/**
 * What an update sends: the values, and the version read, so a user changed meanwhile is
 * refused (409) rather than overwritten.
 */
export function userUpdateBody(values: UserFormValues, user: SysUser): UserUpdateBody {
  return { ...userCreateBody(values), version: user.version };
}

function toValues(user: SysUser): UserFormValues {
  return {
    username: user.username,
    name: user.name,
    email: user.email ?? '',
    phone: user.phone ?? '',
    avatar: user.avatar ?? '',
    access: user.access,
    status: user.status,
    password: '',
  };
}

/** The users tab: what is listed, searched, sorted, filtered and edited, and what is sent. */
export const userCrud = defineCrud<SysUser, UserFormValues, UserListQuery>({
  id: 'users',
  resource: 'users',
  ...apiListLimits,
  entity: 'user.entity',
  keyword: 'user.keyword',
  rowKey: (user) => user.id,
  rowTitle: (user) => user.username,
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
          <Avatar src={user.avatar} alt="" size={26} radius="xl" color="gray" aria-hidden="true" />
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
    {
      key: 'access',
      label: 'user.access',
      filterable: true,
      options: [
        { value: 'admin', label: 'access.admin', color: 'violet' },
        { value: 'user', label: 'access.user', color: 'gray' },
      ],
      form: { rules: { required: true } },
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
    access: 'user',
    status: 'active',
    password: '',
  },
  toValues,
  // A username is unique: the copy starts without one.
  copyValues: (user) => ({ ...toValues(user), username: '' }),
  toCreate: userCreateBody,
  toUpdate: userUpdateBody,
});
