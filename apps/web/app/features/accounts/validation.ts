import {
  looksLikeEmail,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN as USERNAME_SOURCE,
  usernameKeyOf,
} from '@grimoire/server/client';

/** A message key of the shared `errors.*` strings (or a feature's), with its values. */
export interface FieldError {
  key: string;
  values?: Record<string, unknown>;
}
export type FieldErrors<F extends string> = Partial<Record<F, FieldError>>;

/** The server's own limits (its users contract), so the form refuses what the server would. */
export { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN };
/** Letters and digits of any script, then also `.`, `_` and `-`. */
export const USERNAME_PATTERN = new RegExp(USERNAME_SOURCE, 'u');

/** Spec §5: a username must not be an e-mail address (the server refuses any `@`). */
export const isEmailLike = looksLikeEmail;

/** `min`/`max` length check with the spec's generic messages; null when the value fits. */
export function lengthError(value: string, min: number, max?: number): FieldError | null {
  const length = value.trim().length;
  if (length < min) return { key: 'errors.minLength', values: { nb: min } };
  if (max !== undefined && length > max) return { key: 'errors.maxLength', values: { nb: max } };
  return null;
}

/**
 * Length check exactly as the server's schema counts: the raw value (nothing trimmed), in
 * characters (code points, so an emoji counts once). Null when the value fits.
 */
export function exactLengthError(value: string, min: number, max: number): FieldError | null {
  const length = [...value].length;
  if (length < min) return { key: 'errors.minLength', values: { nb: min } };
  if (length > max) return { key: 'errors.maxLength', values: { nb: max } };
  return null;
}

/** As the server checks it: the case-insensitive form (NFKC, lower case) fits the same bounds and pattern. */
export function usernameKeyError(username: string): FieldError | null {
  const key = usernameKeyOf(username);
  return exactLengthError(key, USERNAME_MIN, USERNAME_MAX) ?? patternError(key, USERNAME_PATTERN);
}

/** The server's "characters that are not allowed" message when `value` does not match. */
export function patternError(value: string, pattern: RegExp): FieldError | null {
  return pattern.test(value) ? null : { key: 'accounts.serverErrors.pattern' };
}

export interface Credentials {
  username: string;
  password: string;
}

/** Sign-in only needs both fields; the server judges them. */
export function validateSignin({ username, password }: Credentials): { form?: FieldError } {
  return !username.trim() || !password ? { form: { key: 'errors.fillAllFields' } } : {};
}

export interface SignupInput extends Credentials {
  confirm: string;
}

export function validateSignup({ username, password, confirm }: SignupInput): FieldErrors<'username' | 'password' | 'confirm'> {
  const errors: FieldErrors<'username' | 'password' | 'confirm'> = {};
  const name = username.trim();
  const usernameError = isEmailLike(name)
    ? { key: 'errors.usernameEmail' }
    : (exactLengthError(name, USERNAME_MIN, USERNAME_MAX) ?? patternError(name, USERNAME_PATTERN) ?? usernameKeyError(name));
  if (usernameError) errors.username = usernameError;
  // The password is sent as typed: spaces count, as they do on the server.
  const passwordError = exactLengthError(password, PASSWORD_MIN, PASSWORD_MAX);
  if (passwordError) errors.password = passwordError;
  if (confirm !== password) errors.confirm = { key: 'accounts.passwordMismatch' };
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
