import type { CHARACTERS_ERROR_KEYS, USERS_ERROR_KEYS, ValidationErrorKey } from '@grimoire/server/client';
import { errorCode, refusedFields } from '../../api/errors';
import type { FieldError } from './field-errors';

/** The message ids the account forms (sign-up, password, characters, bug reports) can be answered with. */
type FormErrorKey =
  | ValidationErrorKey
  | (typeof USERS_ERROR_KEYS)[number]
  | (typeof CHARACTERS_ERROR_KEYS)[number];

/**
 * The localized message of each server message id (`errors.<field>.key` of a 400, the one error
 * shape of every service): a key the server adds without a message here does not compile.
 */
const SERVER_KEYS: Record<FormErrorKey, string> = {
  required: 'errors.fillAllFields',
  'min-length': 'errors.minLength',
  'max-length': 'errors.maxLength',
  'username-taken': 'errors.usernameTaken',
  'username-email': 'errors.usernameEmail',
  minimum: 'accounts.serverErrors.minimum',
  maximum: 'accounts.serverErrors.maximum',
  pattern: 'accounts.serverErrors.pattern',
  'unknown-field': 'accounts.serverErrors.unknownField',
  invalid: 'errors.generic',
  'unknown-server': 'accounts.serverErrors.unknownServer',
  'unknown-breed': 'accounts.serverErrors.unknownBreed',
  'password-incorrect': 'accounts.serverErrors.passwordIncorrect',
};

/** A server message id as a translation key (the generic message for ids this version does not know). */
export function messageKey(raw: unknown): string {
  if (typeof raw !== 'string' || !Object.hasOwn(SERVER_KEYS, raw)) return 'errors.generic';
  return SERVER_KEYS[raw as FormErrorKey];
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
  const code = errorCode(error);
  if (code === 429) return { fields: {}, form: { key: 'errors.tooManyRequests' } };
  if (code === 401) return { fields: {}, form: { key: unauthorized } };
  const refused = Object.entries(refusedFields(error));
  if (refused.length === 0) return { fields: {}, form: { key: 'errors.generic' } };
  const result: FormErrors = { fields: {} };
  for (const [field, value] of refused) {
    if (formFields.includes(field)) result.fields[field] = fieldError(value);
    else result.form ??= fieldError(value);
  }
  return result;
}
