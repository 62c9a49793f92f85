import type { EmitterDefinition } from "../types";
import { nodeDataModel } from "./data-model";
import { BACKEND_FEATURES } from "./features";
import { nodeRestApi } from "./rest-api";

/** The Node.js (Express + TypeScript) backend: data model, REST API, then one emitter per server feature. */
export const NODE_BACKEND: EmitterDefinition[] = [nodeDataModel, nodeRestApi, ...BACKEND_FEATURES.map((entry) => entry.emitter)];
