import type { EmitterDefinition } from "../../types";
import { analyticsEmitter } from "./analytics";
import { apiDocsEmitter } from "./api-docs";
import { authEmitter } from "./auth";
import { notificationsEmitter } from "./notifications";
import { paymentsEmitter } from "./payments";
import { realtimeEmitter } from "./realtime";
import { searchEmitter } from "./search";
import { uploadsEmitter } from "./uploads";

/**
 * The Java backend's features, in the canonical feature order (the Node backend's). Each is a set of Spring
 * components that component scanning picks up, so none adds lines to the shared wiring.
 * Dashboard and responsive layout are frontend-only.
 */
export const JAVA_FEATURE_EMITTERS: EmitterDefinition[] = [
  authEmitter,
  paymentsEmitter,
  notificationsEmitter,
  apiDocsEmitter,
  analyticsEmitter,
  searchEmitter,
  uploadsEmitter,
  realtimeEmitter,
];
