import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { flowPaths } from '../../config/paths';
import { useProfileText } from '../../i18n/profile-text';
import { PROGRAMS, type Program, type ProgramCode } from '../../shared/programs/programs';
import { IncomeTable } from './income-table';

// Tribal programs count only for households on qualifying Tribal lands, so they are listed
// under the Enhanced Tribal Benefit. E13 is the income route, not a program.
const TRIBAL_PROGRAMS: readonly ProgramCode[] = ['E8', 'E9', 'E10', 'E11'];
const INCOME_ROUTE: ProgramCode = 'E13';

function ProgramList({ programs }: { programs: readonly Program[] }) {
  const text = useProfileText();
  return (
    <ul className="program-list">
      {programs.map((program) => (
        <li key={program.code}>
          {text(program.name)}
          {program.hint && <span className="program-list__hint">{text(program.hint)}</span>}
        </li>
      ))}
    </ul>
  );
}

function ApplyNow() {
  return (
    <p className="actions">
      <Link to={flowPaths.zip} className="button">
        <Trans>Apply now</Trans>
      </Link>
    </p>
  );
}

export function AboutPage() {
  const { t } = useLingui();
  const general = PROGRAMS.filter(
    (program) => program.code !== INCOME_ROUTE && !TRIBAL_PROGRAMS.includes(program.code),
  );
  const tribal = PROGRAMS.filter((program) => TRIBAL_PROGRAMS.includes(program.code));

  return (
    <>
      <PageTitle title={t`About ACP`} />
      <section aria-labelledby="main-heading">
        <PageHeading>
          <Trans>About the Affordable Connectivity Program</Trans>
        </PageHeading>
        <p className="hero__lead">
          <Trans>
            The Affordable Connectivity Program (ACP) is a U.S. government benefit that helps
            households pay for internet service and a connected device, so that work, school, health
            care and family stay within reach.
          </Trans>
        </p>
        <p>
          <Trans>
            The Federal Communications Commission (FCC) runs the program. The Universal Service
            Administrative Company (USAC) checks who qualifies through the National Verifier, and
            providers such as us give the discount on their service. The FCC explains the program at
            fcc.gov/acp.
          </Trans>
        </p>
        <ApplyNow />
      </section>

      <section aria-labelledby="benefit-title">
        <h2 id="benefit-title">
          <Trans>What the program gives you</Trans>
        </h2>
        <ul>
          <li>
            <Trans>Up to $30 a month off your internet service.</Trans>
          </li>
          <li>
            <Trans>Up to $75 a month if you live on qualifying Tribal lands.</Trans>
          </li>
          <li>
            <Trans>
              A one-time discount of up to $100 on a laptop, desktop computer or tablet from a
              provider in the program, when you pay more than $10 and less than $50 toward it.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Each household can get one monthly benefit and one device discount. A household is
            everyone who lives together and shares income and expenses, related or not. The benefit
            is not a loan: you do not pay it back.
          </Trans>
        </p>
        <p>
          <Trans>
            You choose the provider that receives your benefit, and you can move (transfer) it to
            another provider later. With us, the benefit covers the whole price of our mobile plan.
          </Trans>
        </p>
        <ApplyNow />
      </section>

      <section aria-labelledby="qualify-title">
        <h2 id="qualify-title">
          <Trans>Do you qualify?</Trans>
        </h2>
        <p>
          <Trans>Your household qualifies in either of two ways. One is enough.</Trans>
        </p>
        <h3>
          <Trans>By your household income</Trans>
        </h3>
        <p>
          <Trans>
            Your household qualifies if its yearly income before taxes is at or below 200% of the
            federal poverty guidelines. Count everyone who lives with you and shares income and
            expenses, including you. Alaska and Hawaii have higher limits.
          </Trans>
        </p>
        <IncomeTable />
        <h3>
          <Trans>By taking part in a program</Trans>
        </h3>
        <p>
          <Trans>
            Your household qualifies if you, your child or another dependent in it takes part in one
            of these programs:
          </Trans>
        </p>
        <ProgramList programs={general} />
        <p>
          <Trans>
            If you get Lifeline, you qualify too: apply with the program or income that qualified
            you for Lifeline. If you live on qualifying Tribal lands, Tribal programs also count
            (see the Enhanced Tribal Benefit below).
          </Trans>
        </p>
        <ApplyNow />
      </section>

      <section aria-labelledby="tribal-title">
        <h2 id="tribal-title">
          <Trans>Enhanced Tribal Benefit</Trans>
        </h2>
        <p>
          <Trans>
            If you live on qualifying Tribal lands, the benefit is up to $75 a month off your
            internet service instead of up to $30. Qualifying Tribal lands include federally
            recognized reservations, pueblos and colonies, former reservations in Oklahoma, Alaska
            Native regions, Indian allotments and Hawaiian Home Lands.
          </Trans>
        </p>
        <p>
          <Trans>
            You can qualify through any program above, through your income, or through one of these
            Tribal programs:
          </Trans>
        </p>
        <ProgramList programs={tribal} />
        <p>
          <Trans>
            In the application, tick “I live on qualifying Tribal lands” and enter your Tribal
            number. The National Verifier confirms that your address is on qualifying Tribal lands.
          </Trans>
        </p>
        <ApplyNow />
      </section>
    </>
  );
}
