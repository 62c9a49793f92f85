import { DestroyRef, Injectable, inject, provideAppInitializer, type EnvironmentProviders } from "@angular/core";
import { takeUntilDestroyed } from "@angular/core/rxjs-interop";
import { NavigationEnd, Router } from "@angular/router";
import { filter } from "rxjs";
import { request, tokenStore } from "../api/client";

/** Records a page view for every screen shown; analytics must never break the app, so failures are ignored. */
@Injectable({ providedIn: "root" })
export class PageViews {
  private readonly router = inject(Router);
  private readonly destroyRef = inject(DestroyRef);

  start(): void {
    this.router.events
      .pipe(
        filter((event): event is NavigationEnd => event instanceof NavigationEnd),
        takeUntilDestroyed(this.destroyRef),
      )
      .subscribe((event) => {
        // The events route needs a signed-in user: screens before sign-in are not counted.
        if (!tokenStore.get()) return;
        const path = event.urlAfterRedirects.split(/[?#]/)[0] || "/";
        request("POST", "/api/analytics/events", { name: "page_view", path }).catch(() => undefined);
      });
  }
}

/** Starts counting page views with the app. */
export function providePageViews(): EnvironmentProviders {
  return provideAppInitializer(() => inject(PageViews).start());
}
