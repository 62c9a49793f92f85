import type { AppModel } from "../../model";
import { code, fill, literal, test } from "../files";
import { frontendFeatureEmitter } from "../shared/frontend/feature";
import { analyticsScreen, pageViews } from "../shared/react/features/analytics";
import { authContext, authScreen, requireAuth } from "../shared/react/features/auth";
import { dashboard } from "../shared/react/features/dashboard";
import { notificationsScreen } from "../shared/react/features/notifications";
import { checkout } from "../shared/react/features/payments";
import { realtimeFrontend } from "../shared/react/features/realtime";
import { searchScreen } from "../shared/react/features/search";
import { downloadsStubFile, uploadClientFile } from "../shared/frontend/upload-client";
import { filesScreen } from "../shared/react/features/uploads";
import type { GeneratedFile } from "../types";
import { featurePage, pageFile, type NextFeature, type NextPage } from "./pages";
import { NEXT_ROUTER } from "./routing";
import { templateText } from "../template-texts";

/** The feature's screen files, its pages and its test: what every feature emitter writes. */
const withPages = (files: GeneratedFile[], pages: NextPage[]) => [...files, ...pages.map(pageFile)];

/** The imports every feature test starts with (Testing Library's named ones vary). */
const testHeader = (testing: string[], extra: string[] = []) =>
  [
    `import { ${testing.join(", ")} } from "@testing-library/react";`,
    `import { afterEach, describe, expect, it, vi } from "vitest";`,
    ...extra,
  ].join("\n");

const AFTER_EACH = `  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });`;

// ---- auth -----------------------------------------------------------------------------------------

const authPages = [
  featurePage("/login", "LoginScreen", "@/auth/LoginScreen", true),
  featurePage("/register", "RegisterScreen", "@/auth/RegisterScreen", true),
];

const authTest = (model: AppModel) => fill(templateText("nextjs/templates/frontend/src/auth/auth.test.tsx"), { heading: literal(`Sign in to ${model.name}`) });

const authNext: NextFeature = {
  feature: "auth",
  emitter: frontendFeatureEmitter("auth", {
    name: "Sign-in & registration screens",
    description: "Sign-in and registration pages, the session kept across reloads, and every app page behind sign-in.",
    systemIds: ["SYS-auth"],
    emit: (model) =>
      withPages(
        [
          code("frontend/src/auth/AuthContext.tsx", "frontend", authContext(true)),
          code("frontend/src/auth/RequireAuth.tsx", "frontend", requireAuth(NEXT_ROUTER)),
          code("frontend/src/auth/LoginScreen.tsx", "frontend", authScreen(model, "login", NEXT_ROUTER)),
          code("frontend/src/auth/RegisterScreen.tsx", "frontend", authScreen(model, "register", NEXT_ROUTER)),
          test("frontend/src/auth/auth.test.tsx", authTest(model)),
        ],
        authPages,
      ),
  }),
  pages: authPages,
  provider: { import: `import { AuthProvider } from "@/auth/AuthContext";`, component: "AuthProvider" },
};

// ---- dashboard ------------------------------------------------------------------------------------

const dashboardPages = [featurePage("/dashboard", "Dashboard", "@/screens/Dashboard")];

const dashboardTest = (model: AppModel) => `
${testHeader(["cleanup", "render", "screen", "waitFor"], [`import { stubApi } from "../test/stub-api";`, `import { Dashboard } from "./Dashboard";`])}

describe("the dashboard", () => {
${AFTER_EACH}

  it("counts the records of each type, each linking to its list", async () => {
    stubApi(${JSON.stringify(Object.fromEntries(model.entities.map((entity, index) => [entity.route, Array.from({ length: index + 1 }, (_, n) => ({ id: `${entity.route}-${n + 1}` }))])))});
    render(<Dashboard />);
${model.entities
  .map(
    (entity, index) =>
      `    await waitFor(() => expect(screen.getByText(${literal(entity.pluralLabel)}).previousElementSibling?.textContent).toBe(${literal(String(index + 1))}));`,
  )
  .join("\n")}
${model.entities[0] ? `    expect(screen.getByText(${literal(model.entities[0].pluralLabel)}).closest("a")?.getAttribute("href")).toBe(${literal(`/${model.entities[0].route}`)});` : ""}
  });
});
`;

const dashboardNext: NextFeature = {
  feature: "dashboard",
  emitter: frontendFeatureEmitter("dashboard", {
    name: "Dashboard",
    description: "An overview page with the number of records of each type, each leading to its list.",
    dependsOn: ["screens"],
    emit: (model) =>
      withPages(
        [
          code("frontend/src/screens/Dashboard.tsx", "frontend", dashboard(model, NEXT_ROUTER)),
          test("frontend/src/screens/dashboard.test.tsx", dashboardTest(model)),
        ],
        dashboardPages,
      ),
  }),
  pages: dashboardPages,
};

// ---- payments -------------------------------------------------------------------------------------

const paymentsPages = [featurePage("/checkout", "CheckoutScreen", "@/payments/CheckoutScreen")];


const paymentsNext: NextFeature = {
  feature: "payments",
  emitter: frontendFeatureEmitter("payments", {
    name: "Checkout page",
    description: "A checkout page that takes a payment through the API and lists recent payments.",
    emit: () =>
      withPages(
        [
          code("frontend/src/payments/CheckoutScreen.tsx", "frontend", checkout()),
          test("frontend/src/payments/checkout.test.tsx", templateText("nextjs/templates/frontend/src/payments/checkout.test.tsx")),
        ],
        paymentsPages,
      ),
  }),
  pages: paymentsPages,
};

// ---- notifications --------------------------------------------------------------------------------

const notificationsPages = [featurePage("/notifications", "NotificationsScreen", "@/notifications/NotificationsScreen")];


const notificationsNext: NextFeature = {
  feature: "notifications",
  emitter: frontendFeatureEmitter("notifications", {
    name: "Notifications page",
    description: "A notifications page: the latest notifications, marking them read, and sending one.",
    emit: () =>
      withPages(
        [
          code("frontend/src/notifications/NotificationsScreen.tsx", "frontend", notificationsScreen()),
          test("frontend/src/notifications/notifications.test.tsx", templateText("nextjs/templates/frontend/src/notifications/notifications.test.tsx")),
        ],
        notificationsPages,
      ),
  }),
  pages: notificationsPages,
};

// ---- analytics ------------------------------------------------------------------------------------

const analyticsPages = [featurePage("/analytics", "AnalyticsScreen", "@/analytics/AnalyticsScreen")];

const analyticsTest = (model: AppModel) => {
  const auth = model.features.includes("auth");
  return `
${testHeader(["cleanup", "render", "screen", "waitFor"], [...(auth ? [`import { tokenStore } from "../api/client";`] : []), `import { renderAt } from "../test/next-navigation";`, `import { stubApi } from "../test/stub-api";`, `import { AnalyticsScreen } from "./AnalyticsScreen";`, `import { PageViews } from "./PageViews";`])}

describe("analytics", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();${auth ? "\n    tokenStore.clear();" : ""}
  });

  it("shows usage counts", async () => {
    stubApi({}, { "GET /api/analytics/summary": { records: {}, events: { page_view: 7 } } });
    render(<AnalyticsScreen />);
    expect(await screen.findByText("page_view")).toBeTruthy();
    expect(screen.getByText("7")).toBeTruthy();
  });

  it("records a page view for the screen shown", async () => {
    const calls = stubApi();${auth ? '\n    tokenStore.set("test-token");' : ""}
    renderAt("/somewhere", { "/somewhere": () => <PageViews /> });
    await waitFor(() => expect(calls[0]).toMatchObject({ method: "POST", body: { name: "page_view", path: "/somewhere" } }));
  });
});
`;
};

const analyticsNext: NextFeature = {
  feature: "analytics",
  emitter: frontendFeatureEmitter("analytics", {
    name: "Analytics page & page views",
    description: "An analytics page with record counts and usage, and a page-view event for every page shown.",
    emit: (model) =>
      withPages(
        [
          code("frontend/src/analytics/PageViews.tsx", "frontend", pageViews(model, NEXT_ROUTER)),
          code("frontend/src/analytics/AnalyticsScreen.tsx", "frontend", analyticsScreen(model)),
          test("frontend/src/analytics/analytics.test.tsx", analyticsTest(model)),
        ],
        analyticsPages,
      ),
  }),
  pages: analyticsPages,
  beside: { import: `import { PageViews } from "@/analytics/PageViews";`, element: "<PageViews />" },
};

// ---- search ---------------------------------------------------------------------------------------

const searchPages = [featurePage("/search", "SearchScreen", "@/search/SearchScreen")];


const searchNext: NextFeature = {
  feature: "search",
  emitter: frontendFeatureEmitter("search", {
    name: "Search page",
    description: "A search page over every record type, each result linking to its record.",
    emit: () =>
      withPages(
        [
          code("frontend/src/search/SearchScreen.tsx", "frontend", searchScreen(NEXT_ROUTER)),
          test("frontend/src/search/search.test.tsx", templateText("nextjs/templates/frontend/src/search/search.test.tsx")),
        ],
        searchPages,
      ),
  }),
  pages: searchPages,
};

// ---- file upload ----------------------------------------------------------------------------------

const filesPages = [featurePage("/files", "FilesScreen", "@/files/FilesScreen")];


const filesNext: NextFeature = {
  feature: "file-upload",
  emitter: frontendFeatureEmitter("file-upload", {
    name: "File upload page",
    description: "A files page to upload documents and images and download them again.",
    emit: () =>
      withPages(
        [
          uploadClientFile("frontend/src/files"),
          code("frontend/src/files/FilesScreen.tsx", "frontend", filesScreen()),
          test("frontend/src/files/files.test.tsx", templateText("nextjs/templates/frontend/src/files/files.test.tsx")),
          downloadsStubFile("frontend/src/test"),
        ],
        filesPages,
      ),
  }),
  pages: filesPages,
};

// ---- real-time ------------------------------------------------------------------------------------

/** The live-refresh hook and its test need no routing: the React frontend's emitter serves as is. */
const realtimeNext: NextFeature = { feature: "real-time", emitter: realtimeFrontend.emitter };

/** The Next.js frontend's features, in the canonical feature order (the React frontend's). */
export const NEXT_FEATURES: NextFeature[] = [
  authNext,
  dashboardNext,
  paymentsNext,
  notificationsNext,
  analyticsNext,
  searchNext,
  filesNext,
  realtimeNext,
];

export const chosenNextFeatures = (model: AppModel): NextFeature[] =>
  NEXT_FEATURES.filter((entry) => model.features.includes(entry.feature));
