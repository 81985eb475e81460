import { contactRules } from 'virtual:carrier-settings';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { screenHeadings } from '../../../machines/screen-headings';
import { type ApplicationStepKey, indicatorPart, previousStep } from '../../../machines/screens';
import { ErrorSummary, type SummaryError } from '../../components/error-summary';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { StepIndicator } from '../../components/step-indicator';
import { stepUrls } from '../../config/paths';
import { useProfileText } from '../../i18n/profile-text';

export interface StepLayoutProps {
  /** Which application step this is: its heading, progress and Back link come from the screen table. */
  step: ApplicationStepKey;
  errors: SummaryError[];
  attempt: number;
  children: ReactNode;
}

/** The frame of every application step: title, progress, error summary, heading, Back. */
export function StepLayout({ step, errors, attempt, children }: StepLayoutProps) {
  const { i18n } = useLingui();
  const text = useProfileText();
  const title = i18n._(screenHeadings[step]);
  const before = previousStep(step);
  return (
    <>
      <PageTitle title={title} hasErrors={errors.length > 0} />
      {before && (
        <Link to={stepUrls[before]} className="back-link">
          <Trans>Back</Trans>
        </Link>
      )}
      <StepIndicator
        current={indicatorPart(step)}
        firstPart={contactRules.partName ? text(contactRules.partName) : undefined}
      />
      <ErrorSummary errors={errors} attempt={attempt} />
      <PageHeading>{title}</PageHeading>
      {children}
    </>
  );
}
