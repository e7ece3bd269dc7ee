import { type Logger } from 'pino';
export type { Logger };
/** Structured JSON logs on stdout (one line per event). */
export declare function createLogger(level: string): Logger;
