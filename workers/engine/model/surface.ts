import type { Feature } from "../../contract/project-options";
import type { ApiRoute, Entity, Screen } from "./schema";

/** Screens a feature adds to the frontend (besides login/register for auth and the dashboard). */
const FEATURE_SCREENS: Partial<Record<Feature, Omit<Screen, "kind" | "feature">>> = {
  search: { id: "search", path: "/search", title: "Search" },
  notifications: { id: "notifications", path: "/notifications", title: "Notifications" },
  "file-upload": { id: "files", path: "/files", title: "Files" },
  payments: { id: "checkout", path: "/checkout", title: "Checkout" },
  analytics: { id: "analytics", path: "/analytics", title: "Analytics" },
};

export function buildScreens(entities: readonly Entity[], features: readonly Feature[]): Screen[] {
  const has = (feature: Feature) => features.includes(feature);
  const screens: Screen[] = [];
  if (has("auth")) {
    screens.push(
      { id: "login", path: "/login", kind: "login", title: "Sign in", feature: "auth" },
      { id: "register", path: "/register", kind: "register", title: "Create an account", feature: "auth" },
    );
  }
  if (has("dashboard")) screens.push({ id: "dashboard", path: "/dashboard", kind: "dashboard", title: "Dashboard", feature: "dashboard" });
  for (const entity of entities) {
    screens.push(
      { id: `${entity.route}-list`, path: `/${entity.route}`, kind: "list", title: entity.pluralLabel, entity: entity.name },
      { id: `${entity.route}-detail`, path: `/${entity.route}/:id`, kind: "detail", title: entity.label, entity: entity.name },
    );
  }
  for (const feature of features) {
    const screen = FEATURE_SCREENS[feature];
    if (screen) screens.push({ ...screen, kind: "feature", feature });
  }
  return screens;
}

type Route = Omit<ApiRoute, "auth"> & { public?: boolean };

const FEATURE_ROUTES: Partial<Record<Feature, Route[]>> = {
  auth: [
    { method: "POST", path: "/api/auth/register", summary: "Create an account", public: true },
    { method: "POST", path: "/api/auth/login", summary: "Sign in and get a token", public: true },
    { method: "GET", path: "/api/auth/me", summary: "The signed-in user" },
    { method: "GET", path: "/api/auth/users", summary: "Every account and its role (the managing role only)" },
    { method: "PUT", path: "/api/auth/users/:id/role", summary: "Give an account a role (the managing role only)" },
  ],
  payments: [
    { method: "POST", path: "/api/payments/checkout", summary: "Take a payment" },
    { method: "GET", path: "/api/payments", summary: "List payments" },
    { method: "GET", path: "/api/payments/:id", summary: "One payment" },
  ],
  notifications: [
    { method: "GET", path: "/api/notifications", summary: "List notifications" },
    { method: "POST", path: "/api/notifications", summary: "Send a notification" },
    { method: "POST", path: "/api/notifications/:id/read", summary: "Mark a notification as read" },
  ],
  search: [{ method: "GET", path: "/api/search", summary: "Search every record by text" }],
  "file-upload": [
    { method: "POST", path: "/api/uploads", summary: "Upload a file" },
    { method: "GET", path: "/api/uploads", summary: "List uploaded files" },
    { method: "GET", path: "/api/uploads/:id", summary: "One uploaded file's details" },
    { method: "GET", path: "/api/uploads/:id/content", summary: "Download an uploaded file" },
  ],
  "real-time": [{ method: "GET", path: "/api/live", summary: "Server-sent events for every change" }],
  analytics: [
    { method: "POST", path: "/api/analytics/events", summary: "Record a usage event" },
    { method: "GET", path: "/api/analytics/summary", summary: "Counts per record type and per event" },
  ],
  api: [{ method: "GET", path: "/api/openapi.json", summary: "The OpenAPI description of this API", public: true }],
};

export function buildApiRoutes(entities: readonly Entity[], features: readonly Feature[]): ApiRoute[] {
  const guarded = features.includes("auth");
  const routes: ApiRoute[] = [{ method: "GET", path: "/api/health", summary: "Health check", auth: false }];
  for (const entity of entities) {
    const base = `/api/${entity.route}`;
    const plural = entity.pluralLabel.toLowerCase();
    const one = `${/^[aeiou]/.test(entity.label.toLowerCase()) ? "an" : "a"} ${entity.label.toLowerCase()}`;
    const entityRoutes: Omit<ApiRoute, "auth" | "entity">[] = [
      { method: "GET", path: base, summary: `List ${plural}` },
      { method: "POST", path: base, summary: `Create ${one}` },
      { method: "GET", path: `${base}/:id`, summary: `Read ${one}` },
      { method: "PUT", path: `${base}/:id`, summary: `Update ${one}` },
      { method: "DELETE", path: `${base}/:id`, summary: `Delete ${one}` },
    ];
    routes.push(...entityRoutes.map((route) => ({ ...route, entity: entity.name, auth: guarded })));
  }
  for (const feature of features) {
    for (const { public: open, ...route } of FEATURE_ROUTES[feature] ?? []) {
      routes.push({ ...route, feature, auth: guarded && !open });
    }
  }
  return routes;
}
