import type { CrudDefinition, CrudListQuery } from './crud-definition.js';

/**
 * What the person may do, from their access flags (the server checks again): `false` hides an
 * action; a function decides row by row, and a row it refuses shows the action disabled.
 * Unset, an action is allowed when the definition's back end offers it.
 */
export interface CrudPermissions<Row> {
  create?: boolean;
  update?: boolean | ((row: Row) => boolean);
  remove?: boolean | ((row: Row) => boolean);
}

/** How an action shows for a row. */
export type ActionState = 'allowed' | 'disabled' | 'hidden';

export interface ResolvedPermissions<Row> {
  create: boolean;
  /** Whether the action exists at all in this table (a column of buttons, the selection). */
  offers: { update: boolean; remove: boolean };
  update(row: Row): ActionState;
  remove(row: Row): ActionState;
}

function rowRule<Row>(offered: boolean, rule: boolean | ((row: Row) => boolean) | undefined) {
  if (!offered || rule === false) return () => 'hidden' as const;
  if (typeof rule === 'function') {
    return (row: Row): ActionState => (rule(row) ? 'allowed' : 'disabled');
  }
  return () => 'allowed' as const;
}

/** The actions a table shows, from what its back end offers and what the person may do. */
export function resolvePermissions<Row, Values, Query extends CrudListQuery>(
  definition: CrudDefinition<Row, Values, Query>,
  permissions: CrudPermissions<Row> = {},
): ResolvedPermissions<Row> {
  const offers = definition.offers ?? {};
  const update = offers.update !== false && permissions.update !== false;
  const remove = offers.delete !== false && permissions.remove !== false;
  return {
    create: offers.create !== false && permissions.create !== false,
    offers: { update, remove },
    update: rowRule(update, permissions.update),
    remove: rowRule(remove, permissions.remove),
  };
}
