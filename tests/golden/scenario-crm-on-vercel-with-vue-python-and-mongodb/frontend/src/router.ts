import { createRouter, createWebHistory, type RouteRecordRaw, type RouterHistory } from "vue-router";
import AppLayout from "./components/AppLayout.vue";
import NotFound from "./components/NotFound.vue";
import ContactDetail from "./screens/contacts/ContactDetail.vue";
import ContactsList from "./screens/contacts/ContactsList.vue";
import CompanyDetail from "./screens/companies/CompanyDetail.vue";
import CompaniesList from "./screens/companies/CompaniesList.vue";
import DealDetail from "./screens/deals/DealDetail.vue";
import DealsList from "./screens/deals/DealsList.vue";
import Dashboard from "./screens/Dashboard.vue";
import SearchScreen from "./search/SearchScreen.vue";

/** Every screen of Pipeline, by path. */
export const routes: RouteRecordRaw[] = [
  {
    path: "/",
    component: AppLayout,
    children: [
      { path: "", redirect: "/dashboard" },
      { path: "/contacts", component: ContactsList },
      { path: "/contacts/:id", component: ContactDetail },
      { path: "/companies", component: CompaniesList },
      { path: "/companies/:id", component: CompanyDetail },
      { path: "/deals", component: DealsList },
      { path: "/deals/:id", component: DealDetail },
      { path: "/dashboard", component: Dashboard },
      { path: "/search", component: SearchScreen },
      { path: "/:pathMatch(.*)*", component: NotFound },
    ],
  },
];

/** The app's router: browser history in the app, a memory history in tests. */
export function createAppRouter(history: RouterHistory = createWebHistory()) {
  const router = createRouter({ history, routes, linkActiveClass: "active" });
  return router;
}
