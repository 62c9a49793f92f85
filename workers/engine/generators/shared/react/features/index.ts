import type { FrontendFeature } from "../../frontend/feature";
import { analyticsFrontend } from "./analytics";
import { authFrontend } from "./auth";
import { dashboardFrontend } from "./dashboard";
import { notificationsFrontend } from "./notifications";
import { paymentsFrontend } from "./payments";
import { realtimeFrontend } from "./realtime";
import { searchFrontend } from "./search";
import { uploadsFrontend } from "./uploads";

/** The React frontend's features, in the canonical feature order. Responsive layout is part of the shell; the API docs have no screen. */
export const FRONTEND_FEATURES: FrontendFeature[] = [
  authFrontend,
  dashboardFrontend,
  paymentsFrontend,
  notificationsFrontend,
  analyticsFrontend,
  searchFrontend,
  uploadsFrontend,
  realtimeFrontend,
];
