// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ACCESS_DENIED, toEnrolmentAnswer } from '../../src/api/enrolment-answer';

const now = new Date('2026-11-21T10:00:00.000Z');
const read = (body: unknown, tabletRequested = false) =>
  toEnrolmentAnswer(body, { tabletRequested, now });

describe('reading an enrolment answer (B §4, §8)', () => {
  it('an order, with the subscriber id and activation code', () => {
    expect(
      read({
        order: { id: 'ORD-1' },
        nladSubscriberId: 'N1',
        activationCode: { activationCode: 'AC1' },
      }),
    ).toEqual({
      outcome: 'order',
      orderId: 'ORD-1',
      nladSubscriberId: 'N1',
      activationCode: 'AC1',
      enrolledAt: '2026-11-21T10:00:00.000Z',
    });
  });

  it('an order with a message when a tablet was asked for: the tablet was refused', () => {
    expect(read({ order: { id: 'O' }, message: 'Tablet not approved' }, true)).toMatchObject({
      outcome: 'order',
      tabletRejected: true,
    });
    expect(read({ order: { id: 'O' }, message: 'Welcome' }, false)).not.toHaveProperty(
      'tabletRejected',
    );
  });

  it('a bare string is "access denied"', () => {
    expect(read('Forbidden')).toEqual({ outcome: 'error', message: ACCESS_DENIED });
  });

  it('a url', () => {
    expect(read({ url: 'https://x.example/' })).toEqual({
      outcome: 'redirect',
      url: 'https://x.example/',
    });
  });

  it.each([
    ['APPLICATION_NOT_FOUND', 'applicationNotFound'],
    ['INVALID_APPLICATION_ID', 'applicationNotFound'],
    ['INELIGIBLE_FOR_TRANSFER', 'ineligibleForTransfer'],
    ['CANNOT_UPDATE_DEVICE', 'cannotUpdateDevice'],
    ['DUPLICATE_SUBSCRIBER', 'duplicate'],
    ['NLAD_DUPLICATE_ADDRESS', 'duplicate'],
    // D53: another person at this home (the machine decides by the rules where it leads).
    ['DUPLICATE_ADDRESS', 'duplicateAddress'],
  ])('body code %s → %s', (code, outcome) => {
    expect(read({ status: 409, body: [['error', 'subscriber', code]] }).outcome).toBe(outcome);
  });

  it('D53: DUPLICATE_ADDRESS in errors[] too, and a person already enrolled beside it is the transfer’s', () => {
    expect(
      read({ status: 409, errors: [{ code: 'DUPLICATE_ADDRESS', message: 'Home has it' }] }),
    ).toEqual({ outcome: 'duplicateAddress', message: 'Home has it', code: 'DUPLICATE_ADDRESS' });
    expect(
      read({
        status: 409,
        body: [
          ['error', 'primaryAddress1', 'DUPLICATE_ADDRESS'],
          ['error', 'subscriber', 'DUPLICATE_SUBSCRIBER'],
        ],
      }).outcome,
    ).toBe('duplicate');
  });

  it('other body codes as "field: code" joined with "; ", with the first code for its guidance', () => {
    expect(
      read({
        status: 400,
        body: [
          ['error', 'shippingZipcode', 'INVALID_ZIP'],
          ['error', 'dob', 'INVALID_DOB'],
        ],
      }),
    ).toEqual({
      outcome: 'error',
      message: 'shippingZipcode: INVALID_ZIP; dob: INVALID_DOB',
      code: 'INVALID_ZIP',
    });
    expect(read({ status: 400, body: [['error', 'dob', 'INVALID_DOB']] })).toEqual({
      outcome: 'error',
      message: 'dob: INVALID_DOB',
      code: 'INVALID_DOB',
    });
  });

  it('errors joined with ". ", else the message', () => {
    expect(read({ status: 500, errors: [{ description: 'A' }, { message: 'B' }] })).toEqual({
      outcome: 'error',
      message: 'A. B',
    });
    expect(read({ status: 500, message: 'Down' })).toEqual({ outcome: 'error', message: 'Down' });
  });

  it('a body of the wrong shape is malformed', () => {
    expect(() => read({ order: 'ORD' })).toThrow(expect.objectContaining({ kind: 'malformed' }));
  });
});
