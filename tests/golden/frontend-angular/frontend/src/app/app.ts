import { ChangeDetectionStrategy, Component } from "@angular/core";
import { RouterOutlet } from "@angular/router";

/** The root: the screen of the current path (inside the layout, or sign-in on its own). */
@Component({
  selector: "app-root",
  imports: [RouterOutlet],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: "<router-outlet />",
})
export class App {}
