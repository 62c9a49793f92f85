import type { AppModel } from "../../../model";
import { code, literal, test } from "../../files";
import type { GeneratedFile } from "../../types";
import { templateText } from "../../template-texts";

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
    ui("entities/meta.ts", templateText("shared/frontend/templates/frontend/src/entities/meta.ts")),
    ui("components/format.ts", templateText("shared/frontend/templates/frontend/src/components/format.ts")),
    ui("components/form-values.ts", templateText("shared/frontend/templates/frontend/src/components/form-values.ts")),
    test("frontend/src/test/stub-api.ts", templateText("shared/frontend/templates/frontend/src/test/stub-api.ts")),
    test("frontend/src/components/form-values.test.ts", templateText("shared/frontend/templates/frontend/src/components/form-values.test.ts")),
    test("frontend/src/components/format.test.ts", templateText("shared/frontend/templates/frontend/src/components/format.test.ts")),
  ];
}
