import type { AppModel, Screen } from "../../model";

/** The heading a screen opens with: what every stack's "every screen opens" contract test looks for. */
export function expectedHeading(model: AppModel, screen: Screen): string {
  const entity = model.entities.find((candidate) => candidate.name === screen.entity);
  if (screen.kind === "detail" && entity) return `New ${entity.label.toLowerCase()}`;
  if (screen.kind === "login") return `Sign in to ${model.name}`;
  if (screen.kind === "register") return `Create your ${model.name} account`;
  return screen.title;
}

export interface ContractScreen {
  /** The path to open (a detail screen opens as a new record). */
  path: string;
  heading: string;
  /** Reachable without signing in (sign-in and registration). */
  open: boolean;
}

/** Every screen of docs/ARCHITECTURE.md, as a frontend contract test opens it. */
export function contractScreens(model: AppModel): ContractScreen[] {
  return model.screens.map((screen) => ({
    path: screen.path.replace(":id", "new"),
    heading: expectedHeading(model, screen),
    open: screen.kind === "login" || screen.kind === "register",
  }));
}

/** Every route of docs/ARCHITECTURE.md a backend contract test calls; the live stream never ends, its own test reads it. */
export function contractRoutes(model: AppModel): [string, string][] {
  return model.apiRoutes.filter((route) => route.path !== "/api/live").map((route) => [route.method, route.path]);
}
