import type { ChildProcess, StdioOptions } from "node:child_process";
import type { Server } from "node:net";

export const SECRET_NAMES: string[];
export function randomSecrets(): Record<string, string>;
export function ensureDevSecrets(): void;
export function applyMigrations(persistTo?: string): void;
export function migratedDatabase(): string;
export function freshMigratedDatabase(persistTo: string): void;
export function buildApp(): void;
export function buildAppLocked(): void;
export function startWrangler(options: {
  port: number;
  persistTo?: string;
  stdio?: StdioOptions;
  vars?: Record<string, string>;
  detached?: boolean;
}): ChildProcess;
export function stopProcessGroup(child: ChildProcess): void;
export function startPreviewProxy(options: { port: number; target: number }): Promise<Server>;
