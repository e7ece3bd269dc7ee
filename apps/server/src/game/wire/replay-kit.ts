/** What a replayed client request is: where it comes from, its path, the status and the fields its client reads. */
import { expect } from 'vitest';

export type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are asserted field by field

export interface Case {
  from: string;
  path: string;
  status?: number;
  check?: (body: Body) => void;
}

/** A DofusDB page (`{total, limit, skip, data}`): its documents. */
export const page = (body: Body): Body[] => {
  expect(typeof body.total).toBe('number');
  expect(Array.isArray(body.data)).toBe(true);
  return body.data as Body[];
};

/** The value a client reads at `path` (`steps.0.objectives.0.need`), failing with the path when absent. */
export function read(body: Body, path: string): any { // eslint-disable-line @typescript-eslint/no-explicit-any -- a client's read
  let value: unknown = body;
  for (const part of path.split('.')) {
    expect(value, `${path}: nothing at ${part}`).toBeTypeOf('object');
    value = (value as Record<string, unknown>)[part];
    expect(value, `${path}: no ${part}`).not.toBeUndefined();
  }
  return value;
}

/** `encodeURIComponent` of a query value, for the cases' paths. */
export const q = encodeURIComponent;
