import { programNameInSentence, siteDocuments, siteOfficialSite } from 'virtual:carrier-settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { env } from '../../config/env';
import { useProfileText } from '../../i18n/profile-text';
import { DOCUMENT_GROUPS } from './eligibility-documents';
import { DOCUMENTS_ID, useResourceGuides } from './resource-guides';
import { ResourcesCarousel } from './resources-carousel';

export function ResourcesPage() {
  const { t, i18n } = useLingui();
  const text = useProfileText();
  const guides = useResourceGuides();
  const program = text(programNameInSentence);
  return (
    <>
      <PageTitle title={t`Resources`} />
      <PageHeading>
        <Trans>Resources</Trans>
      </PageHeading>
      <p className="hero__lead">
        <Trans>
          Short guides to {program}: how to apply and how to keep your benefit. You also find the
          documents that prove you qualify.
        </Trans>
      </p>

      <ResourcesCarousel guides={guides} />

      <section aria-labelledby={`${DOCUMENTS_ID}-title`} id={DOCUMENTS_ID}>
        <h2 id={`${DOCUMENTS_ID}-title`}>
          <Trans>Documents that prove you qualify</Trans>
        </h2>
        <p>
          <Trans>
            The National Verifier asks for documents only when it cannot confirm your eligibility
            from government records. There is nothing to download here: this is what to have on
            hand. Usually one document that shows how you qualify is enough.
          </Trans>
        </p>
        {DOCUMENT_GROUPS.map((group) => (
          <div key={group.id}>
            <h3>{i18n._(group.title)}</h3>
            <ul className="document-list">
              {siteDocuments
                .filter((item) => item.group === group.id)
                .map((item) => (
                  <li key={item.document.en}>
                    <strong className="document-list__name">{text(item.document)}</strong>{' '}
                    {text(item.proves)}
                  </li>
                ))}
            </ul>
          </div>
        ))}
        <p>
          <Trans>
            Each document must be current: dated in the last 12 months, or with an expiry date in
            the future. It must show the name of the person who qualifies, the program or the
            income, and who issued it. Upload a clear photo or scan of every page, and keep the
            originals.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="languages-title">
        <h2 id="languages-title">
          <Trans>Languages</Trans>
        </h2>
        <p>
          <Trans>
            This site is available in English and Spanish. To switch, use the language button at the
            top of any page.
          </Trans>
        </p>
        <p>
          <Trans>
            Do you need help in another language? Ask our support line: e-mail{' '}
            <a href={`mailto:${env.supportEmail}`}>{env.supportEmail}</a> or call{' '}
            <a href={`tel:${env.supportPhone.replace(/[^\d+]/g, '')}`}>{env.supportPhone}</a>. The
            FCC also explains the program in several languages at {siteOfficialSite}.
          </Trans>
        </p>
      </section>
    </>
  );
}
