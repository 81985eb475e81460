import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { enrolmentMachine } from '../../machines/enrolment.machine';

// Pages read tags rather than state paths: these are the contract they rely on.

function statesTagged(tag: string, node: AnyStateNode = enrolmentMachine.root): string[] {
  const here = node.tags.includes(tag) ? [node.id.replace(/^enrolment\./, '')] : [];
  return [
    ...here,
    ...Object.values(node.states).flatMap((child) => statesTagged(tag, child as AnyStateNode)),
  ];
}

function statesNamed(key: string, node: AnyStateNode = enrolmentMachine.root): string[] {
  const here = node.key === key ? [node.id.replace(/^enrolment\./, '')] : [];
  return [
    ...here,
    ...Object.values(node.states).flatMap((child) => statesNamed(key, child as AnyStateNode)),
  ];
}

describe('the tags pages read', () => {
  it('marks every timed-out state, and only those, timedOut', () => {
    expect(statesTagged('timedOut').sort()).toEqual([
      'application.agreement.timedOut',
      'enrolment.confirmAddress.timedOut',
      'enrolment.offer.timedOut',
      'enrolment.planOnly.timedOut',
      'legacy.review.timedOut',
      'transfer.confirmAddress.timedOut',
      'transfer.offer.timedOut',
    ]);
    expect(statesTagged('timedOut').sort()).toEqual(statesNamed('timedOut').sort());
  });

  it('marks the tablet look-up tablet.finding', () => {
    expect(statesTagged('tablet.finding')).toEqual(['enrolment.offer.findingTablet']);
  });
});
