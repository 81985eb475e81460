import { onTabForgotten } from '../../lib/tab-storage';
import { flowSavedAt } from './flow-storage';

// Whether this tab has a flow yet: the machine running, or answers kept from an earlier visit.
// Module state in the first chunk: the route must know before the machine's code is fetched.
let started = false;

onTabForgotten(() => {
  started = false;
});

/** The enrolment actor calls this when it starts. */
export function noteFlowStarted(): void {
  started = true;
}

/**
 * A fresh start: no machine yet and nothing kept in the tab. Only then is the first screen
 * certain to be the zip form with nothing in it, which a fresh tab can draw before the machine
 * arrives (DEC-156); with a flow kept, the machine decides what the URL shows.
 */
export function isFreshStart(): boolean {
  return !started && flowSavedAt() === null;
}
