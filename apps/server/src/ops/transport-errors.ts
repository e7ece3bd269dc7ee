import { BadRequest, FeathersError, NotFound, errors } from '@feathersjs/errors';
import type { NextFunction, Request, Response } from 'express';

/** The JSON body limit of `/api` (app.ts). */
export const BODY_LIMIT = '256kb';

export const NOT_JSON = 'The request body is not valid JSON';
export const TOO_LARGE = `The request body is too large (at most ${BODY_LIMIT.replace('kb', ' KB')})`;
export const WRONG_TYPE = 'Send the request body as JSON (Content-Type: application/json)';

/** 413 and 415 have no class in @feathersjs/errors: same shape (`name`, `message`, `code`, `className`, `data`). */
export class PayloadTooLarge extends FeathersError {
  constructor(message: string, data?: unknown) {
    super(message, 'PayloadTooLarge', 413, 'payload-too-large', data);
  }
}

export class UnsupportedMediaType extends FeathersError {
  constructor(message: string, data?: unknown) {
    super(message, 'UnsupportedMediaType', 415, 'unsupported-media-type', data);
  }
}

const BODY_TYPES = ['application/json', 'application/x-www-form-urlencoded'];
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/**
 * Before the body parsers: a body the API cannot read (a form upload, text, XML…) is a 415, instead of
 * being silently ignored and then refused field by field.
 */
export function refuseUnreadableBodies(req: Request, _res: Response, next: NextFunction): void {
  if (WITH_BODY.has(req.method) && hasBody(req) && !req.is(BODY_TYPES)) {
    next(new UnsupportedMediaType(WRONG_TYPE, { key: 'unsupported-media-type' }));
    return;
  }
  next();
}

/**
 * A path segment named like an `Object.prototype` member (`__proto__`, `constructor`, `toString`…) would
 * send Feathers' router into the prototype (a TypeError, 500): no record or service has such a name, 404.
 */
export function refusePrototypeSegments(req: Request, _res: Response, next: NextFunction): void {
  const segments = req.path.split('/');
  if (segments.some((segment) => segment !== '' && segment in Object.prototype)) {
    next(new NotFound(`Page not found: ${req.path}`));
    return;
  }
  next();
}

interface TransportError {
  status?: number;
  statusCode?: number;
  type?: string;
  message?: string;
}

/** body-parser, qs and Express routing errors carry an HTTP status but are not Feathers errors. */
function asFeathersError(error: TransportError): FeathersError | undefined {
  if (error instanceof FeathersError) return undefined;
  const status = Number(error.status ?? error.statusCode);
  if (!(status >= 400 && status < 500)) return undefined;
  switch (error.type) {
    case 'entity.parse.failed':
      return new BadRequest(NOT_JSON, { key: 'invalid-json' });
    case 'entity.too.large':
    case 'parameters.too.many':
      return new PayloadTooLarge(TOO_LARGE, { key: 'too-large' });
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new UnsupportedMediaType(WRONG_TYPE, { key: 'unsupported-media-type' });
    default: {
      const ErrorClass = (errors as unknown as Record<number, typeof FeathersError | undefined>)[status];
      return ErrorClass
        ? new (ErrorClass as unknown as new (message: string) => FeathersError)(
            error.message ?? 'Bad request',
          )
        : new BadRequest(error.message ?? 'Bad request');
    }
  }
}

/**
 * Error middleware ahead of Feathers' error handler: transport errors (malformed JSON, a body over the
 * limit, an unsupported charset, a malformed URL) become the Feathers error of their status, so they
 * answer the same error JSON as every other refusal instead of a 500 "GeneralError".
 */
export function transportErrors(error: unknown, _req: Request, _res: Response, next: NextFunction): void {
  next((error && typeof error === 'object' && asFeathersError(error as TransportError)) || error);
}
