import { ChangeDetectionStrategy, Component, inject, input, signal } from "@angular/core";
import { Router, RouterLink } from "@angular/router";
import { ErrorMessage } from "../components/error-message";
import { valueOf } from "../components/events";
import { AuthService } from "./auth.service";

@Component({
  selector: "app-register-screen",
  imports: [ErrorMessage, RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <main class="app-main">
      <section class="screen">
        <h1>{{ title }}</h1>
        <app-error-message [error]="error()" />
        <form class="form card" (submit)="submit($event)">
          <div class="field">
            <label for="name" class="required">Name</label>
            <input id="name" type="text" autocomplete="name" required [value]="name()" (input)="name.set(valueOf($event))" />
          </div>
          <div class="field">
            <label for="email" class="required">Email</label>
            <input id="email" type="email" autocomplete="email" required [value]="email()" (input)="email.set(valueOf($event))" />
          </div>
          <div class="field">
            <label for="password" class="required">Password</label>
            <input id="password" type="password" autocomplete="new-password" required [value]="password()" (input)="password.set(valueOf($event))" />
          </div>
          <button type="submit" class="button" [disabled]="busy()">Create account</button>
        </form>
        <p>Already have an account? <a routerLink="/login">Sign in</a></p>
      </section>
    </main>
  `,
})
export class RegisterScreen {
  /** Where to go once signed in (?from=, set when a screen asked for sign-in). */
  readonly from = input<string>();
  protected readonly title = "Create your Field Notes account";
  protected readonly name = signal("");
  protected readonly email = signal("");
  protected readonly password = signal("");
  protected readonly error = signal<unknown>(null);
  protected readonly busy = signal(false);
  protected readonly valueOf = valueOf;
  private readonly auth = inject(AuthService);
  private readonly router = inject(Router);

  protected async submit(event: Event): Promise<void> {
    event.preventDefault();
    this.busy.set(true);
    this.error.set(null);
    try {
      await this.auth.register(this.name(), this.email(), this.password());
      const from = this.from();
      await this.router.navigateByUrl(from?.startsWith("/") ? from : "/", { replaceUrl: true });
    } catch (failure) {
      this.error.set(failure);
      this.busy.set(false);
    }
  }
}
