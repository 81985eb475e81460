// @vitest-environment node
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { legacyReviewRows } from '../../../src/features/legacy/legacy-review-rows';
import { wordContextFor } from '../../support/word-context';
import { homeAddress, withDocument, withProgram } from './legacy-answers-fixture';

// The short form's review rows, from its pages' rows and words (the review page's test reads
// them on the page).

const context = { ...wordContextFor(), i18n: setupI18n({ locale: 'en', messages: { en: {} } }) };
const row = (legacy: typeof withProgram, id: string) =>
  legacyReviewRows(legacy, context).find((candidate) => candidate.id === id)?.value;

describe('the short form’s review rows', () => {
  it('puts Puerto Rico’s urbanization above the street, home and mailing, as the post office asks', () => {
    const inPuertoRico = {
      ...withProgram,
      homeAddress: {
        ...homeAddress,
        address: '12 Calle Rosa',
        city: 'San Juan',
        state: 'PR',
        zipCode: '00926',
        urbanizationCode: 'URB Las Gladiolas',
        mailingDiffers: true,
        contactAddress: 'PO Box 9',
        contactCity: 'San Juan',
        contactState: 'PR',
        contactZipCode: '00927',
        contactUrbCode: 'URB Sagrado',
      },
    };
    expect(row(inPuertoRico, 'home')).toEqual([
      'URB Las Gladiolas',
      '12 Calle Rosa',
      'San Juan, PR 00926',
    ]);
    expect(row(inPuertoRico, 'mailing')).toEqual(['URB Sagrado', 'PO Box 9', 'San Juan, PR 00927']);
    expect(row(withProgram, 'home')).toEqual(['1420 Calle del Sol SW', 'Albuquerque, NM 87105']);
  });

  it('lists the identity only where the ID page was asked, a line for each part', () => {
    expect(row(withProgram, 'identity')).toBeUndefined();
    expect(row(withDocument, 'identity')).toEqual([
      'Passport',
      'Number given (hidden for your privacy)',
      'Photo: passport.jpg',
    ]);
    const bySsn = {
      ...withDocument,
      identity: { method: 'ssn', documentType: '', documentNumber: '', photoName: '' },
    } as const;
    expect(row(bySsn, 'identity')).toEqual(['Last 4 digits of your Social Security number']);
  });

  it('says the phone was not given rather than leaving it out', () => {
    const noPhone = { ...withProgram, contact: { ...withProgram.contact, contactPhoneNumber: '' } };
    expect(row(noPhone as typeof withProgram, 'contactPhoneNumber')).toBe('Not given');
  });
});
