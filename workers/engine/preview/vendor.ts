import type { PreviewFrontend } from "../../contract/preview";
import { ANGULAR_VERSIONS } from "../generators/angular/versions";
import { NEXTJS_VERSIONS } from "../generators/nextjs/versions";
import { REACT_VERSIONS } from "../generators/react/versions";
import { VUE_VERSIONS } from "../generators/vue/versions";

/** A stack's library script, and the module names it registers. */
export interface VendorScript {
  file: string;
  modules: string[];
}

/** The script's name: the stack and the versions it holds, in the order scripts/build-preview-vendor.mjs lists them. */
const scriptOf = (stack: PreviewFrontend, versions: readonly string[]): string => `${stack}-${versions.join("-")}.js`;

/**
 * The prebuilt library script of each frontend stack (scripts/build-preview-vendor.mjs builds them into
 * /preview-vendor/, at the versions the generators pin), as a build needs to know it: its file name and the
 * modules an app may import from it. The build script checks that what it wrote is exactly this, so the two
 * cannot drift apart.
 */
export const PREVIEW_VENDOR: Record<PreviewFrontend, VendorScript> = {
  react: {
    file: scriptOf("react", [REACT_VERSIONS.react, REACT_VERSIONS["react-dom"], REACT_VERSIONS["react-router-dom"]]),
    modules: ["react", "react/jsx-runtime", "react-dom", "react-dom/client", "react-router-dom"],
  },
  vue: {
    file: scriptOf("vue", [VUE_VERSIONS.vue, VUE_VERSIONS["vue-router"]]),
    modules: ["vue", "vue-router"],
  },
  angular: {
    file: scriptOf("angular", [
      ANGULAR_VERSIONS["@angular/core"],
      ANGULAR_VERSIONS["@angular/common"],
      ANGULAR_VERSIONS["@angular/compiler"],
      ANGULAR_VERSIONS["@angular/forms"],
      ANGULAR_VERSIONS["@angular/platform-browser"],
      ANGULAR_VERSIONS["@angular/router"],
      ANGULAR_VERSIONS.rxjs,
    ]),
    modules: [
      "@angular/compiler",
      "@angular/core",
      "@angular/core/rxjs-interop",
      "@angular/common",
      "@angular/common/http",
      "@angular/forms",
      "@angular/platform-browser",
      "@angular/router",
      "rxjs",
      "rxjs/operators",
    ],
  },
  nextjs: {
    file: scriptOf("nextjs", [NEXTJS_VERSIONS.next, NEXTJS_VERSIONS.react, NEXTJS_VERSIONS["react-dom"]]),
    modules: ["react", "react/jsx-runtime", "react-dom", "react-dom/client", "next/link", "next/navigation", "appforge:nextjs/state", "appforge:nextjs"],
  },
};
