/**
 * Pinned versions, each checked against the npm registry (`npm view <name>@<version> engines`): Angular 21 is
 * the newest major that installs on Node 20.19+ (Angular 22 needs Node 22). One place to bump them.
 */
export const ANGULAR_VERSIONS = {
  "@angular/common": "21.2.26",
  "@angular/compiler": "21.2.26",
  "@angular/core": "21.2.26",
  "@angular/forms": "21.2.26",
  "@angular/platform-browser": "21.2.26",
  "@angular/router": "21.2.26",
  rxjs: "7.8.2",
  tslib: "2.8.1",
  "@angular/build": "21.2.27",
  "@angular/cli": "21.2.27",
  "@angular/compiler-cli": "21.2.26",
  "@testing-library/dom": "10.4.2",
  jsdom: "27.3.0",
  typescript: "5.9.3",
  vitest: "4.1.12",
} as const;

export type AngularPackage = keyof typeof ANGULAR_VERSIONS;

export function pinned(names: readonly AngularPackage[]): Record<string, string> {
  return Object.fromEntries([...names].sort().map((name) => [name, ANGULAR_VERSIONS[name]]));
}

/** The Node versions Angular 21 supports (its `engines`). */
export const ANGULAR_NODE_ENGINES = "^20.19.0 || ^22.12.0 || >=24.0.0";
