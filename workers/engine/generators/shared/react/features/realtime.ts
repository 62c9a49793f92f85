import { code, test } from "../../../files";
import { frontendFeatureEmitter, type FrontendFeature } from "../../frontend/feature";
import { liveStreamFiles } from "../../frontend/live-stream";
import liveRefreshHook from "../templates/frontend/src/live/useLiveRefresh.ts?raw";
import hookTest from "../templates/frontend/src/live/live.test.tsx?raw";

export { liveRefreshHook };

export const realtimeFrontend: FrontendFeature = {
  feature: "real-time",
  emitter: frontendFeatureEmitter("real-time", {
    name: "Live updates in the screens",
    description: "Lists refresh by themselves when a record changes anywhere, over the server's event stream.",
    emit: () => [
      ...liveStreamFiles(),
      code("frontend/src/live/useLiveRefresh.ts", "frontend", liveRefreshHook),
      test("frontend/src/live/live.test.tsx", hookTest),
    ],
  }),
};
