import { type TSchema, Type } from '@sinclair/typebox';
import { limits } from './limits.js';

// The building blocks the request and response schemas share (`schemas.ts`, `views.ts`): kept
// out of the package's `contract` exports, which name records and bodies, not their parts.

/**
 * Single-line text shown in tables and menus: no markup, no control characters (C0, DEL and
 * C1), and no bidirectional controls, which can make a name read backwards or disguise what
 * follows it (U+202E, "right-to-left override").
 */
export const plainText =
  '^[^<>\\u0000-\\u001F\\u007F-\\u009F\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]*$';
/** Multi-line text: tabs and line breaks allowed, other control characters (and NUL) not. */
export const multilineText = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';
/** Text typed into a single-line field but never shown back: control characters only refused. */
export const noControlChars = '^[^\\u0000-\\u001F\\u007F]*$';
/** PostgreSQL text cannot hold NUL, and a NUL in a password is a client bug, never a keystroke. */
export const noNul = '^[^\\u0000]*$';
export const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
export const timestamp = Type.String({ format: 'date-time' });

/** A record's id: a PostgreSQL `integer` identity. */
export const Id = Type.Integer({ minimum: 1, maximum: limits.integer.max });
/** The version a write read, checked against the stored one (409 when stale). */
export const Version = Type.Integer({ minimum: 1, maximum: limits.integer.max });
