import type { KyInstance } from 'ky';
import * as v from 'valibot';
import type { OrderLookup } from '../../machines/flow-types';
import { apiClient, parseBody, readAnswer } from './client';

const OrderBody = v.looseObject({
  fulfillmentId: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  message: v.optional(v.nullable(v.string())),
});

/** `GET /public/order/{orderId}`: the fulfilment id, or the provider's message (A §8). */
export async function getOrder(orderId: string, api: KyInstance = apiClient): Promise<OrderLookup> {
  const answer = await readAnswer(api.get(`public/order/${encodeURIComponent(orderId)}`));
  const body = parseBody(OrderBody, answer.body ?? {});
  const fulfillmentId = body.fulfillmentId == null ? '' : String(body.fulfillmentId);
  return { fulfillmentId, message: body.message ?? (fulfillmentId ? '' : 'Order not found') };
}
