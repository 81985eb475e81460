import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { screenHeadings } from '../../../machines/screen-headings';
import { ErrorSummary, type SummaryError } from '../../components/error-summary';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';

/** The short form's pages in order (the ID page only shows without a program). */
const LEGACY_PAGE_COUNT = 7;

/** A short-form screen: its heading comes from the screen table's headings. */
export type LegacyScreenKey = Extract<keyof typeof screenHeadings, `legacy${string}`>;

export interface LegacyLayoutProps {
  screen: LegacyScreenKey;
  /** Position in the short form (1–7); none on the result pages. */
  page?: number;
  errors?: SummaryError[];
  attempt?: number;
  children: ReactNode;
}

/** The frame of every page of the short form: title, progress, error summary, heading. */
export function LegacyLayout({
  screen,
  page,
  errors = [],
  attempt = 0,
  children,
}: LegacyLayoutProps) {
  const { i18n } = useLingui();
  const title = i18n._(screenHeadings[screen]);
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
