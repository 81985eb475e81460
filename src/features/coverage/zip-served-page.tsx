import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { screenHeadings } from '../../../machines/screen-headings';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { flowPaths } from '../../config/paths';
import { useFlow, useFlowSend } from '../../lib/flow-context';

export function ZipServedPage() {
  const { t, i18n } = useLingui();
  const send = useFlowSend();
  const zipCode = useFlow((snapshot) => snapshot.context.zipCode);
  // D47: the short form is offered only where the profile's rules say so (not under Lifeline).
  const shortForm = useFlow((snapshot) => snapshot.context.programRules.legacyFormOffered);
  // D58, D40: what to have ready follows the profile's rules: a phone and an e-mail only "if you
  // have them" where both may be left empty, a Tribal ID where it stands in for the SSN digits.
  const { contact, identity } = useFlow((snapshot) => snapshot.context.programRules);
  return (
    <>
      <PageTitle title={t`We provide service in your area`} />
      <PageHeading>{i18n._(screenHeadings.zipServed)}</PageHeading>
      <p>
        <Trans>
          Our service reaches zip code <strong>{zipCode}</strong>.
        </Trans>
      </p>
      <h2>
        <Trans>What happens next</Trans>
      </h2>
      <p>
        <Trans>
          The application has six short steps and takes about 10 minutes. Have these ready:
        </Trans>
      </p>
      <ul>
        <li>
          {identity.tribalIdForSsn ? (
            <Trans>
              your date of birth and the last 4 digits of your Social Security number, or your
              Tribal ID if you have no Social Security number
            </Trans>
          ) : (
            <Trans>your date of birth and the last 4 digits of your Social Security number</Trans>
          )}
        </li>
        <li>
          {contact.phoneAndEmailOptional ? (
            <Trans>
              your home address, and your phone number or e-mail address if you have one (you can
              apply without them)
            </Trans>
          ) : (
            <Trans>your home address, phone number and e-mail address</Trans>
          )}
        </li>
        <li>
          <Trans>the benefit program you take part in, or your household income</Trans>
        </li>
      </ul>
      <div className="actions">
        <button
          type="button"
          className="button"
          onClick={() => send({ type: 'coverage.continued' })}
        >
          <Trans>Next</Trans>
        </button>
        <Link to={flowPaths.zip} className="link-button">
          <Trans>Check a different zip code</Trans>
        </Link>
      </div>
      {shortForm && (
        <>
          <h2>
            <Trans>Already take part in Medicaid or SNAP?</Trans>
          </h2>
          <p>
            <Trans>
              The short form asks fewer questions: your address, how to reach you, your program and
              who you are. The National Verifier checks your answers in the same way.
            </Trans>
          </p>
          <button
            type="button"
            className="link-button"
            onClick={() => send({ type: 'legacy.started' })}
          >
            <Trans>Use the short form</Trans>
          </button>
        </>
      )}
    </>
  );
}
