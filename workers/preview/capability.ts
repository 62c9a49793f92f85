import { base64url } from "jose";
import { fromBase64Url } from "../encoding";
import { keptByKey } from "../once";

/**
 * The preview link's capability: `<project id>.<link version>.<signature>`, an HMAC of the project id and the
 * link's version under PREVIEW_LINK_SECRET (a secret used for nothing else). It is all the previewed app
 * holds: it names one project's preview and nothing else, so the untrusted code in the preview reaches that
 * preview's API and never the user's session or another project. The version is the project's
 * `preview_link_version`: the owner raising it (a new link) ends every earlier link at once, and a deleted
 * project has no version, so its links end with it.
 */

const LABEL = "appforge preview link v2";
const keys = keptByKey<string, CryptoKey>();
/** Every character a capability may hold: the id's, the version's digits, the dots and base64url. */
const CAPABILITY = /^[A-Za-z0-9_-]{1,64}\.[1-9][0-9]{0,8}\.[A-Za-z0-9_-]{43}$/;

function keyFor(secret: string): Promise<CryptoKey> {
  return keys(secret, () => crypto.subtle.importKey("raw", new TextEncoder().encode(`${LABEL}\n${secret}`), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]));
}

export interface PreviewLink {
  projectId: string;
  version: number;
}

export async function previewCapability(secret: string, { projectId, version }: PreviewLink): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await keyFor(secret), new TextEncoder().encode(`${projectId}.${version}`));
  return `${projectId}.${version}.${base64url.encode(new Uint8Array(signature))}`;
}

/**
 * The project and link version a capability names, or undefined when it is not one this deployment signed.
 * The caller still checks the version against the project's current one.
 */
export async function linkOfCapability(secret: string, capability: string): Promise<PreviewLink | undefined> {
  if (!CAPABILITY.test(capability)) return undefined;
  const [projectId = "", version = "", encoded = ""] = capability.split(".");
  const signature = fromBase64Url(encoded);
  if (!signature || signature.length !== 32) return undefined;
  const valid = await crypto.subtle.verify("HMAC", await keyFor(secret), signature, new TextEncoder().encode(`${projectId}.${version}`));
  return valid ? { projectId, version: Number(version) } : undefined;
}

/** Whether a project's live link is (still) its preview, or not set yet: then it follows the preview's link. */
export const isPreviewLink = (url: string | null): boolean => !url || url.includes("/preview/");

/**
 * The preview document's address for this link: on `origin` when one is known (the preview origin, or the
 * request's), else as a path on AppForge's own origin, which is where previews are served without one. The API
 * shows a stored one with the current origin (api/preview-links.ts).
 */
export async function previewDocumentUrl(secret: string, link: PreviewLink, origin: string | null): Promise<string> {
  return `${origin ?? ""}/preview/${await previewCapability(secret, link)}/`;
}
