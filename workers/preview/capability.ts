import { fromBase64Url, toBase64Url } from "../encoding";

/**
 * The preview capability: `<project id>.<signature>`, an HMAC of the project id under a key derived from
 * AUTH_SECRET. It is all the previewed app holds: it names one project's preview and nothing else, so the
 * untrusted code in the preview reaches that preview's API and never the user's session or another project.
 */

const LABEL = "appforge preview capability v1";
const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(`${LABEL}\n${secret}`), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, key);
  }
  return key;
}

export async function previewCapability(secret: string, projectId: string): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await keyFor(secret), new TextEncoder().encode(projectId));
  return `${projectId}.${toBase64Url(new Uint8Array(signature))}`;
}

/** The project a capability names, or undefined when it is not one this deployment signed. */
export async function projectOfCapability(secret: string, capability: string): Promise<string | undefined> {
  const dot = capability.lastIndexOf(".");
  if (dot <= 0 || capability.length > 200) return undefined;
  const projectId = capability.slice(0, dot);
  const signature = fromBase64Url(capability.slice(dot + 1));
  if (!signature || signature.length === 0 || !/^[A-Za-z0-9-]+$/.test(projectId)) return undefined;
  const valid = await crypto.subtle.verify("HMAC", await keyFor(secret), signature, new TextEncoder().encode(projectId));
  return valid ? projectId : undefined;
}
