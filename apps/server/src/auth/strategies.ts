import { JWTStrategy } from '@feathersjs/authentication';
import type { AuthenticationParams, AuthenticationRequest } from '@feathersjs/authentication';
import { LocalStrategy } from '@feathersjs/authentication-local';
import { NotAuthenticated, NotFound } from '@feathersjs/errors';
import type { Params, Query } from '@feathersjs/feathers';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { usernameKeyOf } from '../services/users/users.shared';
import { TOKEN_COOKIE } from './authentication.shared';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';

/** Spec §8: the one answer to every failed sign-in, whether the name or the password is wrong. */
export const SIGN_IN_FAILED = 'Username or Password incorrect';
/** Longer inputs cannot be valid (sign-up caps them); they still cost one hash. */
const MAX_INPUT = 256;

/**
 * `{ strategy: 'local', username, password }`: case-insensitive username, scrypt hashes, and the same
 * work (one hash) and the same 401 whether the account exists or not.
 */
export class UsernamePasswordStrategy extends LocalStrategy {
  override async getEntityQuery(
    query: Query,
    _params: Params,
  ): Promise<{ $limit: number; usernameKey: string }> {
    return { $limit: 1, usernameKey: usernameKeyOf(String(query.username)) };
  }

  override async hashPassword(password: string): Promise<string> {
    return hashPassword(password);
  }

  override async comparePassword(
    entity: Record<string, unknown>,
    password: string,
  ): Promise<Record<string, unknown>> {
    const hash = typeof entity.password === 'string' ? entity.password : await dummyPasswordHash();
    if (!(await verifyPassword(password, hash))) throw new NotAuthenticated(SIGN_IN_FAILED);
    return entity;
  }

  override async authenticate(data: AuthenticationRequest, params: AuthenticationParams) {
    const username = typeof data.username === 'string' ? data.username : '';
    const password = typeof data.password === 'string' ? data.password.slice(0, MAX_INPUT) : '';
    const { provider: _provider, ...internalParams } = params;
    let entity: Record<string, unknown> | null = null;
    if (username && username.length <= MAX_INPUT) {
      entity = await this.findEntity(username, internalParams).catch((error: unknown) => {
        if (error instanceof NotAuthenticated) return null;
        throw error;
      });
    }
    const hash = typeof entity?.password === 'string' ? entity.password : await dummyPasswordHash();
    const matches = await verifyPassword(password, hash);
    if (!entity || !matches || !password) throw new NotAuthenticated(SIGN_IN_FAILED);
    return {
      authentication: { strategy: this.name ?? 'local' },
      user: await this.getEntity(entity, params),
    };
  }
}

/** Access tokens; a token whose account was deleted is a 401 like an expired one, not a 404. */
export class AccessTokenStrategy extends JWTStrategy {
  /**
   * `Authorization: Bearer …` first (API clients), else the session cookie (the site). A cookie whose
   * token no longer verifies (expired, another secret) is dropped: the visitor is a guest again.
   */
  override async parse(req: IncomingMessage, res?: ServerResponse) {
    const fromHeader = await super.parse(req);
    if (fromHeader) return fromHeader;
    const token = (req as IncomingMessage & { cookies?: Record<string, string> }).cookies?.[TOKEN_COOKIE];
    if (!token) return null;
    try {
      await this.authentication!.verifyAccessToken(token);
    } catch {
      res?.appendHeader('Set-Cookie', `${TOKEN_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
      return null;
    }
    return { strategy: this.name ?? 'jwt', accessToken: token };
  }

  /**
   * A password change revokes the tokens issued before it: refused when `iat < passwordChangedAt`, both
   * in whole seconds. Strictly less, so the token signed in with the new password in the same second still
   * works; the price is that a token issued earlier within that same second survives too.
   */
  override async authenticate(authentication: AuthenticationRequest, params: AuthenticationParams) {
    const result = await super.authenticate(authentication, params);
    const { iat } = result.authentication.payload as { iat?: unknown };
    // PostgreSQL answers the `bigint` column as text.
    const changedAt = (result as { user?: { passwordChangedAt?: number | string | null } }).user
      ?.passwordChangedAt;
    if (changedAt != null && !(typeof iat === 'number' && iat >= Number(changedAt)))
      throw new NotAuthenticated('This token was issued before the last password change');
    return result;
  }

  override async getEntity(id: string, params: Params) {
    try {
      return await super.getEntity(id, params);
    } catch (error) {
      if (error instanceof NotFound) throw new NotAuthenticated('This account no longer exists');
      throw error;
    }
  }
}
