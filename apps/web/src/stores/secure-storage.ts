import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

/**
 * Spec 9: the stored user info is JSON encrypted with a fixed symmetric secret embedded in the
 * client. It only keeps casual eyes off local storage; it is not a security boundary (the
 * secret ships with the code). Kept in this one module so it can change in one place.
 */
const secret = 'cp-portal-9f3b2c71-user-info';

export function writeEncrypted(key: string, value: unknown) {
  localStorage.setItem(key, AES.encrypt(JSON.stringify(value), secret).toString());
}

/** The decrypted value, or undefined when missing, tampered with or written with another secret. */
export function readEncrypted<T>(key: string): T | undefined {
  const raw = localStorage.getItem(key);
  if (!raw) return undefined;
  try {
    const text = AES.decrypt(raw, secret).toString(Utf8);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}
