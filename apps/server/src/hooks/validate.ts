import { BadRequest } from '@feathersjs/errors';
import type { NextFunction } from '@feathersjs/feathers';
import { Ajv, addFormats } from '@feathersjs/schema';
import type { Validator } from '@feathersjs/schema';
import type { HookContext } from '../declarations';

/** Validates payloads: every error is reported, no coercion (JSON bodies are typed). */
export const dataValidator: Ajv = addFormats(new Ajv({ allErrors: true }), ['date-time', 'date', 'uri']);
/** Validates query strings: values arrive as text and are coerced to the schema types. */
export const queryValidator: Ajv = addFormats(new Ajv({ coerceTypes: true, allErrors: true }), ['date-time', 'date']);

/** Spec §5 generic messages. */
export const FILL_ALL_FIELDS = 'Please fill in all fields';
export const atLeast = (nb: number) => `This field must contain at least ${nb} characters`;
export const atMost = (nb: number) => `This field must not contain more than ${nb} characters`;
export const NOT_ALLOWED = 'This field contains characters that are not allowed';

/** One refused field: `key` is the message id the web app localises, `message` the English text. */
export interface FieldError {
  key: string;
  message: string;
  nb?: number;
}

/** `BadRequest` whose `errors` name each refused field (`{ username: { key, message } }`). */
export function fieldErrors(errors: Record<string, FieldError>): BadRequest {
  const [field, first] = Object.entries(errors)[0] ?? [];
  // `data` names the first refused field; `errors` lists them all.
  return new BadRequest(first?.message ?? FILL_ALL_FIELDS, { field, key: first?.key, errors });
}

export function fieldError(field: string, key: string, message: string): BadRequest {
  return fieldErrors({ [field]: { key, message } });
}

interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

function fieldName(error: AjvError): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const child = (error.params.missingProperty ?? error.params.additionalProperty) as string | undefined;
  return [path, child].filter(Boolean).join('.');
}

function describe(error: AjvError, value: unknown): FieldError {
  const nb = Number(error.params.limit);
  switch (error.keyword) {
    case 'required':
      return { key: 'required', message: FILL_ALL_FIELDS };
    case 'minLength':
      return value === ''
        ? { key: 'required', message: FILL_ALL_FIELDS }
        : { key: 'min-length', message: atLeast(nb), nb };
    case 'maxLength':
      return { key: 'max-length', message: atMost(nb), nb };
    case 'minimum':
      return { key: 'minimum', message: `This value must be at least ${nb}`, nb };
    case 'maximum':
      return { key: 'maximum', message: `This value must be at most ${nb}`, nb };
    case 'pattern':
      return { key: 'pattern', message: NOT_ALLOWED };
    case 'additionalProperties':
      return { key: 'unknown-field', message: 'This field is not allowed' };
    default:
      return { key: 'invalid', message: 'This value is not valid' };
  }
}

/** Turns Ajv errors into the field → error map (first error per field wins). */
export function toFieldErrors(errors: AjvError[], data: unknown): Record<string, FieldError> {
  // A Map, then own properties: a refused field named `__proto__` is a field like any other.
  const result = new Map<string, FieldError>();
  for (const error of errors) {
    const field = fieldName(error) || '_';
    const value = data && typeof data === 'object' && Object.hasOwn(data, field) ? (data as Record<string, unknown>)[field] : undefined;
    if (!result.has(field)) result.set(field, describe(error, value));
  }
  return Object.fromEntries(result);
}

/** Runs a compiled schema on a value; Ajv errors become the field → error 400. */
export async function validated<T>(validator: Validator, value: T): Promise<T> {
  try {
    return (await validator(value)) as T;
  } catch (error) {
    const ajvError = error as { ajv?: boolean; errors?: AjvError[] };
    if (ajvError.ajv && ajvError.errors) throw fieldErrors(toFieldErrors(ajvError.errors, value));
    throw error;
  }
}

/** Validates `context.data` (create/patch) against a compiled schema. */
export function validateData(validator: Validator) {
  return async (context: HookContext, next?: NextFunction): Promise<void> => {
    if (Array.isArray(context.data)) throw new BadRequest('One record at a time');
    context.data = await validated(validator, context.data ?? {});
    if (next) await next();
  };
}

/** Validates `params.query` (the web's `lang` parameter is already out of it: hooks/lang-param.ts). */
export function validateQuery(validator: Validator) {
  return async (context: HookContext, next?: NextFunction): Promise<void> => {
    context.params = { ...context.params, query: await validated(validator, context.params.query ?? {}) };
    if (next) await next();
  };
}
