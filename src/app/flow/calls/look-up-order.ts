import * as v from 'valibot';
import type { OrderLookup } from '../../../../machines/flow-types';
import { apiClient, parseBody, readAnswer } from '../../../api/client';

// `lookUpOrder`: GET /public/order/{orderId}: the fulfilment id, or the provider's message
// (A §8). The confirmation looks its order up (also on a reload): this call alone, so that page
// does not wait for the enrolment's request builders and schemas.

const OrderBody = v.looseObject({
  fulfillmentId: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  message: v.optional(v.nullable(v.string())),
});

export async function lookUpOrder(input: { orderId: string }): Promise<OrderLookup> {
  const answer = await readAnswer(
    apiClient.get(`public/order/${encodeURIComponent(input.orderId)}`),
  );
  const body = parseBody(OrderBody, answer.body ?? {});
  const fulfillmentId = body.fulfillmentId == null ? '' : String(body.fulfillmentId);
  return { fulfillmentId, message: body.message ?? (fulfillmentId ? '' : 'Order not found') };
}
