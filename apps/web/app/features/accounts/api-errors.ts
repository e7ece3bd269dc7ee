import type { FieldError } from './validation';

/**
 * Message ids the server puts in `data.errors.<field>.key` (apps/server/src/hooks/validate.ts and
 * the services), and the localized message each one shows.
 */
const SERVER_KEYS: Record<string, string> = {
  required: 'errors.fillAllFields',
  'min-length': 'errors.minLength',
  'max-length': 'errors.maxLength',
  'username-taken': 'errors.usernameTaken',
  'username-email': 'errors.usernameEmail',
  minimum: 'accounts.serverErrors.minimum',
  maximum: 'accounts.serverErrors.maximum',
  pattern: 'accounts.serverErrors.pattern',
  'unknown-field': 'accounts.serverErrors.unknownField',
  'unknown-server': 'accounts.serverErrors.unknownServer',
  'unknown-breed': 'accounts.serverErrors.unknownBreed',
  'password-incorrect': 'accounts.serverErrors.passwordIncorrect',
};

/** A Feathers error as the REST client rebuilds it: `errors` on the error (older servers: `data.errors`). */
interface ApiErrorShape {
  code?: number;
  errors?: Record<string, unknown> | null;
  data?: { errors?: Record<string, unknown> } | null;
}

/** A server message id as a translation key (the generic message for ids this version does not know). */
export function messageKey(raw: unknown): string {
  if (typeof raw !== 'string') return 'errors.generic';
  return SERVER_KEYS[raw] ?? 'errors.generic';
}

/** One field's error as the server sends it: `{ key, message, nb? }`. */
export function fieldError(raw: unknown): FieldError {
  if (typeof raw !== 'object' || raw === null) return { key: 'errors.generic' };
  const { key, nb } = raw as { key?: unknown; nb?: unknown };
  const messageId = messageKey(key);
  return typeof nb === 'number' ? { key: messageId, values: { nb } } : { key: messageId };
}

export interface FormErrors {
  fields: Record<string, FieldError>;
  form?: FieldError;
}

/**
 * A failed API call as localized form errors: per-field errors of a 400 answer (an error on a
 * field the form does not show becomes the form's error), "too many attempts" for 429,
 * `unauthorized` (e.g. errors.signinFailed) for 401, otherwise the generic message.
 */
export function formErrorsFromApi(error: unknown, formFields: readonly string[], unauthorized = 'errors.generic'): FormErrors {
  const { code, errors, data } = (error ?? {}) as ApiErrorShape;
  if (code === 429) return { fields: {}, form: { key: 'errors.tooManyRequests' } };
  if (code === 401) return { fields: {}, form: { key: unauthorized } };
  const raw = code === 400 ? (errors ?? data?.errors) : undefined;
  if (!raw || typeof raw !== 'object' || Object.keys(raw).length === 0) return { fields: {}, form: { key: 'errors.generic' } };
  const result: FormErrors = { fields: {} };
  for (const [field, value] of Object.entries(raw)) {
    if (formFields.includes(field)) result.fields[field] = fieldError(value);
    else result.form ??= fieldError(value);
  }
  return result;
}
