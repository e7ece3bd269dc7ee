import { describe, expect, it } from 'vitest';
import { loadConfig, trustProxyFromEnv } from './config';

describe('TRUST_PROXY', () => {
  it('trusts a loopback proxy by default', () => {
    expect(trustProxyFromEnv(undefined)).toBe('loopback');
    expect(trustProxyFromEnv(' ')).toBe('loopback');
    expect(loadConfig({ JWT_SECRET: 'test-secret' }).trustProxy).toBe('loopback');
  });

  it('reads true, false, a hop count or a list of addresses as Express does', () => {
    expect(trustProxyFromEnv('true')).toBe(true);
    expect(trustProxyFromEnv('false')).toBe(false);
    expect(trustProxyFromEnv('2')).toBe(2);
    expect(trustProxyFromEnv('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
    expect(loadConfig({ JWT_SECRET: 'test-secret', TRUST_PROXY: 'uniquelocal' }).trustProxy).toBe(
      'uniquelocal',
    );
  });
});

describe('several processes', () => {
  it('refuses a generated JWT secret when several processes share the database', () => {
    expect(() => loadConfig({ MULTI_PROCESS: 'true', DATA_DIR: '/nonexistent/never-written' })).toThrow(/JWT_SECRET must be set/);
    expect(() => loadConfig({ GRIMOIRE_CLUSTER_WORKER: '1', DATA_DIR: '/nonexistent/never-written' })).toThrow(/JWT_SECRET must be set/);
  });

  it('takes the secret from the environment', () => {
    const config = loadConfig({ MULTI_PROCESS: 'true', JWT_SECRET: 'from-env' });
    expect(config.jwtSecret).toBe('from-env');
    expect(config.jwtSecretFromEnv).toBe(true);
    expect(config.multiProcess).toBe(true);
  });
});
