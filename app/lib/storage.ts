import type { User } from "../../workers/contract/auth";

/** Browser storage keys; other tabs and older sessions read the same names. */
export const TOKEN_KEY = "authToken";
export const USER_KEY = "user";

export function readStoredToken(): string | null {
  return typeof window === "undefined" ? null : window.localStorage.getItem(TOKEN_KEY);
}

/**
 * The stored user, or null when it is missing or no longer has the expected shape. The schema is loaded
 * only when there is a stored user to check, so a signed-out first visit does not load it.
 */
export async function readStoredUser(): Promise<User | null> {
  if (typeof window === "undefined") return null;
  const raw = window.localStorage.getItem(USER_KEY);
  if (!raw) return null;
  const { userSchema } = await import("../../workers/contract/auth");
  try {
    const parsed = userSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeSession(token: string, user: User): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  window.localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function storeUser(user: User): void {
  window.localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function storeToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
}

export function clearSession(): void {
  window.localStorage.removeItem(TOKEN_KEY);
  window.localStorage.removeItem(USER_KEY);
}
