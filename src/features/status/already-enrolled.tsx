import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { fillRoute, screenRoute } from '../../../machines/screens';
import { useFlow } from '../../lib/flow-context';

/**
 * The status answer said `enrolled: true` with an order (provider-api.md): the household is
 * already enrolled through us, so the page says so and links to the order, never to enrol.
 */
export function AlreadyEnrolled() {
  const orderId = useFlow((snapshot) => snapshot.context.enrolledOrderId);
  return (
    <div className="notice" role="status">
      <p>
        <Trans>
          Your household is already enrolled with us. There is nothing more to apply for.
        </Trans>
      </p>
      <p>
        <Link to={fillRoute(screenRoute('completed'), { orderId })}>
          <Trans>See your order {orderId}</Trans>
        </Link>
      </p>
    </div>
  );
}
