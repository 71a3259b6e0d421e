import { randomInt } from 'node:crypto';

// Crockford's base32 without I, L, O, U: easy to read off a paper tag and to type back in.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const TAG_CODE_LENGTH = 6;

/** A random tag code such as "7KQ2MX" (32^6, about a billion codes; the database enforces uniqueness). */
export function newTagCode(): string {
  let code = '';
  for (let i = 0; i < TAG_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
