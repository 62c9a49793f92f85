import { SELF } from "cloudflare:test";
import { z } from "zod";
import { authResponseSchema } from "../../workers/contract/auth";

const BASE = "http://example.com/api";

export interface ApiResult {
  status: number;
  body: Record<string, unknown>;
}

/** A JSON call through the real Worker, as the app makes it. */
export async function call(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResult> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await SELF.fetch(`${BASE}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const body = text ? z.record(z.string(), z.unknown()).parse(JSON.parse(text)) : {};
  return { status: response.status, body };
}

export const STRONG_PASSWORD = "Str0ng!pass";

let counter = 0;
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * A random address from 10.0.0.0/8, as Cloudflare's CF-Connecting-IP would name a client: each sign-up comes
 * from its own, so tests that register many users never meet the registrations-per-address quota.
 */
export function randomAddress(): string {
  const [a = 0, b = 0, c = 0] = crypto.getRandomValues(new Uint8Array(3));
  return `10.${a}.${b}.${c}`;
}

/** Registers a fresh user (from a random address) and returns its token and user. */
export async function signUp(name = "Test User") {
  const email = uniqueEmail();
  const result = await call("POST", "/auth/register", { body: { name, email, password: STRONG_PASSWORD }, headers: { "CF-Connecting-IP": randomAddress() } });
  if (result.status !== 201) throw new Error(`register failed: ${JSON.stringify(result.body)}`);
  const { user, token } = authResponseSchema.parse(result.body);
  return { user, token, email, password: STRONG_PASSWORD };
}
