import type { Routes } from "@angular/router";
import { NotFound } from "./components/not-found";
import { Layout } from "./layout/layout";
import { ProductDetail } from "./screens/products/product-detail";
import { ProductsList } from "./screens/products/products-list";
import { OrderDetail } from "./screens/orders/order-detail";
import { OrdersList } from "./screens/orders/orders-list";
import { CustomerDetail } from "./screens/customers/customer-detail";
import { CustomersList } from "./screens/customers/customers-list";
import { PickupSlotDetail } from "./screens/pickup-slots/pickup-slot-detail";
import { PickupSlotsList } from "./screens/pickup-slots/pickup-slots-list";
import { ProductionListDetail } from "./screens/production-lists/production-list-detail";
import { ProductionListsList } from "./screens/production-lists/production-lists-list";
import { LoginScreen } from "./auth/login-screen";
import { RegisterScreen } from "./auth/register-screen";
import { requireAuth } from "./auth/require-auth";
import { Dashboard } from "./screens/dashboard";
import { CheckoutScreen } from "./payments/checkout-screen";
import { NotificationsScreen } from "./notifications/notifications-screen";
import { AnalyticsScreen } from "./analytics/analytics-screen";
import { SearchScreen } from "./search/search-screen";
import { FilesScreen } from "./files/files-screen";

/** Every screen of Crumb & Co Bakery, by path. */
export const routes: Routes = [
  { path: "login", component: LoginScreen },
  { path: "register", component: RegisterScreen },
  {
    path: "",
    component: Layout,
    canActivate: [requireAuth],
    canActivateChild: [requireAuth],
    children: [
      { path: "", pathMatch: "full", redirectTo: "/dashboard" },
      { path: "products", component: ProductsList },
      { path: "products/:id", component: ProductDetail },
      { path: "orders", component: OrdersList },
      { path: "orders/:id", component: OrderDetail },
      { path: "customers", component: CustomersList },
      { path: "customers/:id", component: CustomerDetail },
      { path: "pickup-slots", component: PickupSlotsList },
      { path: "pickup-slots/:id", component: PickupSlotDetail },
      { path: "production-lists", component: ProductionListsList },
      { path: "production-lists/:id", component: ProductionListDetail },
      { path: "dashboard", component: Dashboard },
      { path: "checkout", component: CheckoutScreen },
      { path: "notifications", component: NotificationsScreen },
      { path: "analytics", component: AnalyticsScreen },
      { path: "search", component: SearchScreen },
      { path: "files", component: FilesScreen },
      { path: "**", component: NotFound },
    ],
  },
];
