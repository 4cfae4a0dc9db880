import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

/** The message a wrong setting stops start-up with. */
const messageOf = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
};

describe('settings schema', () => {
  it('defaults apply when a setting is unset or empty', () => {
    for (const env of [{}, { PORT: '', HOST: '', CAPTCHA: '', LOG_LEVEL: '', METRICS_TOKEN: '' }]) {
      const c = loadConfig(env);
      expect(c).toMatchObject({ port: 3000, host: '0.0.0.0', captcha: true, jobs: true, tls: false, logLevel: 'info' });
      expect(c).toMatchObject({ databaseUrl: undefined, metricsToken: undefined, llm: undefined, filesDirSet: false });
      expect(c.mailDir).toBe(`${c.dataDir}/mail`);
    }
  });

  it('PORT: a port number 1-65535', () => {
    expect(messageOf({ PORT: 'abc' })).toBe('setting PORT="abc" is not valid: expected a port number 1-65535');
    for (const bad of ['0', '65536', '-1', '80.5', ' 80']) expect(messageOf({ PORT: bad })).toContain('PORT=');
    expect(loadConfig({ PORT: '65535' }).port).toBe(65535);
  });

  it('HOST: an address or host name', () => {
    expect(messageOf({ HOST: 'a b' })).toBe(
      'setting HOST="a b" is not valid: expected an address or host name to listen on',
    );
    expect(loadConfig({ HOST: '[::1]' }).host).toBe('[::1]');
  });

  it('switches accept exactly on/off, 1/0, true/false, yes/no in any case', () => {
    expect(messageOf({ JOBS: 'of' })).toBe('setting JOBS="of" is not valid: expected on or off (1/0, true/false)');
    expect(messageOf({ TLS: 'enabled' })).toContain('TLS="enabled"');
    expect(loadConfig({ CAPTCHA: 'OFF', TLS: 'Yes', METRICS: '1', TRUST_PROXY: 'true' })).toMatchObject({
      captcha: false,
      tls: true,
      metrics: true,
      trustProxy: true,
    });
  });

  it('URLs name their scheme; the message hides a password and shows only a wrong scheme', () => {
    expect(messageOf({ DATABASE_URL: 'mysql://u:secret@x/db' })).toBe(
      'setting DATABASE_URL="mysql:" is not valid: expected a URL (postgres:, postgresql:)',
    );
    const garbled = messageOf({ SMTP_URL: 'smtp//u:secret@' });
    expect(garbled).toContain('SMTP_URL=');
    expect(messageOf({ DATABASE_URL: 'not a url //u:secret@host' })).not.toContain('secret');
    expect(messageOf({ LLM_BASE_URL: 'ftp://x' })).toContain('expected a URL (http:, https:)');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).databaseUrl).toBe('postgres://u@h/db');
  });

  it('LOG_LEVEL: one of the pino levels, any case', () => {
    expect(messageOf({ LOG_LEVEL: 'loud' })).toBe(
      'setting LOG_LEVEL="loud" is not valid: expected fatal, error, warn, info, debug, trace, silent',
    );
    expect(loadConfig({ LOG_LEVEL: 'DEBUG' }).logLevel).toBe('debug');
  });

  it('METRICS_TOKEN: 16 characters or more, no spaces, never printed', () => {
    const m = messageOf({ METRICS_TOKEN: 'short secret' });
    expect(m).toBe('setting METRICS_TOKEN="…" is not valid: expected at least 16 characters, no spaces');
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(16) }).metricsToken).toBe('a'.repeat(16));
  });

  it('the assistant model: all of it or none, its timeout between 100 ms and 10 minutes', () => {
    expect(loadConfig({ LLM_MODEL: 'm' }).llm).toBeUndefined();
    expect(loadConfig({ LLM_BASE_URL: 'http://m' }).llm).toEqual({
      baseUrl: 'http://m',
      model: 'default',
      apiKey: undefined,
      timeoutMs: 20_000,
    });
    expect(messageOf({ LLM_BASE_URL: 'http://m', LLM_TIMEOUT_MS: '50' })).toBe(
      'setting LLM_TIMEOUT_MS="50" is not valid: expected milliseconds between 100 and 600000',
    );
    expect(messageOf({ LLM_BASE_URL: 'http://m', LLM_TIMEOUT_MS: '1.5e3x' })).toContain('LLM_TIMEOUT_MS');
  });

  it('FILES_DIR marks the folder as chosen by the operator', () => {
    expect(loadConfig({ FILES_DIR: '/srv/files' })).toMatchObject({ filesDir: '/srv/files', filesDirSet: true });
  });
});
