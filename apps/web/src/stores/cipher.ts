import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

/**
 * Spec 9: the stored user info is JSON encrypted (AES, crypto-js's passphrase format) with a
 * fixed symmetric secret embedded in the client. It only keeps casual eyes off local storage;
 * it is not a security boundary (the secret ships with the code).
 */
const secret = 'cp-portal-9f3b2c71-user-info';

export const encrypt = (text: string) => AES.encrypt(text, secret).toString();

/** The plain text, or '' when the cipher text was tampered with or written with another secret. */
export function decrypt(raw: string): string {
  try {
    return AES.decrypt(raw, secret).toString(Utf8);
  } catch {
    return '';
  }
}
