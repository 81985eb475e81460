// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { enrolmentMachine } from '../../../machines/enrolment.machine';
import { coverageCalls } from '../../../src/app/flow/calls/coverage-calls';
import { orderCalls } from '../../../src/app/flow/calls/order-calls';
import { enrolmentActors, isCallName, loadCall } from '../../../src/app/flow/enrolment-actors';

describe('the machine’s API calls', () => {
  it('start in the same task once their code has arrived, not after another import() round', async () => {
    await loadCall('checkCoverage');
    const checkCoverage = vi
      .spyOn(coverageCalls, 'checkCoverage')
      .mockResolvedValue({ zipCode: '10001', state: 'NY', served: true });
    createActor(enrolmentActors.checkCoverage, { input: { zipCode: '10001' } }).start();
    // Synchronously: the request is on its way before the browser gets to paint.
    expect(checkCoverage).toHaveBeenCalledWith({ zipCode: '10001' });
  });

  it('fetch their own group’s code when they start without it (DEC-167)', async () => {
    const lookUpOrder = vi
      .spyOn(orderCalls, 'lookUpOrder')
      .mockResolvedValue({ kind: 'missing' } as never);
    const actor = createActor(enrolmentActors.lookUpOrder, { input: { orderId: 'ORD-1' } });
    const done = new Promise((resolve) => actor.subscribe({ complete: () => resolve(undefined) }));
    actor.start();
    await done;
    expect(lookUpOrder).toHaveBeenCalledWith({ orderId: 'ORD-1' });
  });

  it('are every call the machine invokes, each with a loader, and nothing else', () => {
    const invoked = Object.keys(enrolmentMachine.implementations.actors);
    expect(new Set(Object.keys(enrolmentActors))).toEqual(new Set(invoked));
    for (const name of invoked) expect(isCallName(name), name).toBe(true);
    expect(isCallName('toString')).toBe(false);
    expect(isCallName('checkEverything')).toBe(false);
  });
});
