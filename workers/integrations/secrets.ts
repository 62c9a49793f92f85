import type { SealedToken } from "../db/integrations";
import { fromBase64, toBase64 } from "../encoding";
import type { TokenKeys } from "../env";
import { keptByKey } from "../once";

/**
 * Tokens of outside services at rest: AES-GCM with a 256-bit key derived (HKDF-SHA-256) from
 * TOKEN_ENCRYPTION_KEY (a secret of its own, used for nothing else), a fresh IV per token, and the owner and
 * provider bound in as associated data, so a sealed token copied to another user's row does not open.
 * Tokens are never logged and never returned to the browser.
 */

const keys = keptByKey<string, CryptoKey>();
const encoder = new TextEncoder();

function keyFor(secret: string): Promise<CryptoKey> {
  return keys(secret, async () => {
    const base = await crypto.subtle.importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"]);
    return crypto.subtle.deriveKey(
      { name: "HKDF", hash: "SHA-256", salt: encoder.encode("appforge integrations"), info: encoder.encode("token encryption v1") },
      base,
      { name: "AES-GCM", length: 256 },
      false,
      ["encrypt", "decrypt"],
    );
  });
}

export async function sealToken(secret: string, token: string, owner: { userId: string; provider: string }): Promise<SealedToken> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const additionalData = encoder.encode(`${owner.userId}:${owner.provider}`);
  const ciphertext = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData }, await keyFor(secret), encoder.encode(token));
  return { ciphertext: toBase64(new Uint8Array(ciphertext)), iv: toBase64(iv) };
}

/** A stored token opened, and which key opened it (the previous one means it should be sealed again). */
export interface OpenedToken {
  token: string;
  sealedWith: "current" | "previous";
}

/** The token of a stored connection (its row), for that row's owner and provider only; null when no key opens it. */
export async function openStoredToken(
  keys: TokenKeys,
  row: { userId: string; provider: string; tokenCiphertext: string; tokenIv: string },
): Promise<OpenedToken | null> {
  const sealed = { ciphertext: row.tokenCiphertext, iv: row.tokenIv };
  const owner = { userId: row.userId, provider: row.provider };
  const current = await openToken(keys.current, sealed, owner);
  if (current !== null) return { token: current, sealedWith: "current" };
  const previous = keys.previous ? await openToken(keys.previous, sealed, owner) : null;
  return previous === null ? null : { token: previous, sealedWith: "previous" };
}

/** The token, or null when it does not open (another key, another owner, a changed row). */
export async function openToken(secret: string, sealed: SealedToken, owner: { userId: string; provider: string }): Promise<string | null> {
  try {
    const additionalData = encoder.encode(`${owner.userId}:${owner.provider}`);
    const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: fromBase64(sealed.iv), additionalData }, await keyFor(secret), fromBase64(sealed.ciphertext));
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
