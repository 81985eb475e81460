import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { foldedWords } from './household-key.ts';
import type { SandboxDb } from './sandbox-db.ts';

// D53: one person holds at most one enrolment, and a person is a name, a date of birth and
// the SSN digits or Tribal ID their check was made with. The sandbox never stores those
// digits or ids (docs/sandbox.md): it keeps a keyed hash (HMAC-SHA-256) of the person, whose
// key lives beside the database file, not in it. Four digits hashed without a key could be
// found again by trying all 10,000; with the key kept apart, a copy of the database alone
// tells nothing of them.

export type Person = {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, as the check sent it. */
  dob: string;
  ssn4?: string | undefined;
  tribalId?: string | undefined;
  /** The short legacy form's document number. */
  alternateId?: string | undefined;
};

const keys = new WeakMap<SandboxDb, Buffer>();

/**
 * The database's person key: a random one per in-memory database; for a file, the 32 bytes
 * of `<database file>.person-key` (created, readable by its owner only, when missing).
 */
function keyOf(db: SandboxDb): Buffer {
  const known = keys.get(db);
  if (known) return known;
  let key: Buffer;
  if (db.memory) {
    key = randomBytes(32);
  } else {
    const path = `${db.name}.person-key`;
    try {
      key = readFileSync(path);
    } catch {
      key = randomBytes(32);
      try {
        writeFileSync(path, key, { mode: 0o600, flag: 'wx' });
        chmodSync(path, 0o600);
      } catch {
        // Another process made it first: its key is the one.
        key = readFileSync(path);
      }
    }
    if (key.length < 32) throw new Error(`${path} is not a sandbox person key: delete it`);
  }
  keys.set(db, key);
  return key;
}

const letters = (value: string | undefined) => foldedWords(value ?? '').join('');

/** The person's keyed hash, or null when the check named no identity number. */
export function personKey(db: SandboxDb, person: Person): string | null {
  const ssn4 = person.ssn4?.trim() ?? '';
  const tribalId = letters(person.tribalId);
  const alternateId = letters(person.alternateId);
  const identity = ssn4
    ? `ssn4:${ssn4}`
    : tribalId
      ? `tribal:${tribalId}`
      : alternateId
        ? `alternate:${alternateId}`
        : null;
  if (identity === null) return null;
  const text = [letters(person.firstName), letters(person.lastName), person.dob.trim(), identity];
  return createHmac('sha256', keyOf(db)).update(text.join('\u0000')).digest('hex');
}
