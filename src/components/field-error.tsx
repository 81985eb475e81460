import { useLingui } from '@lingui/react/macro';

/** The inline message of a field, announced with "Error:" before it (GOV.UK pattern). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const { t } = useLingui();
  if (!message) return null;
  return (
    <p className="field__error" id={id}>
      {/* One text node with its space, so "Error: message" never runs together. */}
      <span className="visually-hidden">{`${t`Error:`} `}</span>
      {message}
    </p>
  );
}
