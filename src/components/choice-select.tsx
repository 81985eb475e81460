import type { SelectHTMLAttributes } from 'react';

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
 * typing elsewhere on the page leaves them untouched.
 */
export function ChoiceSelect({
  options,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & { options: Choice[] }) {
  const html = options
    .map(({ value, label }) => `<option value="${escapeHtml(value)}">${escapeHtml(label)}</option>`)
    .join('');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: every value and label is escaped above
  return <select {...select} dangerouslySetInnerHTML={{ __html: html }} />;
}
