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
  // Four of five checks but too short: the meter agrees with the rule and praises nothing.
  await page.getByLabel("Password", { exact: true }).fill("Ab1!xyz");
  await expect(page.getByTestId("strength-label")).toHaveText("Too short");
  await expect(page.getByText("Password must be at least 8 characters long.")).toBeVisible();
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
  // A new account (no project yet) is welcomed, not welcomed back.
  await expect(page.getByRole("heading", { name: "Welcome, Ada Lovelace!" })).toBeVisible();

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
  await expect(page.getByRole("heading", { name: "Welcome, Ada King!" })).toBeVisible();
});

test("a password under 8 characters or too weak is refused on the register screen, on the security tab and by the API", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/register");
  await page.getByLabel("Full name").fill("Short Password");
  await page.getByLabel("Email address").fill(uniqueEmail("short"));
  await page.getByLabel("I agree to the").check();
  const password = page.getByLabel("Password", { exact: true });
  const submit = page.getByRole("button", { name: "Create account" });

  // "a1!" scores 3 yet has 3 characters: the length rule names it, the meter says "Too short" rather than
  // "Fair", and the button stays disabled.
  await password.fill("a1!");
  await page.getByLabel("Confirm password", { exact: true }).fill("a1!");
  await expect(page.getByTestId("strength-label")).toHaveText("Too short");
  await expect(page.getByText("At least 8 characters (not met)")).toBeAttached();
  await expect(page.getByText("Password must be at least 8 characters long.")).toBeVisible();
  await expect(password).toHaveAccessibleDescription("Password must be at least 8 characters long.");
  await expect(submit).toBeDisabled();
  // Enter in a field does not get past it either.
  await password.press("Enter");
  await expect(page).toHaveURL(/\/register$/);

  // Long but weak: the spec's words.
  await password.fill("abcdefgh");
  await expect(page.getByText("Password is too weak. Please use a stronger password.")).toBeVisible();
  await expect(submit).toBeDisabled();

  // 8 characters with a score of 3: accepted.
  await password.fill("abcdef1!");
  await expect(page.getByText("Password must be at least 8 characters long.")).toHaveCount(0);
  await expect(page.getByText("Password is too weak. Please use a stronger password.")).toHaveCount(0);
  await expect(submit).toBeEnabled();

  // The API holds the same rule for a client that skips the screen.
  const refused = await page.request.post("/api/auth/register", { data: { name: "Direct", email: uniqueEmail("direct"), password: "a1!" } });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({ success: false, error: "password_too_short", message: "Password must be at least 8 characters long." });

  // Changing the password: the client leaves the rule to the server, and shows its message.
  const user = await createUser(page, "Changing User");
  await signIn(page, user);
  await page.goto("/profile?tab=security");
  await page.getByLabel("Current password", { exact: true }).fill(user.password);
  await page.getByLabel("New password", { exact: true }).fill("a1!");
  await page.getByLabel("Confirm new password", { exact: true }).fill("a1!");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("alert")).toHaveText("Password must be at least 8 characters long.");
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
  // The first screen says who writes the code, rendered on the server.
  expect(await response.text()).toContain("No model configured");
});

async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem("authToken"));
}
