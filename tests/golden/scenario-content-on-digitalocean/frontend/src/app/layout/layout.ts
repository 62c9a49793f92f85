import { ChangeDetectionStrategy, Component, inject } from "@angular/core";
import { Router, RouterLink, RouterLinkActive, RouterOutlet } from "@angular/router";
import { AuthService } from "../auth/auth.service";

const NAVIGATION = [
  {
    "to": "/articles",
    "label": "Articles"
  },
  {
    "to": "/categories",
    "label": "Categories"
  },
  {
    "to": "/authors",
    "label": "Authors"
  },
  {
    "to": "/issues",
    "label": "Issues"
  },
  {
    "to": "/editors",
    "label": "Editors"
  },
  {
    "to": "/photos",
    "label": "Photos"
  },
  {
    "to": "/readers",
    "label": "Readers"
  },
  {
    "to": "/files",
    "label": "Files"
  }
];

/** The frame around every signed-in screen: the app's name, its navigation, the account. */
@Component({
  selector: "app-layout",
  imports: [RouterLink, RouterLinkActive, RouterOutlet],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <header class="app-header">
      <a routerLink="/" class="brand">{{ appName }}</a>
      <nav aria-label="Main" class="app-nav">
        @for (item of navigation; track item.to) {
          <a [routerLink]="item.to" routerLinkActive="active">{{ item.label }}</a>
        }
      </nav>
      <div class="account">
        <span>{{ auth.user()?.name }} · {{ role() }}</span>
        <button type="button" class="button secondary" (click)="signOut()">Sign out</button>
      </div>
    </header>
    <main class="app-main">
      <router-outlet />
    </main>
  `,
})
export class Layout {
  protected readonly appName = "Field Notes";
  protected readonly navigation = NAVIGATION;
  protected readonly auth = inject(AuthService);
  private readonly router = inject(Router);

  /** The signed-in account's role, as words. */
  protected role(): string {
    return this.auth.user()?.role.replace(/_/g, " ") ?? "";
  }

  protected signOut(): void {
    this.auth.signOut();
    void this.router.navigateByUrl("/login");
  }
}
