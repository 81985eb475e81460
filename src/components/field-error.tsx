import { Trans } from '@lingui/react/macro';

/** The inline message of a field, announced with "Error:" before it (GOV.UK pattern). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="field__error" id={id}>
      <span className="visually-hidden">
        <Trans>Error:</Trans>{' '}
      </span>
      {message}
    </p>
  );
}
