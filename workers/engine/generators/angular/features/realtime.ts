import { code, test } from "../../files";
import { liveStreamFiles } from "../../shared/frontend/live-stream";
import { underApp } from "../components";
import { frontendFeatureEmitter, type AngularFeature } from "../feature";
import { templateText } from "../../template-texts";

export const realtimeAngular: AngularFeature = {
  feature: "real-time",
  emitter: frontendFeatureEmitter("real-time", {
    name: "Live updates in the screens",
    description: "Lists refresh by themselves when a record changes anywhere, over the server's event stream.",
    emit: () => [
      ...liveStreamFiles().map(underApp),
      code("frontend/src/app/live/live-refresh.ts", "frontend", templateText("angular/templates/frontend/src/app/live/live-refresh.ts")),
      test("frontend/src/app/live/live.spec.ts", templateText("angular/templates/frontend/src/app/live/live.spec.ts")),
    ],
  }),
};
