import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { limits } from '../contract/limits.js';

/** OWASP Password Storage Cheat Sheet: Argon2id, 19 MiB, 2 iterations, 1 lane. */
const parameters = {
  // Algorithm is a const enum, which isolated modules cannot read: 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};
const parameterTag = `m=${parameters.memoryCost},t=${parameters.timeCost},p=${parameters.parallelism}`;

export function hashPassword(password: string): Promise<string> {
  return hash(password, parameters);
}

/** Verifies without ever throwing on a malformed stored hash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** True when the stored hash was made with other parameters than today's. */
export function needsRehash(storedHash: string): boolean {
  return !storedHash.startsWith(`$argon2id$v=19$${parameterTag}$`);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real verification, so a refused sign-in takes as long whether or not
 * the account exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy password that never matches');
  await verifyPassword(await dummyHash, password);
  return false;
}

let common: Set<string> | undefined;

/** One of the ~49,000 most common passwords (the zxcvbn list), compared case-insensitively. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  return common.has(password.toLowerCase());
}

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common';

/** NIST 800-63B rules: length 8–128, no composition rules, not a common password. */
export function checkPassword(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < limits.password.min) return 'tooShort';
  if (length > limits.password.max) return 'tooLong';
  if (isCommonPassword(password)) return 'common';
  return null;
}
