import { Hono } from 'hono';
import type { Device } from './db.ts';
import type { SandboxContext } from './sandbox-context.ts';
import { findOrder, findOrderByFulfillment, type OrderRow } from './subscribers-store.ts';

// No personal data in order answers: the public path needs only the order id to read them.
function orderView(order: OrderRow) {
  return {
    id: order.id,
    fulfillmentId: order.fulfillment_id,
    kind: order.kind,
    status: order.status,
    deviceId: order.device_id,
    deviceStatus: order.device_status,
    createdAt: order.created_at,
  };
}

function fulfillmentView(order: OrderRow) {
  return {
    id: order.fulfillment_id,
    orderId: order.id,
    status: order.device_status === 'requested' ? 'AWAITING_SHIPMENT' : 'NOTHING_TO_SHIP',
    items:
      order.device_status === 'requested' && order.device_id
        ? [{ deviceId: order.device_id, quantity: 1 }]
        : [],
    createdAt: order.created_at,
  };
}

export function deviceOrderRoutes(context: SandboxContext): Hono {
  const app = new Hono();
  const { db } = context;

  app.get('/public/device', (c) => {
    const name = c.req.query('name')?.trim() ?? '';
    const devices = db
      .prepare(
        "SELECT id, name FROM devices WHERE ? = '' OR instr(lower(name), lower(?)) > 0 ORDER BY id",
      )
      .all(name, name) as Device[];
    return c.json(devices);
  });

  app.get('/public/device/:id', (c) => {
    const device = db.prepare('SELECT id, name FROM devices WHERE id = ?').get(c.req.param('id')) as
      | Device
      | undefined;
    return device ? c.json(device) : c.json({ message: 'Device not found' }, 404);
  });

  app.get('/public/order/:orderId', (c) => {
    const order = findOrder(db, c.req.param('orderId'));
    return order ? c.json(orderView(order)) : c.json({ message: 'Order not found' }, 404);
  });

  // Any non-empty bearer token is accepted: the sandbox only checks that the app sends one (D15).
  app.use('/subscriber/*', async (c, next) => {
    const authorization = c.req.header('authorization') ?? '';
    if (!/^Bearer\s+\S+/i.test(authorization)) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.json({ message: 'A bearer token is required' }, 401);
    }
    await next();
  });

  app.get('/subscriber/order/:id', (c) => {
    const order = findOrder(db, c.req.param('id'));
    return order ? c.json(orderView(order)) : c.json({ message: 'Order not found' }, 404);
  });

  app.get('/subscriber/fulfillment/:id', (c) => {
    const order = findOrderByFulfillment(db, c.req.param('id'));
    return order
      ? c.json(fulfillmentView(order))
      : c.json({ message: 'Fulfillment not found' }, 404);
  });

  return app;
}
