import type { AngularFeature } from "../feature";
import { analyticsAngular } from "./analytics";
import { authAngular } from "./auth";
import { dashboardAngular } from "./dashboard";
import { notificationsAngular } from "./notifications";
import { paymentsAngular } from "./payments";
import { realtimeAngular } from "./realtime";
import { searchAngular } from "./search";
import { uploadsAngular } from "./uploads";

/** The Angular frontend's features, in the canonical feature order. Responsive layout is part of the shell; the API docs have no screen. */
export const ANGULAR_FEATURES: AngularFeature[] = [
  authAngular,
  dashboardAngular,
  paymentsAngular,
  notificationsAngular,
  analyticsAngular,
  searchAngular,
  uploadsAngular,
  realtimeAngular,
];
