import { createRouter, createWebHistory, type RouteRecordRaw, type RouterHistory } from "vue-router";
import AppLayout from "./components/AppLayout.vue";
import NotFound from "./components/NotFound.vue";
import ProductDetail from "./screens/products/ProductDetail.vue";
import ProductsList from "./screens/products/ProductsList.vue";
import OrderDetail from "./screens/orders/OrderDetail.vue";
import OrdersList from "./screens/orders/OrdersList.vue";
import CustomerDetail from "./screens/customers/CustomerDetail.vue";
import CustomersList from "./screens/customers/CustomersList.vue";
import PickupSlotDetail from "./screens/pickup-slots/PickupSlotDetail.vue";
import PickupSlotsList from "./screens/pickup-slots/PickupSlotsList.vue";
import ProductionListDetail from "./screens/production-lists/ProductionListDetail.vue";
import ProductionListsList from "./screens/production-lists/ProductionListsList.vue";
import LoginScreen from "./auth/LoginScreen.vue";
import RegisterScreen from "./auth/RegisterScreen.vue";
import Dashboard from "./screens/Dashboard.vue";
import CheckoutScreen from "./payments/CheckoutScreen.vue";
import NotificationsScreen from "./notifications/NotificationsScreen.vue";
import AnalyticsScreen from "./analytics/AnalyticsScreen.vue";
import SearchScreen from "./search/SearchScreen.vue";
import FilesScreen from "./files/FilesScreen.vue";
import { requireSignIn } from "./auth/guard";

/** Every screen of Crumb & Co Bakery, by path; the ones inside the layout need a signed-in user. */
export const routes: RouteRecordRaw[] = [
  { path: "/login", component: LoginScreen, meta: { open: true } },
  { path: "/register", component: RegisterScreen, meta: { open: true } },
  {
    path: "/",
    component: AppLayout,
    children: [
      { path: "", redirect: "/dashboard" },
      { path: "/products", component: ProductsList },
      { path: "/products/:id", component: ProductDetail },
      { path: "/orders", component: OrdersList },
      { path: "/orders/:id", component: OrderDetail },
      { path: "/customers", component: CustomersList },
      { path: "/customers/:id", component: CustomerDetail },
      { path: "/pickup-slots", component: PickupSlotsList },
      { path: "/pickup-slots/:id", component: PickupSlotDetail },
      { path: "/production-lists", component: ProductionListsList },
      { path: "/production-lists/:id", component: ProductionListDetail },
      { path: "/dashboard", component: Dashboard },
      { path: "/checkout", component: CheckoutScreen },
      { path: "/notifications", component: NotificationsScreen },
      { path: "/analytics", component: AnalyticsScreen },
      { path: "/search", component: SearchScreen },
      { path: "/files", component: FilesScreen },
      { path: "/:pathMatch(.*)*", component: NotFound },
    ],
  },
];

/** The app's router: browser history in the app, a memory history in tests. */
export function createAppRouter(history: RouterHistory = createWebHistory()) {
  const router = createRouter({ history, routes, linkActiveClass: "active" });
  router.beforeEach(requireSignIn);
  return router;
}
