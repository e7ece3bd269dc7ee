/** A rejected query: `param` is the offending parameter in query-string form (`level[$gte]`). */
export class QueryError extends Error {
  readonly param: string;
  constructor(param: string, problem: string) {
    super(`Invalid query parameter ${param}: ${problem}`);
    this.name = 'QueryError';
    this.param = param;
  }
}
