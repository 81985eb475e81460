// @vitest-environment node
// Step 2 under the contact rules of each profile (D42, D43): phone and e-mail "if you have one",
// no P.O. box at home, "is this a temporary address?", and a zip code of another state.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isPoBox } from '../../machines/answers/po-box';
import { stateOfZip } from '../../machines/answers/zip-states';
import { DEFAULT_PROGRAM_RULES } from '../../machines/program-rules';
import { answerSchema } from '../../machines/step-answers';
import { type ContactInfo, zipOfOtherState } from '../../machines/steps/contact-info';
import { answersUnder } from '../support/application-fixture';
import { settingsModule } from '../support/settings-module';

const lifeline = settingsModule('lifeline').programRules;
const acp = DEFAULT_PROGRAM_RULES;

const acpAnswer = answersUnder(acp).contactInfo as ContactInfo;
const lifelineAnswer = answersUnder(lifeline).contactInfo as ContactInfo;

/** The problem keys of `answer` under `rules`, by field; `ok` when it passes. */
function judge(rules: typeof acp, answer: object) {
  const result = v.safeParse(
    answerSchema('contactInfo', { rules, answers: {}, today: new Date() }),
    answer,
    {
      abortPipeEarly: true,
    },
  );
  if (result.success) return { ok: result.output };
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue), issue.message]));
}

describe('a P.O. box (D43)', () => {
  it.each([
    'PO Box 12',
    'P.O. Box 12',
    'p.o. box 12',
    'P. O. Box 12',
    'P.O.Box12',
    'POBox 9',
    'POB 12',
    'P.O.B. 5',
    'Post Office Box 3',
    'post office box 3',
    'Box 123',
    'BOX #12',
    'Apartado postal 45',
    'APARTADO POSTAL 45',
    'Apdo. 45',
    'Apartado de correos 3',
    // Issue 37: spellings that passed as a home address.
    'Caja Postal 12',
    'caja de correos 8',
    'P.0. Box 12',
    'P0 Box 7',
    'Postal Box 12',
    'PMB 220',
    '123 Main St PMB 220',
    'Private Mailbox 4',
    'General Delivery',
    'GENERAL DELIVERY, Window Rock',
    'Entrega General',
    'Apartado 45',
    'Casilla 45',
    'Casilla postal 45',
    'Casilla de correo 9',
    'Caja #12',
    'PO Drawer 5',
  ])('is recognised as %s', (address) => {
    expect(isPoBox(address)).toBe(true);
  });

  it.each([
    '1420 Calle del Sol SW',
    '12 Box Elder St',
    '3 Boxwood Ln',
    '4 Poblano St',
    '1 Po Blvd',
    'Apt 4B, 12 Main St',
    'RR 2 Box 15',
    'HC 1 Box 5',
    '12 Postal Rd',
    '8 Post Rd',
    '45 General Lee Ave',
    '9 Delivery Ln',
    '7 Calle Casillas',
    'Calle Caja de Muertos 3',
    '2 Pembroke Pl',
    '15 Cajas Ct',
    '3 Drawbridge Way',
    '1 P Obispo St',
    '100 Pobre Way',
  ])('is not seen in the street address %s', (address) => {
    expect(isPoBox(address)).toBe(false);
  });

  it('is refused as the home address under Lifeline, with its own message, and kept as mailing address', () => {
    expect(judge(lifeline, { ...lifelineAnswer, address: 'P.O. Box 2231' })).toEqual({
      address: 'addressPoBox',
    });
    // The fixture's mailing address is a P.O. box: allowed.
    expect(lifelineAnswer.contactAddress).toBe('PO Box 2231');
    expect(judge(lifeline, lifelineAnswer)).toHaveProperty('ok');
  });

  it('is taken as the home address under the ACP, as A §5 takes any address', () => {
    expect(judge(acp, { ...acpAnswer, address: 'P.O. Box 2231' })).toHaveProperty('ok');
  });
});

describe('phone and e-mail (D42)', () => {
  it('may both be empty under Lifeline, and are sent as empty', () => {
    const result = judge(lifeline, { ...lifelineAnswer, contactPhoneNumber: '', contactEmail: '' });
    expect(result).toHaveProperty('ok');
    expect((result as { ok: ContactInfo }).ok).toMatchObject({
      contactPhoneNumber: '',
      contactEmail: '',
    });
  });

  it('are still checked under Lifeline when given', () => {
    expect(
      judge(lifeline, { ...lifelineAnswer, contactPhoneNumber: '555', contactEmail: 'ana@' }),
    ).toEqual({ contactPhoneNumber: 'phoneInvalid', contactEmail: 'emailInvalid' });
  });

  it('are required under the ACP (A §5)', () => {
    expect(judge(acp, { ...acpAnswer, contactPhoneNumber: '', contactEmail: '' })).toEqual({
      contactPhoneNumber: 'phoneRequired',
      contactEmail: 'emailRequired',
    });
  });

  it('leave the contact consent required under Lifeline (D31) of someone who gave either', () => {
    expect(judge(lifeline, { ...lifelineAnswer, consent: false })).toEqual({ consent: 'consent' });
    for (const given of [{ contactEmail: '' }, { contactPhoneNumber: '' }]) {
      expect(judge(lifeline, { ...lifelineAnswer, ...given, consent: false })).toEqual({
        consent: 'consent',
      });
    }
  });

  it('D58: ask no consent of someone who gave neither, and keep it as not given', () => {
    const neither = { ...lifelineAnswer, contactPhoneNumber: ' ', contactEmail: '' };
    const result = judge(lifeline, { ...neither, consent: undefined });
    expect(result).toHaveProperty('ok');
    expect((result as { ok: ContactInfo }).ok.consent).toBe(false);
    // Ticked before the phone was emptied: no consent to a contact that cannot be made.
    expect((judge(lifeline, { ...neither, consent: true }) as { ok: ContactInfo }).ok.consent).toBe(
      false,
    );
  });

  it('keep the consent required under the ACP, where both are asked (A §5)', () => {
    expect(judge(acp, { ...acpAnswer, consent: false })).toEqual({ consent: 'consent' });
  });
});

describe('a temporary address (D43)', () => {
  it('is asked under Lifeline: yes or no, kept in the answer', () => {
    expect(judge(lifeline, { ...lifelineAnswer, temporaryAddress: '' })).toEqual({
      temporaryAddress: 'temporaryAddress',
    });
    const { temporaryAddress: _left, ...unanswered } = lifelineAnswer;
    expect(judge(lifeline, unanswered)).toEqual({ temporaryAddress: 'temporaryAddress' });
    expect(judge(lifeline, { ...lifelineAnswer, temporaryAddress: '1' })).toMatchObject({
      ok: { temporaryAddress: '1' },
    });
  });

  it('is not asked under the ACP, whose answer has no field for it', () => {
    const result = judge(acp, { ...acpAnswer, temporaryAddress: '1' });
    expect(result).toHaveProperty('ok');
    expect((result as { ok: ContactInfo }).ok).not.toHaveProperty('temporaryAddress');
    expect((result as { ok: ContactInfo }).ok).not.toHaveProperty('zipStateConfirmed');
  });
});

describe('a zip code of another state (D43)', () => {
  it('knows the state of a zip code by the coverage check’s USPS ranges', () => {
    expect(stateOfZip('90210')).toBe('CA');
    expect(stateOfZip('10001')).toBe('NY');
    expect(stateOfZip('99501')).toBe('AK');
    expect(stateOfZip('1234')).toBeNull();
    expect(zipOfOtherState('90210', 'NY')).toBe('CA');
    expect(zipOfOtherState('90210', 'CA')).toBeNull();
    // A zip code in no range (military, unassigned) is nothing to question.
    expect(zipOfOtherState('09001', 'NY')).toBeNull();
  });

  it('is questioned under Lifeline until the applicant says both are right', () => {
    const mismatch = { ...lifelineAnswer, zipCode: '90210', state: 'NY' };
    expect(judge(lifeline, mismatch)).toEqual({ zipCode: 'zipOtherState' });
    expect(judge(lifeline, { ...mismatch, zipStateConfirmed: true })).toMatchObject({
      ok: { zipCode: '90210', state: 'NY', zipStateConfirmed: true },
    });
  });

  it('keeps no confirmation where there was nothing to confirm', () => {
    expect(judge(lifeline, { ...lifelineAnswer, zipStateConfirmed: true })).toMatchObject({
      ok: { zipStateConfirmed: false },
    });
  });

  it('shows with the other messages at once (D23)', () => {
    expect(
      judge(lifeline, {
        ...lifelineAnswer,
        zipCode: '90210',
        state: 'NY',
        temporaryAddress: '',
        city: '',
      }),
    ).toEqual({
      zipCode: 'zipOtherState',
      temporaryAddress: 'temporaryAddress',
      city: 'cityRequired',
    });
  });

  it('passes under the ACP', () => {
    expect(judge(acp, { ...acpAnswer, zipCode: '90210', state: 'NY' })).toHaveProperty('ok');
  });
});

describe('second address lines and a Puerto Rico urbanization (D52)', () => {
  it('asks a second line for the home and the mailing address under Lifeline, kept as typed', () => {
    const result = judge(lifeline, {
      ...lifelineAnswer,
      address2: ' Apt 4B ',
      contactAddress2: 'Suite 5',
    });
    expect(result.ok).toMatchObject({ address2: 'Apt 4B', contactAddress2: 'Suite 5' });
  });

  it('refuses a P.O. box on the home’s second line under Lifeline, and takes one on the mailing address’s', () => {
    for (const address2 of ['PO Box 12', 'Caja Postal 12', 'PMB 220']) {
      expect(judge(lifeline, { ...lifelineAnswer, address2 }), address2).toEqual({
        address2: 'address2PoBox',
      });
    }
    expect(judge(lifeline, { ...lifelineAnswer, contactAddress2: 'PO Box 12' })).toHaveProperty(
      'ok',
    );
  });

  it('copies the home’s second line to the mailing address that is the same', () => {
    const result = judge(lifeline, {
      ...lifelineAnswer,
      address2: 'Apt 4B',
      mailingSameAsHome: true,
      contactAddress2: 'left over',
    });
    expect(result.ok).toMatchObject({ contactAddress2: 'Apt 4B' });
  });

  it('asks the urbanization of a Puerto Rico home only, and keeps none elsewhere', () => {
    const puertoRico = { address: '150 Calle A', city: 'San Juan', state: 'PR', zipCode: '00926' };
    expect(
      judge(lifeline, { ...lifelineAnswer, ...puertoRico, urbanization: 'Urb. Las Gladiolas' }).ok,
    ).toMatchObject({ urbanization: 'Urb. Las Gladiolas' });
    // Optional: many Puerto Rico addresses have none.
    expect(
      judge(lifeline, { ...lifelineAnswer, ...puertoRico, urbanization: '' }).ok,
    ).toMatchObject({ urbanization: '' });
    // A value left from a Puerto Rico answer goes when the state is another.
    expect(
      judge(lifeline, { ...lifelineAnswer, urbanization: 'Urb. Las Gladiolas' }).ok,
    ).toMatchObject({ urbanization: '' });
  });

  it('asks none of them under the ACP, whose answer stays A §5’s', () => {
    const result = judge(acp, { ...acpAnswer, address2: 'Apt 4B', urbanization: 'Urb. X' });
    expect(result.ok).not.toHaveProperty('address2');
    expect(result.ok).not.toHaveProperty('contactAddress2');
    expect(result.ok).not.toHaveProperty('urbanization');
  });
});
