import {
  type HttpMethod,
  httpMethods,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiParameter,
} from '../../../../api/openapi-document';
import { dereference } from './resolve-ref';

/** One operation of the document, as the reference lists it. */
export interface OperationEntry {
  method: HttpMethod;
  path: string;
  operation: OpenApiOperation;
  /** The path's parameters and the operation's own, which replace a path's of the same name. */
  parameters: readonly OpenApiParameter[];
  /** The id of its section on the page: what a link to it ends with (`#createUser`). */
  anchor: string;
}

/** The operations of one tag, in the document's order. */
export interface OperationGroup {
  /** The tag's name; '' for operations without a tag. */
  tag: string;
  description?: string;
  operations: readonly OperationEntry[];
}

/** Letters, digits, `_`, `.` and `-` only, so the id reads the same in an address. */
function slug(text: string): string {
  return text.replace(/[^A-Za-z0-9_.-]+/g, '-').replace(/^-+|-+$/g, '');
}

/** The operation's anchor: its operationId, else its method and path (`post-api-users`). */
export function operationAnchor(method: HttpMethod, path: string, operation: OpenApiOperation) {
  return slug(operation.operationId ?? '') || slug(`${method} ${path}`) || method;
}

/** The id of a named schema's section: apart from the operations' (`schema-SysUser`). */
export function schemaAnchor(name: string): string {
  return `schema-${slug(name)}`;
}

function mergedParameters(
  document: OpenApiDocument,
  ...lists: readonly (OpenApiOperation['parameters'] | undefined)[]
): OpenApiParameter[] {
  const byPlace = new Map<string, OpenApiParameter>();
  for (const list of lists) {
    for (const given of list ?? []) {
      const parameter = dereference<OpenApiParameter>(document, given);
      if (parameter) byPlace.set(`${parameter.in}:${parameter.name}`, parameter);
    }
  }
  return [...byPlace.values()];
}

/** Every operation of the document, paths in order and the methods of each in HTTP's order. */
export function listOperations(document: OpenApiDocument): OperationEntry[] {
  const used = new Set<string>();
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    httpMethods.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      let anchor = operationAnchor(method, path, operation);
      // Two operations with the same id break the document, not the page: keep links apart.
      for (let copy = 2; used.has(anchor); copy += 1) {
        anchor = `${operationAnchor(method, path, operation)}-${copy}`;
      }
      used.add(anchor);
      const parameters = mergedParameters(document, item.parameters, operation.parameters);
      return [{ method, path, operation, parameters, anchor }];
    }),
  );
}

/**
 * The operations by tag: the document's tags in its order (with their descriptions), then
 * tags only operations name, then operations without a tag. An operation with several tags is
 * listed under its first only, so each has one section to link to. Tags without operations are
 * left out.
 */
export function groupOperations(document: OpenApiDocument): OperationGroup[] {
  const groups = new Map<string, OperationEntry[]>();
  for (const tag of document.tags ?? []) groups.set(tag.name, []);
  const untagged: OperationEntry[] = [];
  for (const entry of listOperations(document)) {
    const tag = entry.operation.tags?.[0];
    if (tag === undefined) {
      untagged.push(entry);
      continue;
    }
    const group = groups.get(tag) ?? [];
    group.push(entry);
    groups.set(tag, group);
  }
  const descriptions = new Map(document.tags?.map((tag) => [tag.name, tag.description]));
  const tagged = [...groups].map(([tag, operations]) => {
    const description = descriptions.get(tag);
    return { tag, ...(description === undefined ? {} : { description }), operations };
  });
  return [...tagged, { tag: '', operations: untagged }].filter(
    (group) => group.operations.length > 0,
  );
}

function matches(entry: OperationEntry, query: string): boolean {
  const { method, path, operation } = entry;
  const text = [method, path, operation.summary, operation.operationId].join(' ').toLowerCase();
  return text.includes(query);
}

/**
 * The operations whose path, summary or operationId holds the query (its case ignored; the
 * method too, so `post /api/login` finds the sign-in), in groups that still hold one.
 */
export function filterOperations(
  groups: readonly OperationGroup[],
  query: string,
): OperationGroup[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return [...groups];
  return groups
    .map((group) => ({
      ...group,
      operations: group.operations.filter((entry) => matches(entry, wanted)),
    }))
    .filter((group) => group.operations.length > 0);
}

/** How many operations the groups hold. */
export function countOperations(groups: readonly OperationGroup[]): number {
  return groups.reduce((total, group) => total + group.operations.length, 0);
}
