import { randomInt } from 'node:crypto';
import { isUniqueViolation } from '../../db/is-unique-violation.ts';

// Crockford's base32 without I, L, O, U: easy to read off a paper tag and to type back in.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const TAG_CODE_LENGTH = 6;

/** A random tag code such as "7KQ2MX" (32^6, about a billion codes; the database enforces uniqueness). */
export function newTagCode(): string {
  let code = '';
  for (let i = 0; i < TAG_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

const TAG_CODE_ATTEMPTS = 5;

/**
 * Runs a transaction that inserts an item with a new tag code, drawing again when two random codes
 * collided inside one workspace (rare, so a few attempts are plenty).
 */
export async function withFreshTagCode<T>(insert: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert();
    } catch (error) {
      if (isUniqueViolation(error) && attempt < TAG_CODE_ATTEMPTS) continue;
      throw error;
    }
  }
}
