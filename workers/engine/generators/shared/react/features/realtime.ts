import { code, test } from "../../../files";
import { frontendFeatureEmitter, type FrontendFeature } from "../../frontend/feature";
import { liveStreamFiles } from "../../frontend/live-stream";
import { templateText } from "../../../template-texts";

export const realtimeFrontend: FrontendFeature = {
  feature: "real-time",
  emitter: frontendFeatureEmitter("real-time", {
    name: "Live updates in the screens",
    description: "Lists refresh by themselves when a record changes anywhere, over the server's event stream.",
    emit: () => [
      ...liveStreamFiles(),
      code("frontend/src/live/useLiveRefresh.ts", "frontend", templateText("shared/react/templates/frontend/src/live/useLiveRefresh.ts")),
      test("frontend/src/live/live.test.tsx", templateText("shared/react/templates/frontend/src/live/live.test.tsx")),
    ],
  }),
};
