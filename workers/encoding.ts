import { base64url } from "jose";

/**
 * Bytes as text, the ways the Worker stores and sends them; and JSON read without throwing. Standard base64
 * is for what is stored that way (password hashes, sealed tokens), GitHub's contents API and CSP nonces;
 * base64url without padding (URLs, tokens) is jose's `base64url`, used directly.
 */

export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The bytes of a base64url text without padding, or undefined when it is not one (jose would throw). */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  // Only the alphabet: the runtime's decoder would also pass over white space and padding.
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    return new Uint8Array(base64url.decode(text));
  } catch {
    return undefined;
  }
}

/** A JSON text's value, or null when it is not JSON (an outside answer, a stored file): never a throw. */
export function jsonOrNull(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}
