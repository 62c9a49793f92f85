import { ChangeDetectionStrategy, Component, inject, signal } from "@angular/core";
import { Router, RouterLink, RouterLinkActive, RouterOutlet } from "@angular/router";
import { AuthService } from "../auth/auth.service";

const NAVIGATION = [
  {
    "to": "/dashboard",
    "label": "Dashboard"
  },
  {
    "to": "/products",
    "label": "Products"
  },
  {
    "to": "/orders",
    "label": "Orders"
  },
  {
    "to": "/customers",
    "label": "Customers"
  },
  {
    "to": "/pickup-slots",
    "label": "Pickup slots"
  },
  {
    "to": "/production-lists",
    "label": "Production lists"
  },
  {
    "to": "/checkout",
    "label": "Checkout"
  },
  {
    "to": "/notifications",
    "label": "Notifications"
  },
  {
    "to": "/analytics",
    "label": "Analytics"
  },
  {
    "to": "/search",
    "label": "Search"
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
      <button type="button" class="button secondary nav-toggle" [attr.aria-expanded]="menuOpen()" (click)="menuOpen.set(!menuOpen())">
        Menu
      </button>
      <nav aria-label="Main" class="app-nav" [class.open]="menuOpen()">
        @for (item of navigation; track item.to) {
          <a [routerLink]="item.to" routerLinkActive="active" (click)="menuOpen.set(false)">{{ item.label }}</a>
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
  protected readonly appName = "Crumb & Co Bakery";
  protected readonly navigation = NAVIGATION;
  protected readonly menuOpen = signal(false);
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
