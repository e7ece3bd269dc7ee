import {
  looksLikeEmail,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN as USERNAME_SOURCE,
  usernameKeyOf,
} from '@grimoire/server/client';
import { exactLengthError, patternError, type FieldError, type FieldErrors } from '../../lib/forms/field-errors';

/** The server's own limits (its users contract), so the form refuses what the server would. */
export { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN };
/** Letters and digits of any script, then also `.`, `_` and `-`. */
export const USERNAME_PATTERN = new RegExp(USERNAME_SOURCE, 'u');

/** Spec §5: a username must not be an e-mail address (the server refuses any `@`). */
export const isEmailLike = looksLikeEmail;

/** As the server checks it: the case-insensitive form (NFKC, lower case) fits the same bounds and pattern. */
export function usernameKeyError(username: string): FieldError | null {
  const key = usernameKeyOf(username);
  return exactLengthError(key, USERNAME_MIN, USERNAME_MAX) ?? patternError(key, USERNAME_PATTERN);
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
