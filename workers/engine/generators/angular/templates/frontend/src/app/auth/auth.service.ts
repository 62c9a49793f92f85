import { Injectable, signal } from "@angular/core";
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

/** Holds the signed-in user; a stored token is checked against /api/auth/me when the app opens. */
@Injectable({ providedIn: "root" })
export class AuthService {
  private readonly current = signal<User | null>(null);
  readonly user = this.current.asReadonly();
  /** Settles once a stored token has been checked with the server. */
  readonly ready: Promise<void> = this.check();

  async signIn(email: string, password: string): Promise<void> {
    this.start(await request<Session>("POST", "/api/auth/login", { email, password }));
  }

  async register(name: string, email: string, password: string): Promise<void> {
    this.start(await request<Session>("POST", "/api/auth/register", { name, email, password }));
  }

  signOut(): void {
    tokenStore.clear();
    this.current.set(null);
  }

  private start(session: Session): void {
    tokenStore.set(session.token);
    this.current.set(session.user);
  }

  private async check(): Promise<void> {
    if (!tokenStore.get()) return;
    try {
      this.current.set(await request<User>("GET", "/api/auth/me"));
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) tokenStore.clear();
    }
  }
}
