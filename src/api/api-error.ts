import type { ApiFailure, ApiFailureKind } from '../../machines/flow-types';

/** A call that gave no usable answer. Plain fields, so the machine can store it as is. */
export class ApiError extends Error implements ApiFailure {
  readonly kind: ApiFailureKind;
  readonly code?: string;

  constructor(kind: ApiFailureKind, detail: { message?: string; code?: string } = {}) {
    super(detail.message ?? kind);
    this.name = 'ApiError';
    this.kind = kind;
    if (detail.message === undefined) {
      // Keep `message` off the plain shape when the provider gave none.
      Object.defineProperty(this, 'message', { enumerable: false, value: kind });
    }
    if (detail.code !== undefined) this.code = detail.code;
  }
}
