import { z } from "zod";
import { jsonOrNull } from "../encoding";

/**
 * One way to call an outside service's JSON API with the user's token: the provider's answer checked
 * against the shape AppForge reads, and every refusal turned into a ProviderError whose message says what
 * happened and what to do. Each provider says how it authenticates and where its error message sits.
 */

export type ProviderFailure = "bad_token" | "rate_limited" | "name_taken" | "quota" | "not_found" | "refused" | "unavailable";

/** A refusal or failure of the provider, in words the user can act on. */
export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    message: string,
  ) {
    super(message);
  }
}

/** Where a provider is and whose token calls it. The base URL is configurable (enterprise hosts, tests). */
export interface ProviderClient {
  baseUrl: string;
  token: string;
  fetch?: typeof fetch;
  /** How long to wait for an answer (default PROVIDER_TIMEOUT_MS). */
  timeoutMs?: number;
}

export interface RefusalContext {
  status: number;
  /** The provider's own message, when it gave one. */
  message: string;
  headers: Headers;
  method: string;
  path: string;
}

export interface ProviderApi {
  label: string;
  headers(token: string): Record<string, string>;
  /** The provider's error message from its error body. */
  messageOf(body: unknown): string;
  /** A provider's own reading of a refusal (name taken, its rate-limit headers); null: the common reading. */
  classify?(refusal: RefusalContext): ProviderError | null;
}

/** A provider's words for a name that is already used. */
const NAME_IN_USE = /already (exists|taken|in use)|is taken|name.*(taken|in use)/i;

/** The common reading of a refusal: the status codes every provider here uses the same way. */
function commonRefusal(api: ProviderApi, refusal: RefusalContext): ProviderError {
  const { status, message, method, path } = refusal;
  const said = message ? ` (${message})` : "";
  if (status === 401) {
    return new ProviderError("bad_token", `${api.label} refused the token: it is wrong, expired or revoked. Replace it on the Integrations tab of your profile.`);
  }
  if (status === 429) return new ProviderError("rate_limited", `${api.label}'s rate limit for this token is reached: try again in a few minutes.`);
  if (status === 402) return new ProviderError("quota", `${api.label} refused for your plan's limits${said}: upgrade the plan or free some room, then try again.`);
  if (status === 403) return new ProviderError("refused", `${api.label} refused${said}. The token needs permission to create and deploy projects.`);
  if (status === 404) return new ProviderError("not_found", `${api.label} has no ${method} ${path}`);
  // A conflict is read by what it says: only a name in use is "name taken" (an empty repository, a moved branch are not).
  if (status === 409 && NAME_IN_USE.test(message)) return new ProviderError("name_taken", `${api.label} says the name is taken${said}.`);
  if (status === 409) return new ProviderError("refused", `${api.label} refused: it conflicts with what is there now${said}.`);
  // A request the provider judged invalid fails the same way when sent again: its reason is what the user needs.
  if (status === 400 || status === 422) return new ProviderError("refused", `${api.label} refused the request${said}.`);
  return new ProviderError("unavailable", `${api.label} answered ${status}${said}: try again in a moment.`);
}

/** A provider that has not answered by then is treated as unreachable: no request of AppForge's waits on it longer. */
export const PROVIDER_TIMEOUT_MS = 20_000;

/** Calls the provider and returns its answer read with `schema`; any refusal is a ProviderError. */
export async function providerCall<T>(api: ProviderApi, client: ProviderClient, method: string, path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
  const doFetch = client.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(`${client.baseUrl.replace(/\/$/, "")}${path}`, {
      method,
      // A form (a multipart upload) sets its own Content-Type with its boundary; any other body is JSON.
      headers: { Accept: "application/json", "User-Agent": "AppForge", ...api.headers(client.token), ...(body === undefined || body instanceof FormData ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(client.timeoutMs ?? PROVIDER_TIMEOUT_MS),
    });
  } catch {
    throw new ProviderError("unavailable", `${api.label} could not be reached, or did not answer in time: try again in a moment.`);
  }
  const json = jsonOrNull(await response.text());
  if (response.ok) {
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ProviderError("unavailable", `${api.label} answered ${method} ${path.split("?")[0]} in a way AppForge does not understand.`);
    return parsed.data;
  }
  const refusal: RefusalContext = { status: response.status, message: api.messageOf(json).slice(0, 300), headers: response.headers, method, path: path.split("?")[0] ?? path };
  throw api.classify?.(refusal) ?? commonRefusal(api, refusal);
}

/** `{ message }` or `{ error: { message } }` or `{ error: "..." }`: where most providers put their words. */
export function commonMessage(body: unknown): string {
  const parsed = z
    .object({ message: z.string().optional(), error: z.union([z.string(), z.object({ message: z.string().optional() }).passthrough()]).optional() })
    .passthrough()
    .safeParse(body);
  if (!parsed.success) return "";
  const { message, error } = parsed.data;
  if (message) return message;
  if (typeof error === "string") return error;
  return error?.message ?? "";
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
