// Types for the parts of the smoke journey the product's own browser tests reuse.
import type { Locator } from "playwright-core";

export interface SmokeField {
  name: string;
  label: string;
  kind: string;
  format?: string;
}

/** Fills one field of a generated form as a user would, from the record type's first sample. */
export function fillField(form: Locator, field: SmokeField, entity: { label: string; samples?: Record<string, unknown>[] }): Promise<void>;
export function journey(baseUrl: string, model: unknown, appDir: string): Promise<void>;
export function step(name: string, action: () => Promise<void>): Promise<void>;
export const stamp: string;
