import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ResolutionDetails } from '../../../machines/flow-types';
import { eligibilityStatusGuidance, resolveByLabel, verifierGuidance } from './failure-guidance';
import { GuidanceDetails } from './guidance-panel';

/** YYYY-MM-DD as the applicant's language writes a date; the day stays the given one. */
function longDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * PENDING_RESOLUTION with `failures[]` or a date (provider-api.md, D30): the last day, then a
 * checklist per failure — what it means, what to prepare, where to send it. The page before
 * the National Verifier (D48) shows it above the link the applicant follows.
 */
export function ResolutionChecklist({ resolution }: { resolution: ResolutionDetails }) {
  const { i18n } = useLingui();
  const general = eligibilityStatusGuidance.PENDING_RESOLUTION;
  return (
    <section className="notice" aria-labelledby="resolution-heading">
      <h2 id="resolution-heading">
        <Trans>What the National Verifier needs from you</Trans>
      </h2>
      {resolution.expirationDate && (
        <p>
          <strong>
            {i18n._(resolveByLabel)} {longDate(resolution.expirationDate, i18n.locale)}
          </strong>
        </p>
      )}
      {resolution.failures.length === 0 ? (
        <GuidanceDetails guidance={general} />
      ) : (
        <ol className="resolution-checklist">
          {resolution.failures.map((failure) => {
            const guidance = verifierGuidance(failure.code);
            return (
              <li key={failure.code}>
                <p>
                  <strong>{i18n._(guidance.what)}</strong>
                </p>
                <GuidanceDetails guidance={guidance} providerMessage={failure.description} />
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
