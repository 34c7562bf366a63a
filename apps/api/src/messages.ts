/**
 * What the API says to people, in the console's two languages. The console shows `message`
 * as it is, so the API answers in the language the browser asks for (zh-CN by default).
 */
const zhCN = {
  ok: '成功',
  badRequest: '请求参数有误',
  invalidJson: '请求体不是有效的 JSON',
  unauthorized: '请先登录',
  forbidden: '没有权限执行此操作',
  csrf: '安全令牌无效，请刷新页面后重试',
  notFound: '资源不存在',
  routeNotFound: '接口不存在',
  badUrl: '请求地址无效',
  uriTooLong: '请求地址过长',
  requestTimeout: '请求超时',
  headersTooLarge: '请求头过大',
  conflictVersion: '数据已被他人修改，请刷新后重试',
  usernameTaken: '用户名已被占用',
  payloadTooLarge: '请求体过大',
  unsupportedMediaType: '仅支持 application/json 请求体',
  tooManyRequests: '请求过于频繁，请稍后再试',
  accountLocked: '登录失败次数过多，账户已暂时锁定',
  internalError: '服务器内部错误',
  serviceUnavailable: '服务暂不可用',
  databaseUnavailable: '数据库暂不可用',
  wrongCredentials: '用户名或密码错误',
  captchaRequired: '请输入验证码',
  captchaInvalid: '验证码错误或已过期',
  captchaSum: '{first}加{second}等于几？请用数字回答。',
  captchaDifference: '{first}减{second}等于几？请用数字回答。',
  accountDisabled: '账户已被停用',
  registrationClosed: '当前未开放注册',
  cannotChangeOwnAccess: '不能修改自己的权限',
  cannotDisableSelf: '不能停用自己的账户',
  cannotDeleteSelf: '不能删除自己的账户',
  lastAdmin: '至少需要保留一个启用的、可管理角色的用户',
  notAuthor: '只能修改自己的文章',
  cannotRemoveOwnRolesManage: '不能移除自己的角色管理权限',
  builtInRole: '内置角色不能删除，其权限也不能修改',
  roleNameTaken: '角色名称已被占用',
  unknownRole: '角色不存在',
  rolesNeedRolesManage: '分配角色需要角色管理权限',
  required: '请输入{field}',
  minLength: '{field}至少 {limit} 个字符',
  maxLength: '{field}最多 {limit} 个字符',
  contentTooLarge: '{field}不能超过 {limit} 字节',
  minimum: '{field}不能小于 {limit}',
  maximum: '{field}不能大于 {limit}',
  email: '请输入正确的邮箱地址',
  url: '请输入以 https:// 开头的网址（http:// 的图片无法显示）',
  pattern: '{field}包含不允许的字符',
  type: '{field}类型不正确',
  enum: '{field}的取值不在允许范围内',
  unknownField: '不支持的字段 {field}',
  passwordCommon: '密码过于常见，请换一个',
  passwordSequence: '密码不能是连续的字符（如 abcdefgh、acegi）',
  passwordRepeat: '密码不能由重复的字符组成（如 aaaaaaaa、abcabc）',
  passwordKeyboard: '密码不能是键盘上相邻的按键（如 qwerty、asdfgh）',
  passwordPersonal: '密码与用户名、姓名或邮箱太接近',
  passwordGuessable: '密码太容易被猜到，请加长或换一个',
  passwordTooShort: '密码至少 {limit} 个字符',
  passwordTooLong: '密码最多 {limit} 个字符',
} as const;

export type MessageKey = keyof typeof zhCN;

const enUS: Record<MessageKey, string> = {
  ok: 'ok',
  badRequest: 'Invalid request',
  invalidJson: 'The request body is not valid JSON',
  unauthorized: 'Please sign in first',
  forbidden: 'You are not allowed to do this',
  csrf: 'Invalid security token; reload the page and try again',
  notFound: 'Not found',
  routeNotFound: 'No such API route',
  badUrl: 'The address is not valid',
  uriTooLong: 'The address is too long',
  requestTimeout: 'The request took too long to arrive',
  headersTooLarge: 'The request headers are too large',
  conflictVersion: 'Someone else changed this record; reload it and try again',
  usernameTaken: 'This username is taken',
  payloadTooLarge: 'The request body is too large',
  unsupportedMediaType: 'Only application/json request bodies are accepted',
  tooManyRequests: 'Too many requests; try again later',
  accountLocked: 'Too many failed sign-ins; the account is locked for a while',
  internalError: 'Internal server error',
  serviceUnavailable: 'Service unavailable',
  databaseUnavailable: 'The database is not answering',
  wrongCredentials: 'Wrong username or password',
  captchaRequired: 'Please enter the captcha',
  captchaInvalid: 'The captcha is wrong or has expired',
  captchaSum: 'What is {first} plus {second}? Answer with a number.',
  captchaDifference: 'What is {first} minus {second}? Answer with a number.',
  accountDisabled: 'This account is disabled',
  registrationClosed: 'Registration is closed',
  cannotChangeOwnAccess: 'You cannot change your own access',
  cannotDisableSelf: 'You cannot disable your own account',
  cannotDeleteSelf: 'You cannot delete your own account',
  lastAdmin: 'At least one active user who can manage roles must remain',
  notAuthor: 'You can only change your own articles',
  cannotRemoveOwnRolesManage: 'You cannot take role management away from yourself',
  builtInRole: 'A built-in role cannot be deleted, and what it grants cannot change',
  roleNameTaken: 'This role name is taken',
  unknownRole: 'No such role',
  rolesNeedRolesManage: 'Assigning roles needs the role management permission',
  required: '{field} is required',
  minLength: '{field} must have at least {limit} characters',
  maxLength: '{field} must have at most {limit} characters',
  contentTooLarge: '{field} must be at most {limit} bytes',
  minimum: '{field} must be at least {limit}',
  maximum: '{field} must be at most {limit}',
  email: 'Enter a valid email address',
  url: 'Enter an address starting with https:// (images at http:// addresses cannot be shown)',
  pattern: '{field} contains characters that are not allowed',
  type: '{field} has the wrong type',
  enum: '{field} is not one of the allowed values',
  unknownField: 'Unknown field {field}',
  passwordCommon: 'This password is too common; choose another',
  passwordSequence: 'The password must not be a run of characters such as abcdefgh or acegi',
  passwordRepeat: 'The password must not be repeated characters such as aaaaaaaa or abcabc',
  passwordKeyboard: 'The password must not be a row of neighbouring keys such as qwerty',
  passwordPersonal: 'The password is too close to the username, name or email',
  passwordGuessable: 'This password is too easy to guess; make it longer or choose another',
  passwordTooShort: 'The password must have at least {limit} characters',
  passwordTooLong: 'The password must have at most {limit} characters',
};

export type Locale = 'zh-CN' | 'en-US';

const catalogues: Record<Locale, Record<MessageKey, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

/** The first language of an Accept-Language header we speak; zh-CN when none is. */
export function pickLocale(acceptLanguage: string | undefined): Locale {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en-US';
  }
  return 'zh-CN';
}

const fieldLabels: Record<Locale, Record<string, string>> = {
  'zh-CN': {
    username: '用户名',
    password: '密码',
    name: '姓名',
    email: '邮箱',
    phone: '电话',
    avatar: '头像',
    access: '权限',
    status: '状态',
    title: '标题',
    content: '内容',
    version: '版本',
    id: 'ID',
    current: '页码',
    pageSize: '每页条数',
    sortField: '排序字段',
    sortOrder: '排序方向',
    keyword: '关键词',
    authorId: '作者',
    autoLogin: '自动登录',
    captcha: '验证码',
    captchaId: '验证码',
    roleIds: '角色',
    permissions: '权限',
    actorId: '操作人',
    action: '操作',
    resource: '资源',
    recordId: '记录',
    from: '开始时间',
    to: '结束时间',
  },
  'en-US': {
    pageSize: 'page size',
    sortField: 'sort field',
    sortOrder: 'sort order',
    authorId: 'author',
    autoLogin: 'remember me',
    captchaId: 'captcha',
    roleIds: 'roles',
    actorId: 'actor',
    recordId: 'record',
  },
};

/** A field's name as a person reads it, for `{field}` in messages. */
export function fieldLabel(locale: Locale, field: string): string {
  return fieldLabels[locale][field] ?? field;
}

export function translate(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return catalogues[locale][key].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(params[name] ?? ''),
  );
}
