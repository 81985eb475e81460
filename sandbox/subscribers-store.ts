import { newActivationCode, newFulfillmentId, newOrderId, newSubscriberId } from './ids.ts';
import type { TransferBody } from './request-schemas.ts';
import type { SandboxDb } from './sandbox-db.ts';

export type OrderRow = {
  id: string;
  subscriber_id: string;
  fulfillment_id: string;
  kind: 'enroll' | 'transfer';
  device_id: string | null;
  device_status: 'none' | 'requested' | 'rejected';
  status: string;
  created_at: string;
};

// USPS-style abbreviations (Publication 28) for the words that most often come both ways.
const ADDRESS_WORDS: Readonly<Record<string, string>> = {
  street: 'st',
  str: 'st',
  avenue: 'ave',
  av: 'ave',
  road: 'rd',
  boulevard: 'blvd',
  drive: 'dr',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  terrace: 'ter',
  circle: 'cir',
  highway: 'hwy',
  parkway: 'pkwy',
  square: 'sq',
  trail: 'trl',
  way: 'way',
  apartment: 'apt',
  suite: 'ste',
  unit: 'unit',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
};

/**
 * The text as a comparison sees it: full-width and other compatibility forms folded (NFKC),
 * invisible characters (zero-width spaces, joiners, BOM, soft hyphen: Unicode Cf) and accents
 * dropped, lower case, punctuation as spaces.
 */
function words(value: string): string[] {
  return value
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

// A name is its letters: O'Brien, O Brien and OBRIEN are one person.
const nameKey = (value: string) => words(value).join('');
const addressKey = (value: string) =>
  words(value)
    .map((word) => ADDRESS_WORDS[word] ?? word)
    .join(' ');

// One household = same person at the same address: case, spacing, punctuation, invisible and
// full-width characters and Street/St-style words do not make a new one (issue 15 §7).
export function householdKey(data: {
  firstName: string;
  lastName: string;
  dob: string;
  shippingAddress1: string;
  shippingZipcode: string;
}): string {
  return [
    nameKey(data.firstName),
    nameKey(data.lastName),
    data.dob.trim(),
    addressKey(data.shippingAddress1),
    words(data.shippingZipcode).join(''),
  ].join('|');
}

export function findHousehold(
  db: SandboxDb,
  applicationId: string,
  key: string,
): { id: string } | undefined {
  return db
    .prepare('SELECT id FROM subscribers WHERE application_id = ? OR household_key = ?')
    .get(applicationId, key) as { id: string } | undefined;
}

export type NewSubscriber = {
  kind: 'enroll' | 'transfer';
  data: TransferBody;
  deviceId: string | null;
  deviceStatus: OrderRow['device_status'];
};

export type CreatedSubscriber = {
  subscriberId: string;
  activationCode: string;
  orderId: string;
  fulfillmentId: string;
};

export function insertSubscriberWithOrder(db: SandboxDb, input: NewSubscriber): CreatedSubscriber {
  const now = new Date().toISOString();
  const { data } = input;
  const created: CreatedSubscriber = {
    subscriberId: newSubscriberId(),
    activationCode: newActivationCode(),
    orderId: newOrderId(),
    fulfillmentId: newFulfillmentId(),
  };
  db.transaction(() => {
    db.prepare(
      `INSERT INTO subscribers (id, application_id, household_key, kind, first_name, last_name,
         dob, email, phone, shipping_address1, shipping_address2, shipping_city, shipping_state,
         shipping_zipcode, reseller_code, consent_time_zone_id, consent_date_time,
         activation_code, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      created.subscriberId,
      data.applicationId,
      householdKey(data),
      input.kind,
      data.firstName,
      data.lastName,
      data.dob,
      data.emailAddress,
      data.contactPhoneNumber || null,
      data.shippingAddress1,
      data.shippingAddress2 || null,
      data.shippingCity,
      data.shippingState.toUpperCase(),
      data.shippingZipcode,
      data.resellerCode || null,
      String(data.consentTimeZoneId),
      data.consentDateTime,
      created.activationCode,
      now,
    );
    db.prepare(
      `INSERT INTO orders (id, subscriber_id, fulfillment_id, kind, device_id, device_status,
         status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, 'RECEIVED', ?)`,
    ).run(
      created.orderId,
      created.subscriberId,
      created.fulfillmentId,
      input.kind,
      input.deviceId,
      input.deviceStatus,
      now,
    );
  })();
  return created;
}

export function findOrder(db: SandboxDb, orderId: string): OrderRow | undefined {
  return db.prepare('SELECT * FROM orders WHERE id = ?').get(orderId) as OrderRow | undefined;
}

export function findOrderByFulfillment(db: SandboxDb, fulfillmentId: string): OrderRow | undefined {
  return db.prepare('SELECT * FROM orders WHERE fulfillment_id = ?').get(fulfillmentId) as
    | OrderRow
    | undefined;
}

/** The latest order of the household enrolled with this application, if it is enrolled. */
export function findOrderOfApplication(
  db: SandboxDb,
  applicationId: string,
): { id: string } | undefined {
  return db
    .prepare(
      `SELECT orders.id FROM orders JOIN subscribers ON subscribers.id = orders.subscriber_id
       WHERE subscribers.application_id = ? ORDER BY orders.created_at DESC, orders.rowid DESC`,
    )
    .get(applicationId) as { id: string } | undefined;
}
