import { code, test } from "../../files";
import type { GeneratedFile } from "../../types";
import eventStream from "./templates/frontend/src/live/event-stream.ts?raw";
import eventStreamTest from "./templates/frontend/src/live/event-stream.test.ts?raw";
import stubEventStream from "./templates/frontend/src/test/event-stream.ts?raw";

/**
 * The live stream's client, the same in every frontend: plain TypeScript over the app's api/client that
 * follows /api/live with fetch (the token in the Authorization header, never in the URL), parses the
 * server-sent events and reconnects after a drop; each framework's live-refresh hook only starts and stops
 * it. Paths are under frontend/src/ (the Angular frontend moves them under src/app/).
 */
export const liveStreamFiles = (): GeneratedFile[] => [
  code("frontend/src/live/event-stream.ts", "frontend", eventStream),
  test("frontend/src/live/event-stream.test.ts", eventStreamTest),
  test("frontend/src/test/event-stream.ts", stubEventStream),
];
