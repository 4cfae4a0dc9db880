/**
 * Fields whose values never reach a log, by exact name (case ignored). An explicit list, not a
 * pattern: a pattern like /key/ also hid every `keyword`, and the audit lost what was searched.
 */
const secretFields = new Set(
  [
    'password',
    'oldPassword',
    'newPassword',
    'confirmPassword',
    'confirmNewPassword',
    'passwordHash',
    'token',
    'batoken',
    'captchaInfo',
    'accessKey',
    'secretKey',
    'apiKey',
    'secret',
    'smtpUrl',
  ].map((k) => k.toLowerCase()),
);

export const isSecretField = (name: string) => secretFields.has(name.toLowerCase());

/** Copies a value with every secret field replaced by ******, for the logs. */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value && typeof value === 'object') {
    if (Buffer.isBuffer(value)) return `<${value.length} bytes>`;
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        k,
        isSecretField(k) ? '******' : maskSecrets(v),
      ]),
    );
  }
  return value;
}

/** A request URI as logs keep it: query parameters that carry secrets (?batoken=…) masked. */
export function maskUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is kept as it is
      }
      return eq >= 0 && isSecretField(decoded) ? `${name}=******` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}
