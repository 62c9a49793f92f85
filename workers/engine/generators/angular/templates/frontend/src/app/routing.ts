import type { EnvironmentProviders } from "@angular/core";
import { provideRouter, withComponentInputBinding, type Routes } from "@angular/router";

/** The router as the app uses it: route and query parameters arrive as component inputs. */
export function provideAppRouter(routes: Routes): EnvironmentProviders {
  return provideRouter(routes, withComponentInputBinding());
}
