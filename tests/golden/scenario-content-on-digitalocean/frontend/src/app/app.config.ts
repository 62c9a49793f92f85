import { provideBrowserGlobalErrorListeners, provideZonelessChangeDetection, type ApplicationConfig } from "@angular/core";
import { routes } from "./app.routes";
import { provideAppRouter } from "./routing";

/** The app's providers: zoneless change detection (signals drive the screens) and the router. */
export const appConfig: ApplicationConfig = {
  providers: [
    provideBrowserGlobalErrorListeners(),
    provideZonelessChangeDetection(),
    provideAppRouter(routes),
  ],
};
