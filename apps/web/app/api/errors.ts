import type { ApiErrorBody, FieldError } from '@grimoire/server/client';

/**
 * A failed call as the server describes it (`ApiErrorBody`, the one error shape of every service):
 * the REST client's error and an in-process call's error carry the same fields.
 */
export function apiError(error: unknown): Partial<ApiErrorBody> {
  return error !== null && typeof error === 'object' ? (error as Partial<ApiErrorBody>) : {};
}

/** The HTTP status of a failed call (undefined for a network failure or a bug). */
export const errorCode = (error: unknown): number | undefined => apiError(error).code;

/** The fields a 400 refused, each with its message id (`{ username: { key: 'min-length', nb: 3 } }`). */
export function refusedFields(error: unknown): Record<string, FieldError> {
  const { code, errors } = apiError(error);
  return code === 400 && errors && typeof errors === 'object' ? errors : {};
}
