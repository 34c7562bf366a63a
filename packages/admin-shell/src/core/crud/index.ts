export {
  type CrudColor,
  type CrudDefinition,
  type CrudField,
  type CrudFieldBase,
  type CrudFieldRules,
  type CrudFilterKey,
  type CrudFormOptions,
  type CrudListQuery,
  type CrudOption,
  type CrudPageQuery,
  type CrudPageSize,
  type CrudSearch,
  type CrudSortField,
  type CrudSortOrder,
  type CrudValueType,
  crudPageSizes,
  defaultCrudPageSize,
  defineCrud,
  type FormMode,
  formModes,
} from './crud-definition.js';
export type { CrudPermissions } from './crud-permissions.js';
export { crudListQueryOptions, crudQueryKey } from './crud-query.js';
export { crudRouteOptions } from './crud-route.js';
export { crudPageQuery, crudSearchValidator, parseCrudSearch } from './crud-search.js';
