import { useLingui } from '@lingui/react/macro';
import { env } from '../config/env';

/** React 19 hoists <title> into <head>; GOV.UK prefixes "Error: " while errors show. */
export function PageTitle({ title, hasErrors = false }: { title: string; hasErrors?: boolean }) {
  const { t } = useLingui();
  const text = `${title} – ${env.siteName}`;
  return <title>{hasErrors ? t`Error: ${text}` : text}</title>;
}
