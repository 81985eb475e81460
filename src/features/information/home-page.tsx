import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { ProgramNotice } from '../../components/program-notice';
import { env } from '../../config/env';
import { flowPaths, informationPaths } from '../../config/paths';

export function HomePage() {
  const { t } = useLingui();
  const siteName = env.siteName;
  return (
    <>
      <PageTitle title={t`Stay Connected`} />
      <section className="hero" aria-labelledby="main-heading">
        <PageHeading>
          <Trans>Stay Connected</Trans>
        </PageHeading>
        <ProgramNotice />
        <p className="hero__lead">
          <Trans>
            The Affordable Connectivity Program lowers the cost of internet service for eligible
            households: up to $30 a month, or up to $75 a month on qualifying Tribal lands. Check
            whether you qualify and apply in one go.
          </Trans>
        </p>
        <div className="actions">
          <Link to={flowPaths.zip} className="button">
            <Trans>Apply now</Trans>
          </Link>
          <Link to={informationPaths.about} className="link-button">
            <Trans>Learn more</Trans>
          </Link>
        </div>
      </section>

      <section aria-labelledby="numbers-title">
        <h2 id="numbers-title">
          <Trans>{siteName} in numbers</Trans>
        </h2>
        {/* B §1's figures are the provider's own; they are labelled as such, not as program data. */}
        <ul className="stats">
          <li className="stats__item">
            <Trans>
              <span className="stats__figure">1M+</span> households served
            </Trans>
          </li>
          <li className="stats__item">
            <Trans>
              <span className="stats__figure">$136M+</span> saved by our members on internet bills
            </Trans>
          </li>
          <li className="stats__item">
            <Trans>
              <span className="stats__figure">2M+</span> devices and SIM cards shipped
            </Trans>
          </li>
        </ul>
        <p className="stats__source">
          <Trans>These are {siteName}’s own figures, not official statistics of the program.</Trans>
        </p>
      </section>

      <section aria-labelledby="program-title">
        <h2 id="program-title">
          <Trans>What is the Affordable Connectivity Program?</Trans>
        </h2>
        <p>
          <Trans>
            The Affordable Connectivity Program (ACP) is a benefit of the U.S. government, run by
            the Federal Communications Commission (FCC), that helps households pay for the internet.
            It gives:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>up to $30 a month off your internet service;</Trans>
          </li>
          <li>
            <Trans>up to $75 a month if you live on qualifying Tribal lands;</Trans>
          </li>
          <li>
            <Trans>
              a one-time discount of up to $100 on a laptop, desktop computer or tablet, when you
              pay more than $10 and less than $50 toward it.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            {siteName} is a provider in the program: the benefit pays for our mobile plan, so you
            pay nothing for the service. Each household can have one benefit, and you can move it to
            another provider later.
          </Trans>
        </p>
        <p>
          <Trans>
            We do not decide who qualifies. The National Verifier, run by the Universal Service
            Administrative Company (USAC) for the FCC, checks every application.
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
              <Trans>
                Your household qualifies if someone in it takes part in a program such as SNAP,
                Medicaid or WIC, or if your household income is at or below 200% of the federal
                poverty guidelines.
              </Trans>{' '}
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
            <h3>
              <Trans>Receive free mobile service and a tablet</Trans>
            </h3>
            <p>
              <Trans>
                Once you are approved, you get our mobile plan at no cost. You can also get a tablet
                for a one-time co-pay of $10.01.
              </Trans>
            </p>
          </li>
        </ol>
      </section>

      <section className="card" aria-labelledby="before-title">
        <h2 id="before-title">
          <Trans>Before you get started</Trans>
        </h2>
        <p>
          <Trans>
            You prove who you are with the last four digits of your Social Security number, a Tribal
            ID, or another government ID.
          </Trans>
        </p>
        <p>
          <Trans>
            Also have ready your home address, your date of birth, and a phone number or e-mail
            address where we can reach you.
          </Trans>
        </p>
        <Link to={flowPaths.zip} className="button">
          <Trans>Next</Trans>
        </Link>
      </section>
    </>
  );
}
