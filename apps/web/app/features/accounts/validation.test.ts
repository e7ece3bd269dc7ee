import { describe, expect, it } from 'vitest';
import { formErrorsFromApi, messageKey } from '../../lib/forms/api-errors';
import { isEmailLike, validateSignin, validateSignup } from './validation';

describe('sign-up rules (spec §5)', () => {
  it('refuses an e-mail address as username', () => {
    expect(isEmailLike('bob@example.com')).toBe(true);
    expect(validateSignup({ username: 'bob@example.com', password: 'secret123', confirm: 'secret123' }).username).toEqual({ key: 'errors.usernameEmail' });
  });
  it('uses the generic length messages', () => {
    const errors = validateSignup({ username: 'ab', password: 'short', confirm: 'short' });
    expect(errors.username).toEqual({ key: 'errors.minLength', values: { nb: 3 } });
    expect(errors.password).toEqual({ key: 'errors.minLength', values: { nb: 8 } });
  });
  it('refuses spaces in a username but accepts accented letters', () => {
    expect(validateSignup({ username: 'le joueur', password: 'secret123', confirm: 'secret123' }).username).toEqual({ key: 'accounts.serverErrors.pattern' });
    expect(validateSignup({ username: 'Éloïse_42', password: 'secret123', confirm: 'secret123' })).toEqual({});
  });
  it('counts the password as typed, spaces included, like the server', () => {
    const padded = '  secret  ';
    expect(validateSignup({ username: 'alice', password: padded, confirm: padded }).password).toBeUndefined();
    const short = ' abc12 ';
    expect(validateSignup({ username: 'alice', password: short, confirm: short }).password).toEqual({ key: 'errors.minLength', values: { nb: 8 } });
    const emoji = '🐉🐉🐉🐉'; // 8 UTF-16 units, but 4 characters for the server
    expect(validateSignup({ username: 'alice', password: emoji, confirm: emoji }).password).toEqual({ key: 'errors.minLength', values: { nb: 8 } });
  });
  it('bounds the case-insensitive form of the username like the server', () => {
    const ok = { password: 'secret123', confirm: 'secret123' };
    expect(validateSignup({ username: 'ﬀ'.repeat(16), ...ok }).username).toEqual({ key: 'errors.maxLength', values: { nb: 30 } });
    expect(validateSignup({ username: 'Quarter¼', ...ok }).username).toEqual({ key: 'accounts.serverErrors.pattern' });
    expect(validateSignup({ username: 'ﬀ'.repeat(15), ...ok })).toEqual({});
  });
  it('asks for the same password twice', () => {
    expect(validateSignup({ username: 'alice', password: 'secret123', confirm: 'secret124' }).confirm).toEqual({ key: 'accounts.passwordMismatch' });
  });
  it('asks for both sign-in fields', () => {
    expect(validateSignin({ username: ' ', password: 'x' }).form).toEqual({ key: 'errors.fillAllFields' });
  });
});

describe('server answers as localized messages', () => {
  const fields = ['username', 'password'];
  it('maps field errors of a 400 answer to the shared messages', () => {
    const error = {
      code: 400,
      errors: { username: { key: 'username-taken', message: 'Username already taken' }, password: { key: 'min-length', message: '…', nb: 8 } },
    };
    expect(formErrorsFromApi(error, fields)).toEqual({
      fields: { username: { key: 'errors.usernameTaken' }, password: { key: 'errors.minLength', values: { nb: 8 } } },
    });
  });
  it('shows an error on a field the form lacks as the form error', () => {
    const error = { code: 400, errors: { roles: { key: 'unknown-field', message: '…' } } };
    expect(formErrorsFromApi(error, fields)).toEqual({ fields: {}, form: { key: 'accounts.serverErrors.unknownField' } });
  });
  it('shows the sign-in failure for 401 and "too many attempts" for 429', () => {
    expect(formErrorsFromApi({ code: 401 }, fields, 'errors.signinFailed').form).toEqual({ key: 'errors.signinFailed' });
    expect(formErrorsFromApi({ code: 429 }, fields).form).toEqual({ key: 'errors.tooManyRequests' });
  });
  it('falls back to the generic message for unknown keys and errors', () => {
    expect(messageKey('something-new')).toBe('errors.generic');
    expect(messageKey('username-email')).toBe('errors.usernameEmail');
    expect(messageKey('required')).toBe('errors.fillAllFields');
    expect(formErrorsFromApi(new Error('boom'), fields).form).toEqual({ key: 'errors.generic' });
  });
});
