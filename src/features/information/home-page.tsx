import { homeFigures, siteHome, tribalIdForSsn } from 'virtual:carrier-settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { ProgramNotice } from '../../components/program-notice';
import { env } from '../../config/env';
import { flowPaths, informationPaths } from '../../config/paths';
import { useAmountText } from '../../shared/programs/amount-text';

/** B §1's figures are the provider's own: labelled as such, not as program data; or none. */
function HomeFigures() {
  const text = useAmountText();
  const siteName = env.siteName;
  if (!homeFigures) return null;
  return (
    <section aria-labelledby="numbers-title">
      <h2 id="numbers-title">
        <Trans>{siteName} in numbers</Trans>
      </h2>
      <ul className="stats">
        {homeFigures.map((item) => (
          <li className="stats__item" key={item.figure}>
            <span className="stats__figure">{item.figure}</span> {text(item.label)}
          </li>
        ))}
      </ul>
      <p className="stats__source">
        <Trans>These are {siteName}’s own figures, not official statistics of the program.</Trans>
      </p>
    </section>
  );
}

export function HomePage() {
  const { t } = useLingui();
  const text = useAmountText();
  return (
    <>
      <PageTitle title={t`Stay Connected`} />
      <section className="hero" aria-labelledby="main-heading">
        <PageHeading>
          <Trans>Stay Connected</Trans>
        </PageHeading>
        <ProgramNotice />
        <p className="hero__lead">{text(siteHome.lead)}</p>
        <div className="actions">
          <Link to={flowPaths.zip} className="button">
            <Trans>Apply now</Trans>
          </Link>
          <Link to={informationPaths.about} className="link-button">
            <Trans>Learn more</Trans>
          </Link>
        </div>
      </section>

      <HomeFigures />

      <section aria-labelledby="program-title">
        <h2 id="program-title">{text(siteHome.programTitle)}</h2>
        <p>{text(siteHome.programIntro)}</p>
        <ul>
          {siteHome.benefitItems.map((item) => (
            <li key={item.en}>{text(item)}</li>
          ))}
        </ul>
        <p>{text(siteHome.providerNote)}</p>
        <p>
          <Trans>
            We do not decide who qualifies. The National Verifier checks every application. The
            Universal Service Administrative Company (USAC) runs it for the FCC.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="how-title">
        <h2 id="how-title">
          <Trans>How to be eligible</Trans>
        </h2>
        <ol className="steps steps--numbered">
          <li>
            <h3>
              <Trans>Check if you qualify</Trans>
            </h3>
            <p>
              {text(siteHome.qualifyStep)}{' '}
              <Link to={informationPaths.about}>
                <Trans>See who qualifies</Trans>
              </Link>
            </p>
          </li>
          <li>
            <h3>
              <Trans>Enroll</Trans>
            </h3>
            <p>
              <Trans>
                Apply here with your zip code, your details and the program or income that qualifies
                you. We send your application to the National Verifier.
              </Trans>
            </p>
          </li>
          <li>
            <h3>{text(siteHome.receiveStepTitle)}</h3>
            <p>{text(siteHome.receiveStep)}</p>
          </li>
        </ol>
      </section>

      <section className="card" aria-labelledby="before-title">
        <h2 id="before-title">
          <Trans>Before you get started</Trans>
        </h2>
        <p>
          {/* D40: the number step 1 asks, as the profile's rules ask it (A §4: the Tribal box). */}
          {tribalIdForSsn ? (
            <Trans>
              You prove who you are with the last four digits of your Social Security number. A
              member of a Tribe who has no Social Security number gives a Tribal ID instead.
            </Trans>
          ) : (
            <Trans>
              You prove who you are with the last four digits of your Social Security number. If you
              live on Tribal lands, you can give your Tribal ID number instead.
            </Trans>
          )}
        </p>
        <p>
          <Trans>
            Also have ready your home address and your date of birth. Have a phone number or an
            e-mail address where we can reach you, too.
          </Trans>
        </p>
        <Link to={flowPaths.zip} className="button">
          <Trans>Next</Trans>
        </Link>
      </section>
    </>
  );
}
