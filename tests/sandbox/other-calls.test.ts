// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../sandbox/create-sandbox-app.ts';
import { openDb } from '../../sandbox/db.ts';
import {
  completeApplication,
  enrol,
  enrolmentData,
  makeSandbox,
  postJson,
  rowCount,
  TABLET,
} from './sandbox-fixtures.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('coverage', () => {
  it('serves the 48 contiguous states and DC, not the default unsupported list', async () => {
    const { app } = makeSandbox();
    const answer = async (state: string) =>
      (await app.request(`/public/acp_supported_state/${state}`)).json();
    expect(await answer('NY')).toBe(true);
    expect(await answer('dc')).toBe(true);
    for (const state of ['AK', 'HI', 'AS', 'FM', 'GU', 'MH', 'MP', 'PW', 'PR', 'VI']) {
      expect(await answer(state)).toBe(false);
    }
  });

  it('answers 400 for a code that is not a US state code', async () => {
    const { app } = makeSandbox();
    for (const code of ['ZZ', 'NYC', '1']) {
      const response = await app.request(`/public/acp_supported_state/${code}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toContain('Unknown state');
    }
  });

  it('checks reseller codes', async () => {
    const { app } = makeSandbox();
    const isValid = async (resellerCode: string) =>
      (
        (await (
          await postJson(app, '/public/utility/is_valid_reseller_code', { resellerCode })
        ).json()) as { isValid: boolean }
      ).isValid;
    expect(await isValid('PARTNER1')).toBe(true);
    expect(await isValid('partner-nyc')).toBe(true);
    expect(await isValid('SANDBOX')).toBe(true);
    expect(await isValid('NOPE')).toBe(false);
    expect(await isValid('PARTNE')).toBe(false);
    expect(await isValid('')).toBe(false);
  });
});

describe('devices', () => {
  it('finds the seeded tablet by a part of its name, any case', async () => {
    const { app } = makeSandbox();
    expect(await (await app.request('/public/device?name=acp%20tablet')).json()).toEqual([
      { id: 'TAB-1001', name: 'ACP Tablet 8in' },
    ]);
    expect(await (await app.request('/public/device?name=watch')).json()).toEqual([]);
    expect(await (await app.request('/public/device/TAB-1001')).json()).toEqual({
      id: 'TAB-1001',
      name: 'ACP Tablet 8in',
    });
    const missing = await app.request('/public/device/TAB-9');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Device not found' });
  });

  it('serves a configured device list instead', async () => {
    const db = openDb(':memory:', { devices: [{ id: 'T-2', name: 'Big Tablet' }] });
    const app = createSandboxApp({ db });
    expect(await (await app.request('/public/device?name=big')).json()).toEqual([
      { id: 'T-2', name: 'Big Tablet' },
    ]);
    expect((await app.request('/public/device/TAB-1001')).status).toBe(404);
  });
});

describe('orders and fulfilments', () => {
  async function enrolled(withTablet: boolean) {
    const sandbox = makeSandbox();
    const applicationId = await completeApplication(sandbox.app);
    const response = await enrol(
      sandbox.app,
      enrolmentData(applicationId, withTablet ? TABLET : {}),
      'k',
    );
    const { order } = (await response.json()) as { order: { id: string } };
    return { ...sandbox, orderId: order.id };
  }

  it('answers the fulfillmentId of an order, without personal data', async () => {
    const { app, orderId } = await enrolled(true);
    const response = await app.request(`/public/order/${orderId}`);
    expect(response.status).toBe(200);
    const order = (await response.json()) as Record<string, unknown>;
    expect(order.fulfillmentId).toMatch(UUID);
    expect(order.id).toBe(orderId);
    expect(JSON.stringify(order)).not.toMatch(/Ana|Diaz|Main St|example\.com/);
  });

  it('answers 404 "Order not found" for an unknown order', async () => {
    const { app } = makeSandbox();
    const response = await app.request('/public/order/ORD-00000000');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Order not found' });
  });

  it('requires a bearer token on /subscriber paths', async () => {
    const { app, orderId } = await enrolled(true);
    const anonymous = await app.request(`/subscriber/order/${orderId}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('WWW-Authenticate')).toBe('Bearer');
    const basic = await app.request(`/subscriber/order/${orderId}`, {
      headers: { Authorization: 'Basic abc' },
    });
    expect(basic.status).toBe(401);

    const auth = { headers: { Authorization: 'Bearer test-token' } };
    const order = (await (await app.request(`/subscriber/order/${orderId}`, auth)).json()) as {
      fulfillmentId: string;
    };
    const fulfillment = await app.request(`/subscriber/fulfillment/${order.fulfillmentId}`, auth);
    expect(fulfillment.status).toBe(200);
    expect(await fulfillment.json()).toMatchObject({
      id: order.fulfillmentId,
      orderId,
      status: 'AWAITING_SHIPMENT',
      items: [{ deviceId: 'TAB-1001', quantity: 1 }],
    });
    expect((await app.request('/subscriber/fulfillment/nope', auth)).status).toBe(404);
  });

  it('has nothing to ship for a plan-only order', async () => {
    const { app, orderId } = await enrolled(false);
    const auth = { headers: { Authorization: 'Bearer t' } };
    const order = (await (await app.request(`/public/order/${orderId}`)).json()) as {
      fulfillmentId: string;
    };
    const fulfillment = (await (
      await app.request(`/subscriber/fulfillment/${order.fulfillmentId}`, auth)
    ).json()) as { status: string; items: unknown[] };
    expect(fulfillment.status).toBe('NOTHING_TO_SHIP');
    expect(fulfillment.items).toEqual([]);
  });
});

describe('contact webhook', () => {
  const text = (subject: string) =>
    `Subject: ${subject}\nName: Ana Diaz\nEmail: ana@example.com\nPhone number: 2125550100\nMessage: Hello`;

  it('stores a message sent as text/plain and answers ok', async () => {
    const { app, db } = makeSandbox();
    const response = await app.request('/hooks/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({
        text: text('Billing'),
        channel: 'website',
        username: 'Site Subscriber',
      }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const stored = db.prepare('SELECT text, channel, username FROM contact_messages').get();
    expect(stored).toEqual({
      text: text('Billing'),
      channel: 'website',
      username: 'Site Subscriber',
    });
  });

  it('fails with 500 and a message for the "Subject: fail" line', async () => {
    const { app, db } = makeSandbox();
    const response = await postJson(app, '/hooks/contact', {
      text: text('FAIL'),
      channel: 'website',
      username: 'Site Subscriber',
    });
    expect(response.status).toBe(500);
    const body = (await response.json()) as { ok: boolean; message: string };
    expect(body.ok).toBe(false);
    expect(body.message.length).toBeGreaterThan(10);
    expect(rowCount(db, 'contact_messages')).toBe(0);
  });

  it('fails for a message that is just "fail", since the subject is picked from a list', async () => {
    const { app } = makeSandbox();
    const response = await postJson(app, '/hooks/contact', {
      text: 'Subject: Billing\nName: Ana Diaz\nEmail: a@example.com\nPhone number: 2125550100\nMessage: fail',
      channel: 'website',
      username: 'Site Subscriber',
    });
    expect(response.status).toBe(500);
  });

  it('does not fail for a subject that merely contains the word', async () => {
    const { app } = makeSandbox();
    const response = await postJson(app, '/hooks/contact', {
      text: text('failing delivery'),
      channel: 'website',
      username: 'Site Subscriber',
    });
    expect(response.status).toBe(200);
  });
});

describe('unknown paths', () => {
  it('answers 404 JSON', async () => {
    const { app } = makeSandbox();
    const response = await app.request('/public/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found: GET /public/nothing-here' });
  });
});
