import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt, type Routes } from "@/test/next-navigation";
import { stubApi } from "@/test/stub-api";
import AppLayout from "./(app)/layout";
import NotFoundPage from "./not-found";
import { Providers } from "./providers";
import ProfilesPage from "./(app)/profiles/page";
import ProfilePage from "./(app)/profiles/[id]/page";
import ActivitiesPage from "./(app)/activities/page";
import ActivityPage from "./(app)/activities/[id]/page";
import RemindersPage from "./(app)/reminders/page";
import ReminderPage from "./(app)/reminders/[id]/page";
import CheckoutPage from "./(app)/checkout/page";
import NotificationsPage from "./(app)/notifications/page";
import AnalyticsPage from "./(app)/analytics/page";

const ROUTES: Routes = {
  "/profiles": () => (
    <AppLayout>
      <ProfilesPage />
    </AppLayout>
  ),
  "/profiles/[id]": () => (
    <AppLayout>
      <ProfilePage />
    </AppLayout>
  ),
  "/activities": () => (
    <AppLayout>
      <ActivitiesPage />
    </AppLayout>
  ),
  "/activities/[id]": () => (
    <AppLayout>
      <ActivityPage />
    </AppLayout>
  ),
  "/reminders": () => (
    <AppLayout>
      <RemindersPage />
    </AppLayout>
  ),
  "/reminders/[id]": () => (
    <AppLayout>
      <ReminderPage />
    </AppLayout>
  ),
  "/checkout": () => (
    <AppLayout>
      <CheckoutPage />
    </AppLayout>
  ),
  "/notifications": () => (
    <AppLayout>
      <NotificationsPage />
    </AppLayout>
  ),
  "/analytics": () => (
    <AppLayout>
      <AnalyticsPage />
    </AppLayout>
  ),
};

const SCREENS = [
  {
    "path": "/profiles",
    "heading": "Profiles",
    "open": false
  },
  {
    "path": "/profiles/new",
    "heading": "New profile",
    "open": false
  },
  {
    "path": "/activities",
    "heading": "Activities",
    "open": false
  },
  {
    "path": "/activities/new",
    "heading": "New activity",
    "open": false
  },
  {
    "path": "/reminders",
    "heading": "Reminders",
    "open": false
  },
  {
    "path": "/reminders/new",
    "heading": "New reminder",
    "open": false
  },
  {
    "path": "/checkout",
    "heading": "Checkout",
    "open": false
  },
  {
    "path": "/notifications",
    "heading": "Notifications",
    "open": false
  },
  {
    "path": "/analytics",
    "heading": "Analytics",
    "open": false
  }
];

const open = (path: string) => renderAt(path, ROUTES, { fallback: () => <NotFoundPage />, wrapper: Providers });

describe("every screen of the architecture", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each(SCREENS)("$path shows \"$heading\"", async ({ path, heading }) => {
    stubApi();
    open(path);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeTruthy();
    expect(screen.queryByText("Page not found")).toBeNull();
  });

  it("answers an unknown path with a not-found page", async () => {
    stubApi();
    open("/no-such-page");
    expect(await screen.findByText("Page not found")).toBeTruthy();
  });
});
