// biome-ignore lint/style/noRestrictedImports: the one place that wraps Lingui's runtime Trans
import { Trans as LinguiTrans, type TransProps } from '@lingui/react';

/**
 * Lingui's `<Trans>`, which every Trans macro renders (lingui.config.ts, runtimeConfigModule),
 * with each inserted value shown as it was typed (issue 28 §9). Lingui puts a text value into
 * the message before it reads the message's `<0>…</0>` tags, so an address typed
 * `3623 <b>Unit</b> Main St` lost its tags, and a brand's `<script>` went too. A value that is
 * a React element goes in as a component instead, whose text React writes as text, never as
 * markup: Lingui's own way of inserting content. Only text with a `<` needs it; numbers, and the
 * words a `select` chooses by, stay as they are.
 */
export function Trans(props: TransProps) {
  return <LinguiTrans {...props} values={asTyped(props.values)} />;
}

/** Text as a component of the message: React writes it as text. */
function AsTyped({ text }: { text: string }) {
  return text;
}

function asTyped(values: TransProps['values']): TransProps['values'] {
  if (!values) return values;
  let shown: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string' && value.includes('<')) {
      shown ??= { ...values };
      shown[key] = <AsTyped text={value} />;
    }
  }
  return shown ?? values;
}
