import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type {
  ChosenFile,
  legacyIdentityPageFields,
} from '../../../machines/steps/legacy-identity-page';
import type { StepWords } from '../../components/step-form/field-words';
import { ssn4Words } from './question-words';

// The ID page's words (B §2, §3, §5, D14, D27), a row each for the rows of
// machines/steps/legacy-identity-page.ts (the identity's, and the SSN digits asked again).

/** "11.4 MB" in the reader's language; never rounds a too-large file down to "10 MB". */
export function formatMegabytes(bytes: number, locale: string): string {
  const megabytes = Math.ceil((bytes / (1024 * 1024)) * 10) / 10;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(megabytes)} MB`;
}

export const idVerificationWords: StepWords<typeof legacyIdentityPageFields> = {
  method: {
    label: msg`How do you want to confirm who you are?`,
    options: {
      ssn: msg`With the last 4 digits of my Social Security number`,
      document: msg`With a government document`,
    },
    optionHints: {
      document: msg`A driver’s license, a Taxpayer Identification Number or a passport`,
    },
    messages: { method: msg`Choose how you want to confirm who you are` },
    review: msg`How you confirm who you are`,
    // A document's lines are its own rows' (its type, its number, its photo).
    reviewValue: (value, { i18n }) =>
      value === 'ssn' ? i18n._(msg`Last 4 digits of your Social Security number`) : '',
  },
  ssn4: ssn4Words,
  documentType: {
    label: msg`Type of document`,
    // B §3's government IDs, by the code the provider knows them by.
    options: {
      driver_license: msg`Driver’s license`,
      taxpayer_identification_number: msg`Taxpayer Identification Number`,
      passport: msg`Passport`,
    },
    messages: { documentType: msg`Choose the type of document` },
  },
  documentNumber: {
    label: msg`Document number`,
    hint: msg`As it is printed on the document. We send it only with your application and never store it.`,
    forgotten: msg`For your safety we do not keep your document’s number when the page reloads. Please enter it again.`,
    messages: { documentNumber: msg`Enter the number shown on your document` },
    reviewValue: (value, { i18n }) =>
      String(value ?? '').trim()
        ? i18n._(msg`Number given (hidden for your privacy)`)
        : i18n._(msg`Number not kept after the page reloaded: please type it again below`),
  },
  photoName: {
    label: msg`Photo or scan of your document`,
    hint: msg`Under 10 MB; jpg, jpeg, png, pdf or gif`,
    messages: {
      photo: msg`Attach a photo or scan of your document`,
      photoKind: msg`This file cannot be used. Attach a jpg, jpeg, png, pdf or gif file.`,
      photoEmpty: msg`This file is empty. Attach another photo or scan.`,
      // The file's size in the reader's language.
      photoSize: ({ values, i18n }) => {
        const chosen = values.photoName as ChosenFile | string | undefined;
        const size = formatMegabytes(typeof chosen === 'object' ? chosen.size : 0, i18n.locale);
        return msg`This file is ${size}. Attach a file under 10 MB, for example a smaller photo.`;
      },
    },
    after: () => (
      <p className="notice">
        <Trans>
          The photo stays on your device: we do not send it anywhere. Keep it at hand: if the
          National Verifier needs to see your document, it will ask you for it.
        </Trans>
      </p>
    ),
    reviewValue: (value, { i18n }) => {
      const photoName = String(value ?? '');
      return photoName ? i18n._(msg`Photo: ${photoName}`) : '';
    },
  },
};
