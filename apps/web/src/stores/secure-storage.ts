type Cipher = typeof import('./cipher');
let cipher: Cipher | undefined;

/**
 * Loads the cipher (crypto-js) once. It is loaded only when an encrypted value is
 * stored or about to be written, so the login page does without it (JS of /login).
 */
export async function loadCipher(): Promise<Cipher> {
  cipher ??= await import('./cipher');
  return cipher;
}

/** Encrypts and stores; before `loadCipher` has finished, the write waits for it. */
export function writeEncrypted(key: string, value: unknown) {
  const text = JSON.stringify(value);
  if (cipher) localStorage.setItem(key, cipher.encrypt(text));
  else void loadCipher().then((c) => localStorage.setItem(key, c.encrypt(text)));
}

/**
 * The decrypted value, or undefined when missing, tampered with, written with another secret,
 * or when the cipher is not loaded yet (main.tsx loads it first when a value is stored).
 */
export function readEncrypted<T>(key: string): T | undefined {
  const raw = localStorage.getItem(key);
  if (!raw || !cipher) return undefined;
  try {
    const text = cipher.decrypt(raw);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}
