import { legacyForm, tribalNotes } from 'virtual:carrier-settings';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { informationPaths } from '../../config/paths';
import { useProfileText } from '../../i18n/profile-text';
import { useFlow, useFlowSend } from '../../lib/flow-context';
import { useAmountText } from '../../shared/programs/amount-text';
import { LegacyLayout } from './legacy-layout';

/** The About page's section on the Tribal benefit (its heading's id). */
const ABOUT_TRIBAL_SECTION = `${informationPaths.about}#tribal-title`;

/** /TribalLandsPage (B §4): SUCCESSFUL. The household qualifies; then the Tribal benefit. */
export function TribalLandsPage() {
  const text = useProfileText();
  const amountText = useAmountText();
  const send = useFlowSend();
  const message = useFlow((snapshot) => snapshot.context.failure?.message ?? '');
  const onTribalLands = useFlow((snapshot) => snapshot.context.eligibility.tribalStatusConfirmed);

  return (
    <LegacyLayout screen="legacyTribalLands">
      <p className="hero__lead">{text(legacyForm.qualifiedLead)}</p>
      {message && (
        <div className="notice" role="status">
          {/* B §4: the answer's own words, as text. */}
          <p>{message}</p>
        </div>
      )}
      <section aria-labelledby="tribal-lands-title">
        <h2 id="tribal-lands-title">
          <Trans>Do you live on qualifying Tribal lands?</Trans>
        </h2>
        {onTribalLands && (
          <p className="notice">
            <strong>{text(tribalNotes.confirmed)}</strong>
          </p>
        )}
        <p>{amountText(tribalNotes.legacy)}</p>
        <p>
          <Trans>
            Qualifying Tribal lands include federally recognized reservations, pueblos and colonies,
            former reservations in Oklahoma, Alaska Native regions, Indian allotments and Hawaiian
            Home Lands. If you are not sure whether your home is on them, your Tribal government can
            tell you, and the FCC publishes maps of them at fcc.gov. The National Verifier checks
            your home address against those maps.
          </Trans>
        </p>
        <p>
          <Link to={ABOUT_TRIBAL_SECTION}>{text(tribalNotes.readMore)}</Link>
        </p>
      </section>
      <div className="actions">
        <button
          type="button"
          className="button"
          onClick={() => send({ type: 'legacy.plan.requested' })}
        >
          <Trans>Choose your plan</Trans>
        </button>
      </div>
    </LegacyLayout>
  );
}
