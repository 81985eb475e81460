// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  checkIdentity,
  formatMegabytes,
  type IdVerificationForm,
  idVerificationForm,
  idVerificationMessages,
  PHOTO_MAX_BYTES,
  photoProblem,
} from '../../../src/features/legacy/id-verification-schema';
import { beforeProgram, documentIdentity, withDocument } from './legacy-answers-fixture';

function file(name: string, type: string, size = 1000): File {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

const documentForm: IdVerificationForm = {
  method: 'document',
  ssn4: '',
  documentType: 'passport',
  documentNumber: ' X1234567 ',
  photo: file('passport.png', 'image/png'),
  earlierPhotoName: '',
};

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
      expect(photoProblem(file(name, type), 'en')).toBeNull();
    }
  });

  it('refuses other types, whatever the name or the type claims', () => {
    expect(photoProblem(file('a.heic', 'image/heic'), 'en')).not.toBeNull();
    expect(photoProblem(file('a.png', 'text/html'), 'en')).not.toBeNull();
    expect(photoProblem(file('png', 'image/png'), 'en')).not.toBeNull();
  });

  it('allows up to 10 MB and names the size of a larger file', () => {
    expect(photoProblem(file('a.png', 'image/png', PHOTO_MAX_BYTES), 'en')).toBeNull();
    const problem = photoProblem(file('a.png', 'image/png', PHOTO_MAX_BYTES + 1), 'en');
    expect(problem?.values).toEqual({ size: '10.1 MB' });
    expect(photoProblem(file('a.png', 'image/png', 0), 'en')).not.toBeNull();
  });

  it('writes sizes in the reader’s language, never rounding down to the limit', () => {
    expect(formatMegabytes(11 * 1024 * 1024, 'en')).toBe('11 MB');
    expect(formatMegabytes(12.34 * 1024 * 1024, 'es')).toBe('12,4 MB');
  });
});

describe('the ID page’s answer', () => {
  it('sends the SSN choice with its digits', () => {
    expect(
      checkIdentity({ ...documentForm, method: 'ssn', ssn4: '1234', photo: null }, 'en'),
    ).toEqual({
      ok: true,
      value: {
        identity: { method: 'ssn', documentType: '', documentNumber: '', photoName: '' },
        ssn4: '1234',
      },
    });
    expect(checkIdentity({ ...documentForm, method: 'ssn', ssn4: '12' }, 'en')).toEqual({
      ok: false,
      errors: { ssn4: idVerificationMessages.ssn4Invalid },
    });
  });

  it('sends a document with its trimmed number and the photo’s name only', () => {
    expect(checkIdentity(documentForm, 'en')).toEqual({
      ok: true,
      value: {
        identity: {
          method: 'document',
          documentType: 'passport',
          documentNumber: 'X1234567',
          photoName: 'passport.png',
        },
      },
    });
  });

  it('reports every missing part of a document at once (D23)', () => {
    const result = checkIdentity(
      { ...documentForm, documentType: '', documentNumber: '  ', photo: null },
      'en',
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        documentType: idVerificationMessages.documentType,
        documentNumber: idVerificationMessages.documentNumber,
        photo: idVerificationMessages.photo,
      },
    });
  });

  it('reports a bad file with the other fields, and takes an earlier file’s name', () => {
    const bad = checkIdentity(
      { ...documentForm, photo: file('a.exe', 'application/x-msdownload') },
      'en',
    );
    expect(bad.ok ? null : Object.keys(bad.errors)).toEqual(['photo']);
    const earlier = checkIdentity(
      { ...documentForm, photo: null, earlierPhotoName: 'old.pdf' },
      'en',
    );
    expect(earlier.ok && earlier.value.identity.photoName).toBe('old.pdf');
  });

  it('opens with the SSN choice and the question page’s digits, or the earlier answer', () => {
    expect(idVerificationForm(beforeProgram)).toMatchObject({ method: 'ssn', ssn4: '6789' });
    expect(idVerificationForm(withDocument)).toMatchObject({
      method: 'document',
      documentType: documentIdentity.documentType,
      earlierPhotoName: 'passport.jpg',
      photo: null,
    });
  });
});
