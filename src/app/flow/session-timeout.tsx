import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useFlowActor } from '../../lib/flow-context';
import { FLOW_LIFETIME_MS, flowSavedAt, touchFlow } from './flow-storage';

/** WCAG 2.2.1: warn this long before D14's 72 minutes run out, with a way to extend. */
export const WARNING_BEFORE_MS = 5 * 60 * 1000;
const TICK_MS = 15 * 1000;

// One function for every render: a new default each time re-ran the check below (a read and
// parse of the whole stored flow) on every render of the flow.
const clock = () => Date.now();

/**
 * D14: the answers are wiped 72 minutes after their last change. Five minutes before, a
 * dialog says so and offers to keep them; at the end, the machine starts again.
 */
export function SessionTimeout({ now = clock }: { now?: () => number }) {
  const actor = useFlowActor();
  const { t } = useLingui();
  const [minutesLeft, setMinutesLeft] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const check = () => {
      const savedAt = flowSavedAt();
      if (savedAt === null) return setMinutesLeft(null);
      const left = savedAt + FLOW_LIFETIME_MS - now();
      if (left <= 0) {
        setMinutesLeft(null);
        actor.send({ type: 'session.expired' });
      } else if (left <= WARNING_BEFORE_MS) {
        setMinutesLeft(Math.max(1, Math.ceil(left / 60_000)));
      } else {
        setMinutesLeft(null);
      }
    };
    check();
    const timer = window.setInterval(check, TICK_MS);
    return () => window.clearInterval(timer);
  }, [actor, now]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (minutesLeft !== null && !element.open) element.showModal?.();
    if (minutesLeft === null && element.open) element.close?.();
  }, [minutesLeft]);

  const keep = () => {
    touchFlow(now());
    setMinutesLeft(null);
  };

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby="timeout-title"
      aria-describedby="timeout-text"
      onCancel={keep}
    >
      {/* Empty while closed: there is no number of minutes to say yet. */}
      {minutesLeft !== null && (
        <>
          <h2 id="timeout-title">{t`Do you need more time?`}</h2>
          <p id="timeout-text">
            <Trans>
              For your privacy, we will delete your answers in {minutesLeft} minutes unless you want
              to keep them.
            </Trans>
          </p>
          <button type="button" className="button" onClick={keep}>
            <Trans>Keep my answers</Trans>
          </button>
        </>
      )}
    </dialog>
  );
}
