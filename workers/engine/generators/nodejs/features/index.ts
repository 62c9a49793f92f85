import type { BackendFeature } from "../feature";
import { analyticsBackend } from "./analytics";
import { apiDocsBackend } from "./api-docs";
import { authBackend } from "./auth";
import { notificationsBackend } from "./notifications";
import { paymentsBackend } from "./payments";
import { realtimeBackend } from "./realtime";
import { searchBackend } from "./search";
import { uploadsBackend } from "./uploads";

/** The Node backend's features, in the canonical feature order. Dashboard and responsive layout are frontend-only. */
export const BACKEND_FEATURES: BackendFeature[] = [
  authBackend,
  paymentsBackend,
  notificationsBackend,
  apiDocsBackend,
  analyticsBackend,
  searchBackend,
  uploadsBackend,
  realtimeBackend,
];
