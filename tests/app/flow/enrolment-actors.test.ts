// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { enrolmentMachine } from '../../../machines/enrolment.machine';
import { toFailure } from '../../../machines/enrolment-setup';
import {
  callGroups,
  enrolmentActors,
  isCallName,
  loadCall,
} from '../../../src/app/flow/enrolment-actors';
import { onSiteUpdated, siteUpdated } from '../../../src/lib/site-replaced';

const calls = vi.hoisted(() => ({
  checkCoverage: vi.fn(),
  lookUpOrder: vi.fn(),
  checkStatus: vi.fn(),
}));
vi.mock('../../../src/app/flow/calls/check-coverage', () => ({
  checkCoverage: calls.checkCoverage,
}));
vi.mock('../../../src/app/flow/calls/look-up-order', () => ({ lookUpOrder: calls.lookUpOrder }));
// The status call's chunk is lost while `down` (issue 28 §11).
const line = vi.hoisted(() => ({ down: false }));
vi.mock('../../../src/app/flow/calls/check-status', () => {
  if (line.down) throw new TypeError('Failed to fetch dynamically imported module');
  return { checkStatus: calls.checkStatus };
});
// The tablet's call's chunk is gone for good: a deploy replaced the build (DEC-188).
vi.mock('../../../src/app/flow/calls/find-tablet', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('the machine’s API calls', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('start in the same task once their code has arrived, not after another import() round', async () => {
    await loadCall('checkCoverage');
    const checkCoverage = calls.checkCoverage.mockResolvedValue({
      zipCode: '10001',
      state: 'NY',
      served: true,
    });
    createActor(enrolmentActors.checkCoverage, { input: { zipCode: '10001' } }).start();
    // Synchronously: the request is on its way before the browser gets to paint.
    expect(checkCoverage).toHaveBeenCalledWith({ zipCode: '10001' });
  });

  it('fetch their own code when they start without it (DEC-167)', async () => {
    const lookUpOrder = calls.lookUpOrder.mockResolvedValue({ kind: 'missing' } as never);
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
    // Each in one group, fetched with the calls it is built with.
    expect(callGroups.flat().sort()).toEqual([...invoked].sort());
  });

  it('issue 28 §11: fail like a lost connection when their code is lost, and fetch it again next time', async () => {
    line.down = true;
    // The server still has the tab's build: it is the connection.
    const probe = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', probe);
    // (Vitest wraps the loader's TypeError in its own words: any error is a lost chunk here.)
    await expect(loadCall('checkStatus')).rejects.toThrow();
    const input = { applicationId: 'APP-1', firstName: 'Ada', lastName: 'Diaz' } as never;
    const lost = toPromise(createActor(enrolmentActors.checkStatus, { input }).start());
    // The machine reads it as a failure of the network: its words say to check the connection.
    expect(toFailure(await lost.catch((error: unknown) => error))).toEqual({ kind: 'network' });
    expect(probe).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ method: 'HEAD' }),
    );
    expect(siteUpdated()).toBe(false);

    line.down = false;
    const checkStatus = calls.checkStatus.mockResolvedValue({ status: 'COMPLETE' } as never);
    await expect(
      toPromise(createActor(enrolmentActors.checkStatus, { input }).start()),
    ).resolves.toEqual({ status: 'COMPLETE' });
    expect(checkStatus).toHaveBeenCalledTimes(1);
  });

  it('DEC-188: tell the page’s frame when their code is gone because the build was replaced', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 404 })),
    );
    const told = vi.fn();
    onSiteUpdated(told);
    const lost = toPromise(createActor(enrolmentActors.findTablet).start());
    // The machine still has its failure (the page behind the frame's dialog says it too).
    expect(toFailure(await lost.catch((error: unknown) => error))).toEqual({ kind: 'network' });
    expect(told).toHaveBeenCalledOnce();
    expect(siteUpdated()).toBe(true);
  });
});
