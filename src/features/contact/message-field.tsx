import { Trans } from '@lingui/react/macro';
import { FieldError } from '../../components/field-error';
import type { BoundField } from '../../components/step-form/use-step-form';

const MESSAGE_MAX_LENGTH = 2000;

/**
 * The message, a textarea. No shared textarea component: the same markup as TextField, for
 * the same reasons, and the only one of its kind.
 */
export function MessageField({ id, value, error, onChange }: BoundField) {
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={id}>
        <Trans>Message</Trans>
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        <Trans>
          Please do not write your Social Security number or other ID numbers in your message.
        </Trans>
      </p>
      <FieldError id={`${id}-error`} message={error} />
      <textarea
        id={id}
        name={id}
        className="field__input contact__message"
        rows={6}
        maxLength={MESSAGE_MAX_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        value={value}
        onChange={onChange}
      />
    </div>
  );
}
