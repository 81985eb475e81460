// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { enrolmentActors, loadEnrolmentCalls } from '../../../src/app/flow/enrolment-actors';
import { enrolmentCalls } from '../../../src/app/flow/enrolment-calls';

describe('the machine’s API calls', () => {
  it('start in the same task once their code has arrived, not after another import() round', async () => {
    await loadEnrolmentCalls();
    const checkCoverage = vi
      .spyOn(enrolmentCalls, 'checkCoverage')
      .mockResolvedValue({ zipCode: '10001', state: 'NY', served: true });
    createActor(enrolmentActors.checkCoverage, { input: { zipCode: '10001' } }).start();
    // Synchronously: the request is on its way before the browser gets to paint.
    expect(checkCoverage).toHaveBeenCalledWith({ zipCode: '10001' });
  });
});
