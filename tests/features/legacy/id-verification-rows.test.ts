// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  type ChosenFile,
  legacyIdentityPageFields,
  PHOTO_MAX_BYTES,
  photoProblem,
} from '../../../machines/steps/legacy-identity-page';
import {
  formatMegabytes,
  idVerificationWords,
} from '../../../src/features/legacy/id-verification-words';
import { legacyValidation } from './legacy-validation';

const { check: validate, messages: m } = legacyValidation(
  legacyIdentityPageFields,
  idVerificationWords,
);

const file = (name: string, type: string, size = 1000): ChosenFile => ({ name, type, size });

const documentForm = {
  method: 'document',
  ssn4: '',
  documentType: 'passport',
  documentNumber: ' X1234567 ',
  photoName: file('passport.png', 'image/png'),
};
const check = (changes: Record<string, unknown>) => validate({ ...documentForm, ...changes });

describe('the attached file (B §5, §9)', () => {
  it('accepts jpg, jpeg, png, pdf and gif, by extension and type', () => {
    for (const [name, type] of [
      ['a.jpg', 'image/jpeg'],
      ['a.JPEG', 'image/jpeg'],
      ['a.png', 'image/png'],
      ['a.pdf', 'application/pdf'],
      ['a.gif', 'image/gif'],
      ['a.jpg', ''],
    ] as const) {
      expect(photoProblem(file(name, type))).toBeNull();
    }
  });

  it('refuses other types, whatever the name or the type claims', () => {
    expect(photoProblem(file('a.heic', 'image/heic'))).toBe('photoKind');
    expect(photoProblem(file('a.png', 'text/html'))).toBe('photoKind');
    expect(photoProblem(file('png', 'image/png'))).toBe('photoKind');
  });

  it('allows up to 10 MB, and refuses an empty file', () => {
    expect(photoProblem(file('a.png', 'image/png', PHOTO_MAX_BYTES))).toBeNull();
    expect(photoProblem(file('a.png', 'image/png', PHOTO_MAX_BYTES + 1))).toBe('photoSize');
    expect(photoProblem(file('a.png', 'image/png', 0))).toBe('photoEmpty');
  });

  it('names the size of a larger file, in the reader’s language, never rounded down', () => {
    const result = check({ photoName: file('a.png', 'image/png', PHOTO_MAX_BYTES + 1) });
    expect(result.ok ? null : result.errors.photoName?.values).toEqual({ size: '10.1 MB' });
    expect(formatMegabytes(11 * 1024 * 1024, 'en')).toBe('11 MB');
    expect(formatMegabytes(12.34 * 1024 * 1024, 'es')).toBe('12,4 MB');
  });
});

describe('the ID page’s rows (machines/steps/legacy-identity-page.ts)', () => {
  it('takes the SSN choice with its digits', () => {
    expect(check({ method: 'ssn', ssn4: '1234', photoName: '' })).toEqual({
      ok: true,
      value: { method: 'ssn', ssn4: '1234', documentType: '', documentNumber: '', photoName: '' },
    });
    expect(check({ method: 'ssn', ssn4: '12' })).toEqual({
      ok: false,
      errors: { ssn4: m.ssn4Invalid },
    });
  });

  it('takes a document with its trimmed number and the photo’s name only', () => {
    expect(check({})).toEqual({
      ok: true,
      value: {
        method: 'document',
        ssn4: '',
        documentType: 'passport',
        documentNumber: 'X1234567',
        photoName: 'passport.png',
      },
    });
  });

  it('reports every missing part of a document at once (D23)', () => {
    expect(check({ documentType: '', documentNumber: '  ', photoName: '' })).toEqual({
      ok: false,
      errors: {
        documentType: m.documentType,
        documentNumber: m.documentNumber,
        photoName: m.photo,
      },
    });
  });

  it('reports a bad file with the other fields, and takes an earlier file’s name', () => {
    const bad = check({ documentType: '', photoName: file('a.exe', 'application/x-msdownload') });
    expect(bad).toEqual({
      ok: false,
      errors: { documentType: m.documentType, photoName: m.photoKind },
    });
    const earlier = check({ photoName: 'old.pdf' });
    expect(earlier.ok && earlier.value.photoName).toBe('old.pdf');
  });
});
