import type { VueFeature } from "../feature";
import { analyticsVue } from "./analytics";
import { authVue } from "./auth";
import { dashboardVue } from "./dashboard";
import { notificationsVue } from "./notifications";
import { paymentsVue } from "./payments";
import { realtimeVue } from "./realtime";
import { searchVue } from "./search";
import { uploadsVue } from "./uploads";

/** The Vue frontend's features, in the canonical feature order. Responsive layout is part of the shell; the API docs have no screen. */
export const VUE_FEATURES: VueFeature[] = [
  authVue,
  dashboardVue,
  paymentsVue,
  notificationsVue,
  analyticsVue,
  searchVue,
  uploadsVue,
  realtimeVue,
];
