import { signing } from 'virtual:carrier-settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckboxField } from '../../../components/checkbox-field';
import { TextField } from '../../../components/text-field';
import { useProfileText } from '../../../i18n/profile-text';
import { longLocalDate } from '../../../lib/local-time';
import { SIGNATURE_MAX_LENGTH } from './agreement-schema';

export interface SignatureSectionProps {
  /** The name the signature must be ("María López"), or '' before step 1. */
  fullName: string;
  signature: string;
  signatureConsent: boolean;
  message: (field: 'signature' | 'signatureConsent') => string | undefined;
  onChange: (change: { signature?: string; signatureConsent?: boolean }) => void;
}

/**
 * Step 7's signature (A §5, D29). D56: where the profile says under what it is made (Lifeline:
 * under penalty of perjury), that declaration stands before the name and today's date after it,
 * in the applicant's language.
 */
export function SignatureSection({
  fullName,
  signature,
  signatureConsent,
  message,
  onChange,
}: SignatureSectionProps) {
  const { t, i18n } = useLingui();
  const text = useProfileText();
  const today = longLocalDate(new Date(), i18n.locale);
  return (
    <>
      <h2>
        <Trans>Your signature</Trans>
      </h2>
      {signing.declaration && (
        <p id="signature-declaration">
          <strong>{text(signing.declaration)}</strong>
        </p>
      )}
      <TextField
        id="signature"
        label={t`Your full legal name`}
        hint={
          fullName
            ? t`Type your full name, ${fullName}, as you gave it in the first step. You may add your middle name.`
            : t`Type your full name as you gave it in the first step.`
        }
        error={message('signature')}
        value={signature}
        onChange={(event) => onChange({ signature: event.target.value })}
        autoComplete="name"
        maxLength={SIGNATURE_MAX_LENGTH}
        required
      />
      {signing.declaration && (
        <p id="signature-date">
          <Trans>Date: {today}</Trans>
        </p>
      )}
      <CheckboxField
        id="signatureConsent"
        label={t`I agree that typing my name above is my electronic signature`}
        error={message('signatureConsent')}
        checked={signatureConsent}
        onChange={(event) => onChange({ signatureConsent: event.target.checked })}
        required
      />
    </>
  );
}
