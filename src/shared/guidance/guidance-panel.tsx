import { siteDocuments, support } from 'virtual:carrier-settings';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useProfileText } from '../../i18n/profile-text';
import type { DocumentGroup, Guidance } from './failure-guidance';
import { ProviderWords } from './failure-headlines';

/** The profile's documents of the groups asked for, in the profile's order. */
function DocumentList({ groups }: { groups: readonly DocumentGroup[] }) {
  const text = useProfileText();
  const documents = siteDocuments.filter((item) => groups.includes(item.group));
  if (documents.length === 0) return null;
  return (
    <>
      <p>
        <Trans>Documents to prepare (one of each kind is enough):</Trans>
      </p>
      <ul>
        {documents.map((item) => (
          <li key={item.document.en}>
            {text(item.document)}. {text(item.proves)}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Our support line: the carrier's phone and hours. */
export function SupportLine() {
  const text = useProfileText();
  const phone = support.phone;
  return (
    <p>
      <Trans>
        Call us at <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
      </Trans>{' '}
      ({support.hours.map(text).join('; ')})
    </p>
  );
}

/**
 * D30: what happened, what to do next (documents, where they go, whom to call), then the
 * provider's words labelled as theirs. Only what the table says: no step is invented here.
 */
export function GuidanceDetails({
  guidance,
  providerMessage,
  uploadHref,
}: {
  guidance: Guidance;
  providerMessage?: string | undefined;
  /** The National Verifier's resolution link, when the answer gave one. */
  uploadHref?: string | undefined;
}) {
  const { i18n } = useLingui();
  return (
    <>
      {guidance.next.length > 0 && (
        <ul className="guidance-steps">
          {guidance.next.map((step) => (
            <li key={step.id}>{i18n._(step)}</li>
          ))}
        </ul>
      )}
      {guidance.documents && <DocumentList groups={guidance.documents} />}
      {guidance.upload && uploadHref && (
        <p>
          <a href={uploadHref}>
            <Trans>Upload your documents at the National Verifier</Trans>
          </a>
        </p>
      )}
      {guidance.call && <SupportLine />}
      <ProviderWords message={providerMessage} />
    </>
  );
}

/** A failure box: our sentence first, then the details. */
export function GuidancePanel({
  guidance,
  providerMessage,
  uploadHref,
}: {
  guidance: Guidance;
  providerMessage?: string | undefined;
  uploadHref?: string | undefined;
}) {
  const { i18n } = useLingui();
  return (
    <div className="notice notice--error" role="alert">
      <p>{i18n._(guidance.what)}</p>
      <GuidanceDetails
        guidance={guidance}
        providerMessage={providerMessage}
        uploadHref={uploadHref}
      />
    </div>
  );
}
