import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ErrorSummary, type SummaryError } from '../../components/error-summary';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { StepIndicator } from '../../components/step-indicator';

export interface StepLayoutProps {
  /** Position in the six-item breadcrumb (1–6). */
  part: number;
  title: string;
  /** Where "Back" goes (the previous step's URL); none on step 1. */
  backTo?: string;
  errors: SummaryError[];
  attempt: number;
  children: ReactNode;
}

/** The frame of every application step: title, progress, error summary, heading, Back. */
export function StepLayout({ part, title, backTo, errors, attempt, children }: StepLayoutProps) {
  return (
    <>
      <PageTitle title={title} hasErrors={errors.length > 0} />
      {backTo && (
        <Link to={backTo} className="back-link">
          <Trans>Back</Trans>
        </Link>
      )}
      <StepIndicator current={part} />
      <ErrorSummary errors={errors} attempt={attempt} />
      <PageHeading>{title}</PageHeading>
      {children}
    </>
  );
}
