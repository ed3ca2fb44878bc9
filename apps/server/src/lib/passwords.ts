/** Password hashing with argon2id (DESIGN.md section 1); hashes are self-describing PHC strings. */
import { hash, verify } from '@node-rs/argon2';

/** Hashes a password; returns an `$argon2id$...` string. */
export const hashPassword = (password: string): Promise<string> => hash(password);

/** True when `password` matches `stored`; false (never throws) for a malformed hash. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
