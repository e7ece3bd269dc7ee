import type { NextFunction, Request, Response } from 'express';
import { isbot } from 'isbot';
import type { Application } from '../declarations';

/**
 * Judges a caller a bot (true) from its request; plugged in when the bot check is configured
 * (`BOT_CHECK_SITE_KEY`). The default judges by User-Agent: none, or a crawler's.
 */
export type BotCheck = (request: { userAgent?: string; ip?: string }) => boolean | Promise<boolean>;
export const userAgentBotCheck: BotCheck = ({ userAgent }) => !userAgent || isbot(userAgent);

/** The app's bot check: the User-Agent judge when `BOT_CHECK_SITE_KEY` is set, else none. */
export const botCheckOf = (app: Application): BotCheck | undefined => (app.get('config').botCheckSiteKey ? userAgentBotCheck : undefined);

/** Express middleware (a service's `express.before`): keeps the caller's User-Agent and address in `params`. */
export function rememberCaller(req: Request, _res: Response, next: NextFunction): void {
  const request = req as Request & { feathers?: Record<string, unknown> };
  request.feathers = { ...request.feathers, userAgent: req.get('user-agent'), ip: req.ip };
  next();
}
