import {
  type PermissionCode,
  type PermissionResource,
  permissionsByResource,
} from '@org/api/contract/permissions';

/** A resource's codes, as the matrix shows them. */
export interface PermissionGroup {
  resource: PermissionResource;
  codes: readonly PermissionCode[];
}

/** Every resource with all its codes, in the registry's order. */
export const permissionGroups: readonly PermissionGroup[] = (
  Object.keys(permissionsByResource) as PermissionResource[]
).map((resource) => ({ resource, codes: permissionsByResource[resource] }));

/**
 * The groups with the codes whose code or label (in the page's language) holds `query`, case
 * and surrounding spaces ignored; a group left with no code is left out.
 */
export function searchPermissions(
  query: string,
  label: (code: PermissionCode) => string,
): PermissionGroup[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...permissionGroups];
  const matches = (code: PermissionCode) =>
    code.toLocaleLowerCase().includes(needle) || label(code).toLocaleLowerCase().includes(needle);
  return permissionGroups
    .map((group) => ({ ...group, codes: group.codes.filter(matches) }))
    .filter((group) => group.codes.length > 0);
}
