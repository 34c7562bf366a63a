import { type Locale, useI18n } from '@org/admin-shell';
import type { ParameterLocation } from '../../../../api/openapi-document';
import type { Constraint } from './describe-schema';

/**
 * Every text of the API reference page. They live with the page, not in the console's
 * catalogue, so they load with the page's code rather than in every page's first load.
 */
export interface ApiDocsText {
  title: string;
  version: (version: string) => string;
  loading: string;
  loadFailed: string;
  notOpenApi: string;
  search: string;
  searchPlaceholder: string;
  count: (shown: number, total: number) => string;
  noMatch: (query: string) => string;
  untagged: string;
  contents: string;
  linkTo: (operation: string) => string;
  signInRequired: string;
  noSignIn: string;
  deprecated: string;
  /** Before the list of credential sets an operation takes any one of. */
  credentials: string;
  /** Before the one credential set an operation takes. */
  credentialsAll: string;
  parameters: string;
  requestBody: string;
  responses: string;
  headers: string;
  schema: string;
  closedObject: string;
  authentication: string;
  schemas: string;
  yes: string;
  no: string;
  column: {
    name: string;
    field: string;
    in: string;
    type: string;
    required: string;
    rules: string;
    description: string;
  };
  /** Where a parameter or a credential travels: keyed by the location, so none goes unnamed. */
  in: Record<ParameterLocation, string>;
  /** A schema's allowed values, then each kind of rule. */
  rule: Record<'values' | Constraint['kind'], string>;
}

export const apiDocsText = {
  'zh-CN': {
    title: 'API 文档',
    version: (version) => `版本 ${version}`,
    loading: '正在加载 API 文档…',
    loadFailed: 'API 文档加载失败',
    notOpenApi: '服务器返回的不是 OpenAPI 3 文档',
    search: '搜索接口',
    searchPlaceholder: '路径、摘要或 operationId',
    count: (shown, total) => `${shown} / ${total} 个接口`,
    noMatch: (query) => `没有匹配“${query}”的接口`,
    untagged: '其他接口',
    contents: '目录',
    linkTo: (operation) => `${operation} 的链接`,
    signInRequired: '需要登录',
    noSignIn: '无需登录',
    deprecated: '已弃用',
    credentials: '凭据（任选一组）：',
    credentialsAll: '凭据：',
    parameters: '参数',
    requestBody: '请求体',
    responses: '响应',
    headers: '响应头',
    schema: '数据结构：',
    closedObject: '不接受表中未列出的字段。',
    authentication: '认证方式',
    schemas: '数据结构',
    yes: '是',
    no: '否',
    column: {
      name: '名称',
      field: '字段',
      in: '位置',
      type: '类型',
      required: '必填',
      rules: '取值规则',
      description: '说明',
    },
    in: { path: '路径', query: '查询', header: '请求头', cookie: 'Cookie' },
    rule: {
      values: '可选值',
      length: '长度',
      range: '取值',
      items: '项数',
      uniqueItems: '各项不重复',
      multipleOf: '倍数',
      format: '格式',
      pattern: '正则',
      default: '默认',
    },
  },
  'en-US': {
    title: 'API reference',
    version: (version) => `Version ${version}`,
    loading: 'Loading the API reference…',
    loadFailed: 'The API reference could not be loaded',
    notOpenApi: 'The server did not answer with an OpenAPI 3 document',
    search: 'Search operations',
    searchPlaceholder: 'Path, summary or operationId',
    count: (shown, total) => `${shown} of ${total} operations`,
    noMatch: (query) => `No operation matches “${query}”`,
    untagged: 'Other operations',
    contents: 'Contents',
    linkTo: (operation) => `Link to ${operation}`,
    signInRequired: 'Sign-in required',
    noSignIn: 'No sign-in',
    deprecated: 'Deprecated',
    credentials: 'Credentials (any one set):',
    credentialsAll: 'Credentials:',
    parameters: 'Parameters',
    requestBody: 'Request body',
    responses: 'Responses',
    headers: 'Headers',
    schema: 'Schema:',
    closedObject: 'Fields not listed here are refused.',
    authentication: 'Authentication',
    schemas: 'Schemas',
    yes: 'yes',
    no: 'no',
    column: {
      name: 'Name',
      field: 'Field',
      in: 'In',
      type: 'Type',
      required: 'Required',
      rules: 'Rules',
      description: 'Description',
    },
    in: { path: 'path', query: 'query', header: 'header', cookie: 'cookie' },
    rule: {
      values: 'one of',
      length: 'length',
      range: 'value',
      items: 'items',
      uniqueItems: 'unique items',
      multipleOf: 'multiple of',
      format: 'format',
      pattern: 'pattern',
      default: 'default',
    },
  },
} satisfies Record<Locale, ApiDocsText>;

/** The page's texts in the current language. */
export function useApiDocsText(): ApiDocsText {
  return apiDocsText[useI18n().locale];
}
