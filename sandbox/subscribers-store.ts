import type { HomeKey } from './home-address.ts';
import { newActivationCode, newFulfillmentId, newOrderId, newSubscriberId } from './ids.ts';
import type { Home } from './one-benefit.ts';
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

export type NewSubscriber = {
  kind: 'enroll' | 'transfer';
  data: TransferBody;
  deviceId: string | null;
  deviceStatus: OrderRow['device_status'];
  /** The enrolment certified a separate household at an address already enrolled (D44). */
  separateHousehold: boolean;
  /** The home it was judged on (D53), and that home's key. */
  home: Home;
  homeKey: HomeKey;
  /** The person's keyed hash (person-key.ts), or null for an application without one. */
  personKey: string | null;
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
      `INSERT INTO subscribers (id, application_id, household_key, ieh_certified, kind, first_name,
         last_name, dob, email, phone, shipping_address1, shipping_address2, shipping_city,
         shipping_state, shipping_zipcode, reseller_code, consent_time_zone_id, consent_date_time,
         activation_code, created_at, household_base, household_typed, person_key,
         primary_address1, primary_address2, primary_city, primary_state, primary_zipcode,
         primary_urbanization)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
         ?)`,
    ).run(
      created.subscriberId,
      data.applicationId,
      input.homeKey.key,
      input.separateHousehold ? 1 : 0,
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
      input.homeKey.base,
      input.homeKey.typed ? 1 : 0,
      input.personKey,
      input.home.address1,
      input.home.address2 || null,
      input.home.city,
      input.home.state,
      input.home.zipCode,
      input.home.urbanization || null,
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
