import { provideBrowserGlobalErrorListeners, provideZonelessChangeDetection, type ApplicationConfig } from "@angular/core";
import { routes } from "./app.routes";
import { provideAppRouter } from "./routing";
import { providePageViews } from "./analytics/page-views";

/** The app's providers: zoneless change detection (signals drive the screens) and the router. */
export const appConfig: ApplicationConfig = {
  providers: [
    provideBrowserGlobalErrorListeners(),
    provideZonelessChangeDetection(),
    provideAppRouter(routes),
    providePageViews(),
  ],
};
