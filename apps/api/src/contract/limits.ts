/**
 * Field limits shared by the database schema and the request schemas, so a value the API
 * accepts always fits its column.
 */
export const limits = {
  username: { min: 3, max: 32, pattern: '^[a-zA-Z0-9_.-]+$' },
  name: { min: 1, max: 64 },
  email: { max: 254 },
  phone: { max: 32 },
  /**
   * Image addresses (avatars): https only, the one scheme the console's CSP loads images from;
   * an http:// image would be accepted and never shown.
   */
  url: { max: 2048, pattern: '^https://' },
  password: { min: 8, max: 128 },
  articleTitle: { min: 1, max: 200 },
  /** Article content is limited in UTF-8 bytes (100 KiB), checked beside the character bound. */
  articleContentBytes: 100 * 1024,
  keyword: { max: 100 },
  roleName: { min: 1, max: 64 },
  /** Roles one user may hold. */
  rolesPerUser: 50,
  /** A saved view's name, and the table it belongs to (`CrudDefinition.id`). */
  viewName: { min: 1, max: 60 },
  viewTableKey: { min: 1, max: 64, pattern: '^[a-zA-Z0-9_.-]+$' },
  /** A saved view's state, and a person's preferences, as JSON text (bytes). */
  viewStateBytes: 16 * 1024,
  preferencesBytes: 64 * 1024,
  /** Views one person may keep for one table. */
  viewsPerTable: 50,
  captcha: { max: 16 },
  page: { max: 1_000_000 },
  /** Ids and versions are PostgreSQL `integer`s. */
  integer: { max: 2_147_483_647 },
  pageSizes: [10, 20, 50, 100],
} as const;
