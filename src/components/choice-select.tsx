import { type SelectHTMLAttributes, useMemo } from 'react';

export interface Choice {
  value: string;
  label: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A select whose options the browser's HTML parser creates. The three date selects hold
 * about 155 options, three quarters of step 1's elements: as React elements they cost a slow
 * phone ~15 ms of Continue → step 1 (issue 6 §4, measured); as one string, a single parse.
 * React rewrites the options only when the string changes (the days follow the month), so
 * typing elsewhere on the page leaves them untouched; the string itself is built once a list.
 */
export function ChoiceSelect({
  options,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & { options: readonly Choice[] }) {
  // Built again only for a new list (callers keep theirs while it cannot change).
  const html = useMemo(
    () =>
      options
        .map(
          ({ value, label }) =>
            `<option value="${escapeHtml(value)}">${escapeHtml(label)}</option>`,
        )
        .join(''),
    [options],
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: every value and label is escaped above
  return <select {...select} dangerouslySetInnerHTML={{ __html: html }} />;
}
