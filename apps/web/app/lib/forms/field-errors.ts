/**
 * A form's errors as message keys with their values (the spec's section 8 messages), and the checks
 * every form shares: lengths and patterns as the server counts them.
 */

/** A message key of the shared `errors.*` strings (or a feature's), with its values. */
export interface FieldError {
  key: string;
  values?: Record<string, unknown>;
}
export type FieldErrors<F extends string> = Partial<Record<F, FieldError>>;

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

/** The server's "characters that are not allowed" message when `value` does not match. */
export function patternError(value: string, pattern: RegExp): FieldError | null {
  return pattern.test(value) ? null : { key: 'accounts.serverErrors.pattern' };
}

/** True when the check found anything. */
export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
