import type { OrderLookup } from '../../../../machines/flow-types';
import { getOrder } from '../../../api/orders';

// The order's confirmation looks its order up (also on a reload): this call alone, so that page
// does not wait for the enrolment's request builders and schemas.
export const orderCalls = {
  lookUpOrder: (input: { orderId: string }): Promise<OrderLookup> => getOrder(input.orderId),
};
