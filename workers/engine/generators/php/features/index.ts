import type { PhpFeature } from "../feature";
import { analyticsPhp } from "./analytics";
import { apiDocsPhp } from "./api-docs";
import { authPhp } from "./auth";
import { notificationsPhp } from "./notifications";
import { paymentsPhp } from "./payments";
import { realtimePhp } from "./realtime";
import { searchPhp } from "./search";
import { uploadsPhp } from "./uploads";

/** The PHP backend's features, in the canonical feature order (the Node backend's). Dashboard and responsive layout are frontend-only. */
export const PHP_FEATURES: PhpFeature[] = [
  authPhp,
  paymentsPhp,
  notificationsPhp,
  apiDocsPhp,
  analyticsPhp,
  searchPhp,
  uploadsPhp,
  realtimePhp,
];
