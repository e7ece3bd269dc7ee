import type { Application } from '../declarations';

/** Registers the user-data services (accounts, characters, stuffs...). Each lives in its own folder. */
export function registerUserServices(_app: Application): void {}
