// Issue 15 §1, DEC-090: one random Idempotency-Key per enrolment or transfer intent. A key
// built from the application id could be sent first by anyone who learned the id; a random
// key cannot be guessed. The key is kept in this tab's sessionStorage beside the flow, keyed by
// a fingerprint of what is sent, so a retry after a time-out, a double click, a reload or a
// duplicated tab sends the same key (the provider replays its answer), and changing what is
// sent (the address, the tablet) makes a new one.

import { onTabForgotten, TAB_KEYS } from '../../lib/tab-storage';

const KEYS_KEY = TAB_KEYS.intentKeys;

/** What a call sends that may change from one try to its retry: the clock. */
const VOLATILE_FIELDS = new Set(['consentDateTime', 'deviceReimbursementDate']);

export type IntentKind = 'enrol' | 'transfer';

interface StoredIntent {
  /** A hash of what was sent: personal data never reaches storage in clear. */
  fingerprint: string;
  key: string;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([field, item]) => !VOLATILE_FIELDS.has(field) && item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([field, item]) => `${JSON.stringify(field)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * cyrb53, a fast 53-bit string hash. It only has to tell one request from another; the key's
 * secrecy comes from randomKey(), not from here.
 */
function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The fingerprint of a request body: the same body gives the same one, clock fields aside. */
export function requestFingerprint(body: unknown): string {
  return hash(stableJson(body));
}

/** A version 4 UUID. randomUUID exists only in secure contexts; getRandomValues everywhere. */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function readIntents(): Partial<Record<IntentKind, StoredIntent>> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEYS_KEY) ?? '{}');
    return parsed !== null && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

function writeIntents(intents: Partial<Record<IntentKind, StoredIntent>>): void {
  try {
    sessionStorage.setItem(KEYS_KEY, JSON.stringify(intents));
  } catch {
    // Storage blocked: the key still holds for this page's life (kept below in memory).
  }
}

const inMemory: Partial<Record<IntentKind, StoredIntent>> = {};

/** The key for sending `body` as this kind of call: the stored one if the body is unchanged. */
export function intentKey(kind: IntentKind, body: unknown): string {
  const fingerprint = requestFingerprint(body);
  const intents = { ...inMemory, ...readIntents() };
  const stored = intents[kind];
  if (stored && stored.fingerprint === fingerprint && typeof stored.key === 'string') {
    return stored.key;
  }
  const fresh = { fingerprint, key: randomKey() };
  inMemory[kind] = fresh;
  writeIntents({ ...intents, [kind]: fresh });
  return fresh.key;
}

/** Test hook: a new tab, in effect. */
export function forgetAllIntentKeys(): void {
  delete inMemory.enrol;
  delete inMemory.transfer;
  try {
    sessionStorage.removeItem(KEYS_KEY);
  } catch {
    // Nothing stored.
  }
}

/** Forget a kind's key, so the next call makes a new one (the provider refused this one). */
export function forgetIntentKey(kind: IntentKind): void {
  delete inMemory[kind];
  const intents = readIntents();
  delete intents[kind];
  writeIntents(intents);
}

// The privacy page cleared the tab: the keys kept in memory go too.
onTabForgotten(() => {
  delete inMemory.enrol;
  delete inMemory.transfer;
});
