import { Hono } from 'hono';
import { expect } from 'vitest';
import { createSandboxApp, type SandboxAppOptions } from '../../sandbox/create-sandbox-app.ts';
import { openDb } from '../../sandbox/db.ts';
import type { SandboxDb } from '../../sandbox/sandbox-db.ts';

export const CARRIER_URL = 'https://carrier.example/ACPEligibilityCheck';

export type Sandbox = { db: SandboxDb; app: Hono };

export function makeSandbox(options: Omit<SandboxAppOptions, 'db'> = {}): Sandbox {
  const db = openDb(':memory:');
  return { db, app: createSandboxApp({ db, returnHosts: ['carrier.example'], ...options }) };
}

/**
 * The bindings @hono/node-server gives a request from this machine: pass as `app.request`'s
 * third argument. A request made in a test without them counts as coming from elsewhere.
 */
export const LOOPBACK = { incoming: { socket: { remoteAddress: '127.0.0.1' } } } as const;

/** A GET from the sandbox's own machine (the control page's lists are shown only to it). */
export function localGet(app: Hono, path: string, headers: Record<string, string> = {}) {
  return Promise.resolve(app.request(path, { headers }, LOOPBACK));
}

// The sandbox mounted at /api as serve.ts does, so links it hands out can be followed as is.
export function mounted(app: Hono): Hono {
  return new Hono().route('/api', app);
}

export function rowCount(db: SandboxDb, table: string): number {
  return (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
}

export function postJson(
  app: Hono,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return Promise.resolve(
    app.request(path, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', ...headers },
    }),
  );
}

export function personalData(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    zipCode: '10001',
    firstName: 'Ana',
    lastName: 'Diaz',
    dob: '1980-01-31',
    ssn4: '0000',
    language: 'English',
    address: '12 Main St',
    city: 'New York',
    state: 'NY',
    contactPhoneNumber: '2125550100',
    contactEmail: 'ana@example.com',
    optionAdult: '2',
    consentInd: 'Y',
    eligibilityProgramCode: 'E2',
    publicHousingCode: '',
    carrierUrl: CARRIER_URL,
    ...overrides,
  };
}

export type CheckAnswer = {
  applicationId?: string;
  eligibilityCheckId?: string;
  status?: string;
  tribalStatusConfirmed?: boolean;
  _links?: Record<string, { href: string }>;
  errors?: { code?: string; message?: string; description?: string }[];
  error?: string;
  message?: string;
};

export async function checkEligibility(
  app: Hono,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<{ response: Response; body: CheckAnswer }> {
  const response = await postJson(
    app,
    '/public/acp/eligibility-check',
    personalData(overrides),
    headers,
  );
  return { response, body: (await response.json()) as CheckAnswer };
}

export async function completeApplication(
  app: Hono,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const { response, body } = await checkEligibility(app, { ssn4: '0000', ...overrides });
  expect(response.status).toBe(200);
  expect(body.status).toBe('COMPLETE');
  return body.applicationId as string;
}

export function enrolmentData(
  applicationId: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    firstName: 'Ana',
    lastName: 'Diaz',
    emailAddress: 'ana@example.com',
    contactPhoneNumber: '2125550100',
    shippingAddress1: '12 Main St',
    shippingAddress2: '',
    shippingCity: 'New York',
    shippingState: 'NY',
    state: 'NY',
    shippingZipcode: '10001',
    shippingCountry: 'US',
    dob: '01/31/1980',
    applicationId,
    ebbpTribalBenefitFlag: '0',
    acpCertInd: '1',
    consentTimeZoneId: 14,
    consentDateTime: '2024-05-02 10:11:12',
    ...overrides,
  };
}

export const TABLET = {
  deviceId: 'TAB-1001',
  paymentGateway: 'stripe',
  consumerFee: 1,
  deviceCopay: 10.01,
  marketValue: 190,
  deviceDeliveryMethod: 'shipped',
  deviceReimbursementDate: '05/17/2024',
} as const;

export function enrol(
  app: Hono,
  body: Record<string, unknown>,
  key: string,
  call: 'enroll' | 'transfer' = 'enroll',
  headers: Record<string, string> = {},
): Promise<Response> {
  return postJson(app, `/public/nlad/${call}`, body, { 'Idempotency-Key': key, ...headers });
}
