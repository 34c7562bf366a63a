import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
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

let estimator: ZxcvbnFactory | undefined;

/** zxcvbn with the language-independent dictionaries and keyboard layouts, built on first use. */
function strength(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator;
}

/**
 * zxcvbn's scores run 0–4; 0 and 1 are guessed within about a million tries, which a throttled
 * online attack can still afford across many accounts. 2 and up are accepted.
 */
const minimumScore = 2;

export type PasswordProblem =
  | 'tooShort'
  | 'tooLong'
  | 'common'
  | 'sequence'
  | 'repeat'
  | 'keyboard'
  | 'personal'
  | 'guessable';

/** What the person wrote the password about, which makes it easier to guess. */
export interface PasswordContext {
  username?: string | undefined;
  name?: string | undefined;
  email?: string | null | undefined;
}

/** The problem behind a low score: the pattern covering most of the password. */
function weakestPattern(result: ZxcvbnResult): PasswordProblem {
  let widest: { problem: PasswordProblem; length: number } = { problem: 'guessable', length: 0 };
  for (const match of result.sequence) {
    const length = match.j - match.i + 1;
    const problem: PasswordProblem | undefined =
      match.pattern === 'sequence'
        ? 'sequence'
        : match.pattern === 'repeat'
          ? 'repeat'
          : match.pattern === 'spatial'
            ? 'keyboard'
            : match.pattern === 'dictionary'
              ? match.dictionaryName === 'userInputs'
                ? 'personal'
                : 'common'
              : undefined;
    if (problem && length > widest.length) widest = { problem, length };
  }
  return widest.problem;
}

/**
 * NIST 800-63B rules: length 8–128, no composition rules, not a common password; and not one
 * guessed quickly by pattern (zxcvbn): runs like `abcdefgh`, repeats like `aaaaaaaa`, keyboard
 * rows, or the person's own username, name or email with a little added.
 */
export function checkPassword(
  password: string,
  context: PasswordContext = {},
): PasswordProblem | null {
  const length = [...password].length;
  if (length < limits.password.min) return 'tooShort';
  if (length > limits.password.max) return 'tooLong';
  if (isCommonPassword(password)) return 'common';
  const personal = [context.username, context.name, context.email ?? undefined].filter(
    (value): value is string => !!value,
  );
  const result = strength().check(password, personal);
  return result.score >= minimumScore ? null : weakestPattern(result);
}
