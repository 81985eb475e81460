import {
  incomeRule,
  qualifyingPrograms,
  siteAbout,
  tribalIdForSsn,
} from 'virtual:carrier-settings';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { flowPaths } from '../../config/paths';
import { useAmountText } from '../../shared/programs/amount-text';
import { IncomeTable } from './income-table';

type QualifyingProgram = (typeof qualifyingPrograms)[number];

function ProgramList({ programs }: { programs: readonly QualifyingProgram[] }) {
  const text = useAmountText();
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
  const text = useAmountText();
  // Tribal programs count only on qualifying Tribal lands, so they are listed under the Tribal
  // benefit; the income route is the table, not a program.
  const general = qualifyingPrograms.filter(
    (program) => program.code !== incomeRule.code && !program.tribalLandsOnly,
  );
  const tribal = qualifyingPrograms.filter((program) => program.tribalLandsOnly);
  const [lead, ...intro] = siteAbout.intro;

  return (
    <>
      <PageTitle title={text(siteAbout.pageTitle)} />
      <section aria-labelledby="main-heading">
        <PageHeading>{text(siteAbout.heading)}</PageHeading>
        {lead && <p className="hero__lead">{text(lead)}</p>}
        {intro.map((paragraph) => (
          <p key={paragraph.en}>{text(paragraph)}</p>
        ))}
        <ApplyNow />
      </section>

      <section aria-labelledby="benefit-title">
        <h2 id="benefit-title">
          <Trans>What the program gives you</Trans>
        </h2>
        <ul>
          {siteAbout.benefitItems.map((item) => (
            <li key={item.en}>{text(item)}</li>
          ))}
        </ul>
        {siteAbout.household.map((paragraph) => (
          <p key={paragraph.en}>{text(paragraph)}</p>
        ))}
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
        <p>{text(siteAbout.incomeText)}</p>
        <IncomeTable />
        <h3>
          <Trans>By taking part in a program</Trans>
        </h3>
        <p>
          <Trans>
            Your household qualifies if you, your child or another dependent takes part in one of
            these programs:
          </Trans>
        </p>
        <ProgramList programs={general} />
        <p>{text(siteAbout.programsNote)}</p>
        <ApplyNow />
      </section>

      <section aria-labelledby="tribal-title">
        <h2 id="tribal-title">{text(siteAbout.tribalTitle)}</h2>
        <p>{text(siteAbout.tribalText)}</p>
        <p>
          <Trans>
            You can qualify through any program above, through your income, or through one of these
            Tribal programs:
          </Trans>
        </p>
        <ProgramList programs={tribal} />
        <p>
          {/* D40: where a Tribal ID stands in for the SSN digits, living on Tribal lands is a
              question of its own and asks for no number; A §4's Tribal box asks for it. */}
          {tribalIdForSsn ? (
            <Trans>
              In the application, answer Yes to “Do you live on federally recognised Tribal lands?”.
              You do not need a Tribal ID for this. The National Verifier then checks that your
              address is on these lands.
            </Trans>
          ) : (
            <Trans>
              In the application, tick “I live on qualifying Tribal lands” and enter your Tribal
              number. The National Verifier then checks that your address is on these lands.
            </Trans>
          )}
        </p>
        <ApplyNow />
      </section>
    </>
  );
}
