import { code, test } from "../../files";
import type { GeneratedFile } from "../../types";
import { templateText } from "../../template-texts";

/**
 * The live stream's client, the same in every frontend: plain TypeScript over the app's api/client that
 * follows /api/live with fetch (the token in the Authorization header, never in the URL), parses the
 * server-sent events and reconnects after a drop; each framework's live-refresh hook only starts and stops
 * it. Paths are under frontend/src/ (the Angular frontend moves them under src/app/).
 */
export const liveStreamFiles = (): GeneratedFile[] => [
  code("frontend/src/live/event-stream.ts", "frontend", templateText("shared/frontend/templates/frontend/src/live/event-stream.ts")),
  test("frontend/src/live/event-stream.test.ts", templateText("shared/frontend/templates/frontend/src/live/event-stream.test.ts")),
  test("frontend/src/test/event-stream.ts", templateText("shared/frontend/templates/frontend/src/test/event-stream.ts")),
];
