/**
 * Creates an account from the terminal, with the server's own configuration and database:
 *   npm run user:create -- --username NAME [--role admin] [--role moderator]
 * The password comes from GRIMOIRE_PASSWORD, else it is asked with hidden input. If the account
 * already exists, the given roles are added to it (how an operator bootstraps the first admin).
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import express from '@feathersjs/express';
import { feathers } from '@feathersjs/feathers';
import { ROLES, type Role } from '../auth/roles';
import { loadConfig } from '../config';
import { openDatabase } from '../db/knex';
import type { Application } from '../declarations';
import { EMPTY_MANIFEST } from '../game/store';
import { createLogger } from '../logger';
import { registerUsers, USERS_PATH } from '../services/users/users';
import type { User } from '../services/users/users.schema';
import { usernameKeyOf } from '../services/users/users.shared';

const USAGE = 'Usage: npm run user:create -- --username NAME [--role admin|moderator]...';

function readLine(): Promise<string> {
  const rl = createInterface({ input: process.stdin });
  return new Promise((resolve) => {
    rl.once('line', (line) => {
      resolve(line);
      rl.close();
    });
    rl.once('close', () => resolve(''));
  });
}

/** Reads a line without echoing it (a TTY in raw mode); piped input is read as is. */
function askHidden(prompt: string): Promise<string> {
  process.stdout.write(prompt);
  const stdin = process.stdin;
  if (!stdin.isTTY) return readLine();
  return new Promise((resolve) => {
    let value = '';
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    stdin.resume();
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\u0003') {
          stdin.setRawMode(false);
          process.stdout.write('\n');
          process.exit(130);
        } else if (char === '\r' || char === '\n' || char === '\u0004') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(value);
          return;
        } else if (char === '\u007f' || char === '\b') {
          value = value.slice(0, -1);
        } else {
          value += char;
        }
      }
    };
    stdin.on('data', onData);
  });
}

function describeError(error: unknown): string {
  const { message, errors } = error as { message?: string; errors?: Record<string, { message: string }> };
  if (errors && typeof errors === 'object') {
    return Object.entries(errors)
      .map(([field, detail]) => `${field}: ${detail.message}`)
      .join('\n');
  }
  return message ?? String(error);
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      role: { type: 'string', multiple: true },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !values.username) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const roles = (values.role ?? []) as Role[];
  const unknown = roles.filter((role) => !(ROLES as readonly string[]).includes(role));
  if (unknown.length > 0) {
    console.error(`Unknown role(s): ${unknown.join(', ')} (known: ${ROLES.join(', ')})`);
    return 2;
  }

  const config = loadConfig();
  const db = await openDatabase(config.databaseUrl);
  try {
    const app: Application = express(feathers());
    app.set('config', config);
    app.set('logger', createLogger(config.logLevel));
    app.set('db', db);
    app.set('gameStore', { manifest: EMPTY_MANIFEST, collections: new Map() });
    registerUsers(app);
    const users = app.service(USERS_PATH);

    const existing = await db('users').where('usernameKey', usernameKeyOf(values.username)).first('_id');
    if (existing) {
      if (roles.length === 0) {
        console.error(`The username "${values.username}" is already taken.`);
        return 1;
      }
      const user = (await users.get(existing._id)) as User;
      const merged = [...new Set([...user.roles, ...roles])];
      await users.patch(user._id, { roles: merged });
      console.log(`User #${user._id} "${user.username}" now has roles: ${merged.join(', ')}`);
      return 0;
    }

    const password = process.env.GRIMOIRE_PASSWORD ?? (await askHidden('Password: '));
    if (!process.env.GRIMOIRE_PASSWORD && process.stdin.isTTY) {
      const again = await askHidden('Password again: ');
      if (again !== password) {
        console.error('The passwords differ.');
        return 1;
      }
    }
    const user = (await users.create({ username: values.username, password, roles })) as User;
    console.log(
      `Created user #${user._id} "${user.username}"${roles.length ? ` with roles: ${roles.join(', ')}` : ''}`,
    );
    return 0;
  } catch (error) {
    console.error(describeError(error));
    return 1;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
