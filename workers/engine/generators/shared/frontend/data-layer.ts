import type { AppModel } from "../../../model";
import { code, literal, test } from "../../files";
import type { GeneratedFile } from "../../types";

const client = (model: AppModel, apiBase: string) => `
/** Calls the API: JSON in and out, the stored token attached, failures as ApiError. */
const BASE_URL = ${apiBase};
const TOKEN_KEY = ${literal(`${model.slug}.token`)};

export interface Issue {
  path: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: Issue[] = [],
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const tokenStore = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};

export const apiUrl = (path: string) => \`\${BASE_URL}\${path}\`;

export function authHeaders(): Record<string, string> {
  const token = tokenStore.get();
  return token ? { Authorization: \`Bearer \${token}\` } : {};
}

export async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json", ...authHeaders() };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(apiUrl(path), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const failure = (data ?? {}) as { error?: string; issues?: Issue[] };
    throw new ApiError(response.status, failure.error ?? \`Request failed (\${response.status})\`, failure.issues ?? []);
  }
  return data as T;
}

/** The five calls of one record type's REST routes. */
export interface Resource<T, Input> {
  list(): Promise<T[]>;
  get(id: string): Promise<T>;
  create(input: Input): Promise<T>;
  update(id: string, input: Input): Promise<T>;
  remove(id: string): Promise<void>;
}

export function resource<T, Input>(route: string): Resource<T, Input> {
  const base = \`/api/\${route}\`;
  const one = (id: string) => \`\${base}/\${encodeURIComponent(id)}\`;
  return {
    list: () => request<T[]>("GET", base),
    get: (id) => request<T>("GET", one(id)),
    create: (input) => request<T>("POST", base, input),
    update: (id, input) => request<T>("PUT", one(id), input),
    remove: (id) => request<void>("DELETE", one(id)),
  };
}
`;

const meta = `
/** How a screen knows a record type: its labels, route and fields (written from the app model). */
export type FieldKind = "string" | "number" | "boolean" | "date" | "reference";

export interface FieldMeta {
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  format?: "plain" | "long" | "email" | "url";
  /** For references: the record type pointed at, and which of its fields names a record. */
  target?: { route: string; label: string; displayField: string; displayKind: FieldKind };
}

export interface EntityMeta {
  name: string;
  label: string;
  pluralLabel: string;
  route: string;
  displayField: string;
  fields: FieldMeta[];
}

export type RecordValue = string | number | boolean | null;
export type AnyRecord = { id: string } & { [field: string]: RecordValue };
`;

const format = `
import type { FieldKind, RecordValue } from "../entities/meta";

const pad = (value: number) => String(value).padStart(2, "0");

/** A date as "YYYY-MM-DD HH:mm" in the viewer's time zone: short, sortable, the same in every locale. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return \`\${date.getFullYear()}-\${pad(date.getMonth() + 1)}-\${pad(date.getDate())} \${pad(date.getHours())}:\${pad(date.getMinutes())}\`;
}

export function formatValue(kind: FieldKind, value: RecordValue | undefined): string {
  if (value === null || value === undefined || value === "") return "—";
  if (kind === "boolean") return value ? "Yes" : "No";
  if (kind === "date" && typeof value === "string") return formatDate(value);
  return String(value);
}
`;

const formValues = `
import type { AnyRecord, EntityMeta, RecordValue } from "../entities/meta";

export type FormValues = Record<string, string | boolean>;

/** A datetime-local input's value ("YYYY-MM-DDTHH:mm", local time) for an ISO date. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export function toFormValues(meta: EntityMeta, record?: AnyRecord): FormValues {
  const values: FormValues = {};
  for (const field of meta.fields) {
    const value = record?.[field.name];
    if (field.kind === "boolean") values[field.name] = Boolean(value);
    else if (field.kind === "date") values[field.name] = typeof value === "string" ? toLocalInput(value) : "";
    else values[field.name] = value === null || value === undefined ? "" : String(value);
  }
  return values;
}

/** What the API expects: numbers as numbers, dates as ISO strings, empty inputs as null. */
export function toPayload(meta: EntityMeta, values: FormValues): Record<string, RecordValue> {
  const payload: Record<string, RecordValue> = {};
  for (const field of meta.fields) {
    const value = values[field.name];
    if (field.kind === "boolean") {
      payload[field.name] = value === true;
      continue;
    }
    const text = typeof value === "string" ? value.trim() : "";
    if (text === "") payload[field.name] = null;
    else if (field.kind === "number") payload[field.name] = Number(text);
    else if (field.kind === "date") payload[field.name] = new Date(text).toISOString();
    else payload[field.name] = text;
  }
  return payload;
}
`;

const stubApi = `
import { vi } from "vitest";

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces fetch with an in-memory API: GET /api/<route> answers records[route], GET /api/<route>/<id>
 * the record with that id (or the first), other methods echo the body with an id. Returns the calls made.
 */
export function stubApi(records: Record<string, unknown[]> = {}, overrides: Record<string, unknown> = {}): Call[] {
  const calls: Call[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).replace(/^https?:\\/\\/[^/]+/, "").split("?")[0] ?? "";
      const method = init?.method ?? "GET";
      const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : init?.body;
      calls.push({ method, path, body });
      const key = \`\${method} \${path}\`;
      if (key in overrides) return json(overrides[key]);
      const [, , route = "", id] = path.split("/");
      const list = records[route] ?? [];
      if (method === "GET") {
        if (id === undefined) return json(list);
        const found = list.find((record) => (record as { id?: string }).id === decodeURIComponent(id)) ?? list[0];
        return found ? json(found) : json({ error: "Not found" }, 404);
      }
      if (method === "DELETE") return new Response(null, { status: 204 });
      return json({ id: "created-1", ...(body as object) }, method === "POST" ? 201 : 200);
    }),
  );
  return calls;
}
`;

const formValuesTest = `
import { describe, expect, it } from "vitest";
import type { EntityMeta } from "../entities/meta";
import { toFormValues, toPayload } from "./form-values";

const meta: EntityMeta = {
  name: "Sample",
  label: "Sample",
  pluralLabel: "Samples",
  route: "samples",
  displayField: "name",
  fields: [
    { name: "name", label: "Name", kind: "string", required: true },
    { name: "count", label: "Count", kind: "number", required: false },
    { name: "active", label: "Active", kind: "boolean", required: true },
    { name: "startsAt", label: "Starts at", kind: "date", required: false },
  ],
};

describe("form values", () => {
  it("turns inputs into the API's types, empty inputs into null", () => {
    const payload = toPayload(meta, { name: " Cake ", count: "3", active: true, startsAt: "" });
    expect(payload).toEqual({ name: "Cake", count: 3, active: true, startsAt: null });
  });

  it("round-trips a record through the form", () => {
    const record = { id: "1", name: "Cake", count: 2, active: false, startsAt: "2030-01-15T10:00:00.000Z" };
    const payload = toPayload(meta, toFormValues(meta, record));
    expect(payload).toEqual({ name: "Cake", count: 2, active: false, startsAt: "2030-01-15T10:00:00.000Z" });
  });
});
`;

/** Where a Vite app's API client reads the API's origin (empty: /api on the app's own origin). */
export const VITE_API_BASE = `import.meta.env.VITE_API_URL ?? ""`;

/**
 * The data side of the screens: API client, record metadata, value formatting and form conversion;
 * `apiBase` is the expression the client reads the API's origin from.
 */
export function dataLayerFiles(model: AppModel, apiBase = VITE_API_BASE): GeneratedFile[] {
  const ui = (path: string, content: string) => code(`frontend/src/${path}`, "frontend", content);
  return [
    ui("api/client.ts", client(model, apiBase)),
    ui("entities/meta.ts", meta),
    ui("components/format.ts", format),
    ui("components/form-values.ts", formValues),
    test("frontend/src/test/stub-api.ts", stubApi),
    test("frontend/src/components/form-values.test.ts", formValuesTest),
  ];
}
