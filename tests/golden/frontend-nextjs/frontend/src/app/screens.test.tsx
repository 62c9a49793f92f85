import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/api/client";
import { renderAt, type Routes } from "@/test/next-navigation";
import { stubApi } from "@/test/stub-api";
import AppLayout from "./(app)/layout";
import NotFoundPage from "./not-found";
import { Providers } from "./providers";
import ProductsPage from "./(app)/products/page";
import ProductPage from "./(app)/products/[id]/page";
import OrdersPage from "./(app)/orders/page";
import OrderPage from "./(app)/orders/[id]/page";
import CustomersPage from "./(app)/customers/page";
import CustomerPage from "./(app)/customers/[id]/page";
import PickupSlotsPage from "./(app)/pickup-slots/page";
import PickupSlotPage from "./(app)/pickup-slots/[id]/page";
import ProductionListsPage from "./(app)/production-lists/page";
import ProductionListPage from "./(app)/production-lists/[id]/page";
import LoginPage from "./login/page";
import RegisterPage from "./register/page";
import DashboardPage from "./(app)/dashboard/page";
import CheckoutPage from "./(app)/checkout/page";
import NotificationsPage from "./(app)/notifications/page";
import AnalyticsPage from "./(app)/analytics/page";
import SearchPage from "./(app)/search/page";
import FilesPage from "./(app)/files/page";

const ROUTES: Routes = {
  "/products": () => (
    <AppLayout>
      <ProductsPage />
    </AppLayout>
  ),
  "/products/[id]": () => (
    <AppLayout>
      <ProductPage />
    </AppLayout>
  ),
  "/orders": () => (
    <AppLayout>
      <OrdersPage />
    </AppLayout>
  ),
  "/orders/[id]": () => (
    <AppLayout>
      <OrderPage />
    </AppLayout>
  ),
  "/customers": () => (
    <AppLayout>
      <CustomersPage />
    </AppLayout>
  ),
  "/customers/[id]": () => (
    <AppLayout>
      <CustomerPage />
    </AppLayout>
  ),
  "/pickup-slots": () => (
    <AppLayout>
      <PickupSlotsPage />
    </AppLayout>
  ),
  "/pickup-slots/[id]": () => (
    <AppLayout>
      <PickupSlotPage />
    </AppLayout>
  ),
  "/production-lists": () => (
    <AppLayout>
      <ProductionListsPage />
    </AppLayout>
  ),
  "/production-lists/[id]": () => (
    <AppLayout>
      <ProductionListPage />
    </AppLayout>
  ),
  "/login": () => <LoginPage />,
  "/register": () => <RegisterPage />,
  "/dashboard": () => (
    <AppLayout>
      <DashboardPage />
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
  "/search": () => (
    <AppLayout>
      <SearchPage />
    </AppLayout>
  ),
  "/files": () => (
    <AppLayout>
      <FilesPage />
    </AppLayout>
  ),
};

const SCREENS = [
  {
    "path": "/login",
    "heading": "Sign in to Crumb & Co Bakery",
    "open": true
  },
  {
    "path": "/register",
    "heading": "Create your Crumb & Co Bakery account",
    "open": true
  },
  {
    "path": "/dashboard",
    "heading": "Dashboard",
    "open": false
  },
  {
    "path": "/products",
    "heading": "Products",
    "open": false
  },
  {
    "path": "/products/new",
    "heading": "New product",
    "open": false
  },
  {
    "path": "/orders",
    "heading": "Orders",
    "open": false
  },
  {
    "path": "/orders/new",
    "heading": "New order",
    "open": false
  },
  {
    "path": "/customers",
    "heading": "Customers",
    "open": false
  },
  {
    "path": "/customers/new",
    "heading": "New customer",
    "open": false
  },
  {
    "path": "/pickup-slots",
    "heading": "Pickup slots",
    "open": false
  },
  {
    "path": "/pickup-slots/new",
    "heading": "New pickup slot",
    "open": false
  },
  {
    "path": "/production-lists",
    "heading": "Production lists",
    "open": false
  },
  {
    "path": "/production-lists/new",
    "heading": "New production list",
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
  },
  {
    "path": "/search",
    "heading": "Search",
    "open": false
  },
  {
    "path": "/files",
    "heading": "Files",
    "open": false
  }
];

const open = (path: string) => renderAt(path, ROUTES, { fallback: () => <NotFoundPage />, wrapper: Providers });

describe("every screen of the architecture", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    tokenStore.clear();
  });

  it.each(SCREENS)("$path shows \"$heading\"", async ({ path, heading, open: isOpen }) => {
    stubApi({}, { "GET /api/auth/me": { id: "u1", name: "Tester", email: "tester@example.com", role: "owner" } });
    if (!isOpen) tokenStore.set("test-token");
    open(path);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeTruthy();
    expect(screen.queryByText("Page not found")).toBeNull();
  });

  it("answers an unknown path with a not-found page", async () => {
    stubApi({}, { "GET /api/auth/me": { id: "u1", name: "Tester", email: "tester@example.com", role: "owner" } });
    tokenStore.set("test-token");
    open("/no-such-page");
    expect(await screen.findByText("Page not found")).toBeTruthy();
  });
});
