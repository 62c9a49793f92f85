import { test as base, expect, type Page } from "@playwright/test";

export const PASSWORD = "Str0ng!pass";

export interface TestUser {
  name: string;
  email: string;
  password: string;
  token: string;
}

let counter = 0;
export function uniqueEmail(prefix = "e2e"): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Creates an account through the API, as a returning user would already have. */
export async function createUser(page: Page, name = "Journey User"): Promise<TestUser> {
  const email = uniqueEmail();
  const response = await page.request.post("/api/auth/register", { data: { name, email, password: PASSWORD } });
  expect(response.status()).toBe(201);
  const body: unknown = await response.json();
  const token = typeof body === "object" && body && "token" in body ? String(body.token) : "";
  return { name, email, password: PASSWORD, token };
}

/** Signs in through the login screen (of the server at `origin`, when it is not the run's own). */
export async function signIn(page: Page, user: { email: string; password: string }, origin = ""): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel("Email address").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A test with a fresh signed-in user; the throw-away database of the run is removed afterwards. */
export const test = base.extend<{ user: TestUser }>({
  user: async ({ page }, use) => {
    const user = await createUser(page);
    await signIn(page, user);
    await use(user);
  },
});

export { expect };
