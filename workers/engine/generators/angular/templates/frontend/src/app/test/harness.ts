import { ApplicationRef, type EnvironmentProviders, type Provider } from "@angular/core";
import { TestBed } from "@angular/core/testing";
import type { Routes } from "@angular/router";
import { RouterTestingHarness } from "@angular/router/testing";
import { provideAppRouter } from "../routing";

/** Opens a path with these routes (or, with providers only, the providers' own routes) the way the app routes. */
export async function openAt(
  path: string,
  routes: Routes | null,
  providers: (Provider | EnvironmentProviders)[] = [],
): Promise<RouterTestingHarness> {
  TestBed.configureTestingModule({ providers: [...(routes ? [provideAppRouter(routes)] : []), ...providers] });
  const harness = await RouterTestingHarness.create();
  await harness.navigateByUrl(path);
  return harness;
}

/** Waits until Angular has shown every pending change (after an event that enables a button, say). */
export async function settle(): Promise<void> {
  await TestBed.inject(ApplicationRef).whenStable();
}
