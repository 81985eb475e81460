import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ErrorSummary, type SummaryError } from '../../components/error-summary';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';

/** The short form's pages in order (the ID page only shows without a program). */
const LEGACY_PAGE_COUNT = 7;

export interface LegacyLayoutProps {
  /** Position in the short form (1–7); none on the result pages. */
  page?: number;
  title: string;
  errors?: SummaryError[];
  attempt?: number;
  children: ReactNode;
}

/** The frame of every page of the short form: title, progress, error summary, heading. */
export function LegacyLayout({
  page,
  title,
  errors = [],
  attempt = 0,
  children,
}: LegacyLayoutProps) {
  const total = LEGACY_PAGE_COUNT;
  return (
    <>
      <PageTitle title={title} hasErrors={errors.length > 0} />
      {page !== undefined && (
        <p className="step-indicator__count">
          <Trans>
            Page {page} of {total}
          </Trans>
        </p>
      )}
      <ErrorSummary errors={errors} attempt={attempt} />
      <PageHeading>{title}</PageHeading>
      {children}
    </>
  );
}
