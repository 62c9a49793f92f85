import { code, test } from "../../files";
import { frontendFeatureEmitter } from "../../shared/frontend/feature";
import { liveStreamFiles } from "../../shared/frontend/live-stream";
import type { VueFeature } from "../feature";
import { templateText } from "../../template-texts";

export const realtimeVue: VueFeature = {
  feature: "real-time",
  emitter: frontendFeatureEmitter("real-time", {
    name: "Live updates in the screens",
    description: "Lists refresh by themselves when a record changes anywhere, over the server's event stream.",
    emit: () => [
      ...liveStreamFiles(),
      code("frontend/src/live/useLiveRefresh.ts", "frontend", templateText("vue/templates/frontend/src/live/useLiveRefresh.ts")),
      test("frontend/src/live/live.test.ts", templateText("vue/templates/frontend/src/live/live.test.ts")),
    ],
  }),
};
