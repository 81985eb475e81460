import { Fragment, type ReactNode } from 'react';

export interface SummaryListRow {
  id: string;
  key: string;
  /** One line, several lines (an address), or any content. */
  value: string | readonly string[] | ReactNode;
  /** Said after the value (a tag: "Changed since we checked"). */
  note?: ReactNode;
  /** The row's Edit action, when it has one. */
  action?: ReactNode;
}

/** A check-your-answers list (GOV.UK summary list): a key, its value, an optional action. */
export function SummaryList({ rows }: { rows: readonly SummaryListRow[] }) {
  return (
    <dl className="summary-list">
      {rows.map((row) => (
        <div key={row.id} className="summary-list__row">
          <dt className="summary-list__key">{row.key}</dt>
          <dd className="summary-list__value">
            {Array.isArray(row.value) ? <Lines lines={row.value} /> : row.value}
            {row.note}
          </dd>
          {row.action && <dd className="summary-list__action">{row.action}</dd>}
        </div>
      ))}
    </dl>
  );
}

function Lines({ lines }: { lines: readonly string[] }) {
  return lines.map((line, index) => (
    // An address's lines never reorder, so the position is a stable key.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));
}
