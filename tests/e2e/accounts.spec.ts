import type { Page } from "@playwright/test";
import { createUser, expect, PASSWORD, signIn, test, uniqueEmail } from "./fixtures";

test("a visitor signs up, edits the profile, changes the password, logs out and signs in again", async ({ page }) => {
  const email = uniqueEmail("journey");
  await page.goto("/register");
  await page.getByLabel("Full name").fill("Ada Lovelace");
  await page.getByLabel("Email address").fill(email);

  // A weak password blocks the submit button and says why.
  await page.getByLabel("Password", { exact: true }).fill("password");
  await expect(page.getByTestId("strength-label")).toHaveText("Weak");
  await expect(page.getByText("Password is too weak. Please use a stronger password.")).toBeVisible();
  const submit = page.getByRole("button", { name: "Create account" });
  await expect(submit).toBeDisabled();

  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await expect(page.getByTestId("strength-label")).toHaveText("Strong");
  await page.getByLabel("Confirm password", { exact: true }).fill("Different!1");
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("I agree to the").check();
  await submit.click();
  await expect(page.getByRole("alert")).toHaveText("Passwords do not match");

  await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome back, Ada Lovelace!" })).toBeVisible();

  // Profile: edit name.
  await page.getByRole("link", { name: /Profile of/ }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText("Account Type")).toBeVisible();
  await page.getByLabel("Full name").fill("Ada King");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ada King" })).toBeVisible();

  // Security: mismatch, then a real change.
  await page.getByRole("tab", { name: "Security" }).click();
  await expect(page.getByText("Verified")).toBeVisible();
  const newPassword = "An0ther!pass";
  await page.getByLabel("Current password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password", { exact: true }).fill("nope");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("alert")).toHaveText("New passwords do not match");
  await page.getByLabel("Confirm new password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed successfully!")).toBeVisible();

  // The session survives a reload with the fresh token.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Ada King" })).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => [localStorage.getItem("authToken"), localStorage.getItem("user")])).toEqual([
    null,
    null,
  ]);

  await signIn(page, { email, password: newPassword });
  await expect(page.getByRole("heading", { name: "Welcome back, Ada King!" })).toBeVisible();
});

test("a wrong password shows the server's message in the banner", async ({ page }) => {
  const user = await createUser(page);
  await page.goto("/login");
  await page.getByLabel("Email address").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill("Wrong!pass1");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await expect(page).toHaveURL(/\/login$/);
});

test("protected screens send a signed-out visitor to /login, unknown paths go home", async ({ page }) => {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/no/such/page");
  await expect(page).toHaveURL(/\/$/);
});

test("a signed-in user is moved away from login and register", async ({ page, user }) => {
  expect(user.email).toContain("@");
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/register");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a revoked session is cleared and the user lands on /login", async ({ page, user }) => {
  await page.request.post("/api/auth/logout", { headers: { Authorization: `Bearer ${await storedToken(page)}` } });
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();
  expect(user.name).toBe("Journey User");
});

test("pages carry security headers and the landing page is rendered on the server", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBeTruthy();
  expect(await response.text()).toContain("Testimonials");
});

async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem("authToken"));
}
