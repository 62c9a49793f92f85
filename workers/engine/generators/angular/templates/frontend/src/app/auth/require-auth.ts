import { inject } from "@angular/core";
import { Router, type CanActivateFn } from "@angular/router";
import { AuthService } from "./auth.service";

/** Lets a signed-in user through and sends everyone else to sign in (and back after, with ?from=). */
export const requireAuth: CanActivateFn = async (_route, state) => {
  const auth = inject(AuthService);
  const router = inject(Router);
  await auth.ready;
  if (auth.user()) return true;
  return router.createUrlTree(["/login"], { queryParams: state.url === "/" ? {} : { from: state.url } });
};
