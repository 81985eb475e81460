import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { currentScreen } from '../../../machines/screen-route';
import { useFlow, useFlowSend } from '../../lib/flow-context';
import { ACTIVITY_EVENTS, APPLICATION_ENDS, IDLE_WARNING_MS, IDLE_WIPE_MS } from './shift-screens';

// D57: what a representative's shift adds to every flow page, loaded only while one is
// assisting (src/app/flow/flow-screen.tsx): the header says who is assisting, with "Next
// applicant" where an application has come to its end and "End shift" everywhere; 10 minutes
// without a touch wipe the applicant's data (warned 2 minutes before, as the session's
// time-out warns); and the browser offers no applicant's earlier answers (autocomplete off).

const TICK_MS = 15 * 1000;
const clock = () => Date.now();

/** The header's line: who is assisting, and the shift's two buttons. */
function ShiftBar() {
  const send = useFlowSend();
  const repId = useFlow((snapshot) => snapshot.context.representative);
  const atEnd = useFlow((snapshot) => {
    const screen = currentScreen(snapshot);
    return screen !== null && APPLICATION_ENDS.has(screen);
  });
  const slot = typeof document === 'undefined' ? null : document.getElementById('shift-bar');
  const bar = (
    <section className="shift-bar" aria-labelledby="shift-bar-title">
      <p id="shift-bar-title" className="shift-bar__text">
        <Trans>
          A representative is assisting: <strong>{repId}</strong>
        </Trans>
      </p>
      <div className="shift-bar__actions">
        {atEnd && (
          <button type="button" className="button" onClick={() => send({ type: 'applicant.next' })}>
            <Trans>Next applicant</Trans>
          </button>
        )}
        <button type="button" className="link-button" onClick={() => send({ type: 'shift.ended' })}>
          <Trans>End shift</Trans>
        </button>
      </div>
    </section>
  );
  return slot ? createPortal(bar, slot) : bar;
}

/**
 * 10 minutes without a touch: the applicant's data is wiped. Two minutes before, a dialog
 * says so and offers "I'm still here", as the session's time-out warning does (WCAG 2.2.1).
 */
export function IdleWipe({ now = clock }: { now?: () => number }) {
  const send = useFlowSend();
  const { t } = useLingui();
  const lastTouch = useRef(now());
  const [minutesLeft, setMinutesLeft] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    // Any touch counts while no warning shows; once it shows, only "I'm still here" does, so a
    // stray tap on the backdrop does not silently keep the previous applicant's answers.
    const touched = () => {
      if (!dialog.current?.open) lastTouch.current = now();
    };
    for (const type of ACTIVITY_EVENTS) document.addEventListener(type, touched, true);
    const check = () => {
      const left = lastTouch.current + IDLE_WIPE_MS - now();
      if (left <= 0) {
        setMinutesLeft(null);
        lastTouch.current = now();
        send({ type: 'applicant.idle' });
      } else if (left <= IDLE_WARNING_MS) {
        setMinutesLeft(Math.max(1, Math.ceil(left / 60_000)));
      } else {
        setMinutesLeft(null);
      }
    };
    const timer = window.setInterval(check, TICK_MS);
    return () => {
      window.clearInterval(timer);
      for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, touched, true);
    };
  }, [now, send]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (minutesLeft !== null && !element.open) element.showModal?.();
    if (minutesLeft === null && element.open) element.close?.();
  }, [minutesLeft]);

  const stay = () => {
    lastTouch.current = now();
    setMinutesLeft(null);
  };

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby="idle-title"
      aria-describedby="idle-text"
      onCancel={stay}
    >
      {minutesLeft !== null && (
        <>
          <h2 id="idle-title">{t`Is the applicant still here?`}</h2>
          <p id="idle-text">
            <Trans>
              Nobody has used this device for a while. To protect the applicant, we will delete
              their answers in {minutesLeft} minutes and start again for the next applicant.
            </Trans>
          </p>
          <button type="button" className="button" onClick={stay}>
            <Trans>I’m still here</Trans>
          </button>
        </>
      )}
    </dialog>
  );
}

const FIELDS = 'input, select, textarea';

/** Turn the browser's autofill off for every field in `root`, now and as pages draw. */
function autofillOff(root: ParentNode): void {
  for (const field of root.querySelectorAll(FIELDS)) {
    // Only where it is not off yet: each change is itself observed.
    if (field.getAttribute('autocomplete') !== 'off') field.setAttribute('autocomplete', 'off');
  }
}

/**
 * No autofill on a shared device: the browser would offer one applicant's name, address or
 * phone to the next. The pages keep their own `autocomplete` tokens for an applicant on their
 * own device; while a representative assists, every field of the page says off.
 */
function useNoAutofill() {
  useEffect(() => {
    // The page's main part, where every form is (the body where a page stands alone).
    const main = document.getElementById('main') ?? document.body;
    autofillOff(main);
    const observer = new MutationObserver(() => autofillOff(main));
    observer.observe(main, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['autocomplete'],
    });
    // The pages drawn after the shift draw their own tokens again.
    return () => observer.disconnect();
  }, []);
}

/** Everything a representative's shift adds to the flow's pages. */
export function AssistedShift() {
  useNoAutofill();
  return (
    <>
      <ShiftBar />
      <IdleWipe />
    </>
  );
}
