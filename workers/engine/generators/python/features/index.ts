import type { PythonFeature } from "../feature";
import { analyticsPython } from "./analytics";
import { apiDocsPython } from "./api-docs";
import { authPython } from "./auth";
import { notificationsPython } from "./notifications";
import { paymentsPython } from "./payments";
import { realtimePython } from "./realtime";
import { searchPython } from "./search";
import { uploadsPython } from "./uploads";

/** The Python backend's features, in the Node backend's order. Dashboard and responsive layout are frontend-only. */
export const PYTHON_FEATURES: PythonFeature[] = [
  authPython,
  paymentsPython,
  notificationsPython,
  apiDocsPython,
  analyticsPython,
  searchPython,
  uploadsPython,
  realtimePython,
];
