const secretKey = /pass(word)?|pwd|secret|token|captcha|key/i;

/** Copies a value with every password-like field replaced by ******, for the logs. */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value && typeof value === 'object') {
    if (Buffer.isBuffer(value)) return `<${value.length} bytes>`;
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, secretKey.test(k) ? '******' : maskSecrets(v)]),
    );
  }
  return value;
}
