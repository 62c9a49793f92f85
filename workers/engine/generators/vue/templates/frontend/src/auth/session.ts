import { reactive } from "vue";
import { ApiError, request, tokenStore } from "../api/client";

export interface User {
  id: string;
  name: string;
  email: string;
  /** What the account may change: the API checks it on every change. */
  role: string;
}

interface Session {
  token: string;
  user: User;
}

/** Who is signed in; a stored token is checked against /api/auth/me before the first signed-in screen. */
export const session = reactive<{ user: User | null }>({ user: null });

let checking: Promise<void> | null = null;

/** Resolves once a stored token has been checked (at most one call at a time); a rejected token is forgotten. */
export function restoreSession(): Promise<void> {
  if (session.user || !tokenStore.get()) return Promise.resolve();
  checking ??= request<User>("GET", "/api/auth/me")
    .then(
      (me) => {
        session.user = me;
      },
      (failure: unknown) => {
        if (failure instanceof ApiError && failure.status === 401) tokenStore.clear();
      },
    )
    .finally(() => {
      checking = null;
    });
  return checking;
}

function start(started: Session): void {
  tokenStore.set(started.token);
  session.user = started.user;
}

export async function signIn(email: string, password: string): Promise<void> {
  start(await request<Session>("POST", "/api/auth/login", { email, password }));
}

export async function register(name: string, email: string, password: string): Promise<void> {
  start(await request<Session>("POST", "/api/auth/register", { name, email, password }));
}

export function signOut(): void {
  tokenStore.clear();
  session.user = null;
}
