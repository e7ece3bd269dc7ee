import type { Ajv, Validator } from '@feathersjs/schema';
import { getValidator } from '@feathersjs/typebox';

/**
 * Schema validators compile on first use, or when the listening server calls
 * `compilePendingSchemas()`: compiling every schema while the modules load cost about half a
 * second of start-up.
 */
const pending = new Set<() => unknown>();

export function compileLater<T>(compile: () => T): () => T {
  let compiled: T | undefined;
  const get = (): T => {
    if (compiled === undefined) {
      compiled = compile();
      pending.delete(get);
    }
    return compiled;
  };
  pending.add(get);
  return get;
}

export function compilePendingSchemas(): void {
  for (const get of [...pending]) get();
}

/** Feathers' `getValidator`, compiled later. */
export function lazyValidator<T = unknown>(schema: Parameters<typeof getValidator>[0], ajv: Ajv): Validator<T> {
  const validator = compileLater(() => getValidator<T>(schema, ajv));
  return (data) => validator()(data);
}
