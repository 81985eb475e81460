import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { env } from '../../config/env';
import { flowPaths, informationPaths } from '../../config/paths';
import { useFlow } from '../../lib/flow-context';
import { PROVIDER_LANG } from '../../shared/guidance/failure-headlines';
import { LegacyLayout } from './legacy-layout';

/** /NotVerifedEligiblePage (B §4): FAILURE. The answer's message and what to do next. */
export function NotVerifiedEligiblePage() {
  const message = useFlow((snapshot) => snapshot.context.failure?.message ?? '');
  const { supportEmail, supportPhone } = env;

  return (
    <LegacyLayout screen="legacyNotVerified">
      {message && (
        <div className="notice notice--error" role="alert">
          {/* B §4: the answer's own words, as text, in the provider's language. */}
          <p lang={PROVIDER_LANG}>{message}</p>
        </div>
      )}
      <p>
        <Trans>
          The National Verifier could not confirm from your answers that your household qualifies.
          This does not always mean that it does not: often a detail did not match its records.
        </Trans>
      </p>
      <h2>
        <Trans>What you can do</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Check that the program you chose is one your household takes part in now, and that your
            name, date of birth and address are written as on your official documents.
          </Trans>
        </li>
        <li>
          <Trans>
            If you confirmed who you are with a document, check that its number is right and that
            the document has not expired.
          </Trans>
        </li>
        <li>
          <Trans>
            Apply with the full application. It asks a few more questions, including whether your
            household qualifies through its income.
          </Trans>{' '}
          <Link to={flowPaths.zip}>
            <Trans>Start the full application</Trans>
          </Link>
        </li>
        <li>
          <Trans>
            Ask us for help: e-mail <a href={`mailto:${supportEmail}`}>{supportEmail}</a> or call{' '}
            <a href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`}>{supportPhone}</a>, or write to
            us on the <Link to={informationPaths.contact}>contact page</Link>.
          </Trans>
        </li>
        <li>
          <Trans>
            If you applied before, you can{' '}
            <Link to={flowPaths.checkStatus}>check your application status</Link>.
          </Trans>
        </li>
      </ul>
    </LegacyLayout>
  );
}
