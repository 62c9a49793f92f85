import { ChangeDetectionStrategy, Component, ElementRef, inject, signal, viewChild } from "@angular/core";
import { takeUntilDestroyed } from "@angular/core/rxjs-interop";
import { NavigationEnd, Router, RouterLink, RouterLinkActive, RouterOutlet } from "@angular/router";
import { filter } from "rxjs";
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
  }
];

/** The rest of the navigation: behind "More" on a wide screen, after the others in the narrow screen's menu. */
const MORE_NAVIGATION = [
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

/**
 * The frame around every signed-in screen: the app's name, its navigation, the account. On a narrow
 * screen the navigation folds behind the Menu button. A link, the browser's back button, a click outside the
 * header or Escape closes an open menu.
 */
@Component({
  selector: "app-layout",
  imports: [RouterLink, RouterLinkActive, RouterOutlet],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { "(document:pointerdown)": "closeOutside($event)" },
  template: `
    <header #header class="app-header" (keydown.escape)="closeOnEscape()">
      <a routerLink="/" class="brand">{{ appName }}</a>
      <button
        #menuButton
        type="button"
        class="button secondary nav-toggle"
        [attr.aria-expanded]="menuOpen()"
        aria-controls="app-nav"
        (click)="menuOpen.set(!menuOpen())"
      >
        Menu
      </button>
      <nav id="app-nav" aria-label="Main" class="app-nav" [class.open]="menuOpen()">
        @for (item of navigation; track item.to) {
          <a [routerLink]="item.to" routerLinkActive="active" ariaCurrentWhenActive="page" (click)="closeMenus()">{{ item.label }}</a>
        }
        <div class="nav-more" [class.open]="moreOpen()" routerLinkActive="current">
          <button
            #moreButton
            type="button"
            class="nav-more-button"
            [attr.aria-expanded]="moreOpen()"
            aria-controls="app-nav-more"
            (click)="moreOpen.set(!moreOpen())"
          >
            More
          </button>
          <div id="app-nav-more" class="nav-more-list">
            @for (item of moreNavigation; track item.to) {
              <a [routerLink]="item.to" routerLinkActive="active" ariaCurrentWhenActive="page" (click)="closeMenus()">{{ item.label }}</a>
            }
          </div>
        </div>
      </nav>
      <div class="account">
        @if (auth.user(); as user) {
          <span class="account-name" [title]="user.name + ' · ' + role()">{{ user.name }} · {{ role() }}</span>
        }
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
  protected readonly moreNavigation = MORE_NAVIGATION;
  protected readonly menuOpen = signal(false);
  protected readonly moreOpen = signal(false);
  protected readonly auth = inject(AuthService);
  private readonly router = inject(Router);
  private readonly header = viewChild.required<ElementRef<HTMLElement>>("header");
  private readonly menuButton = viewChild.required<ElementRef<HTMLButtonElement>>("menuButton");
  private readonly moreButton = viewChild.required<ElementRef<HTMLButtonElement>>("moreButton");

  constructor() {
    // A new screen closes the menus (a link in them, or the browser's back button).
    this.router.events
      .pipe(
        filter((event) => event instanceof NavigationEnd),
        takeUntilDestroyed(),
      )
      .subscribe(() => this.closeMenus());
  }

  protected closeMenus(): void {
    this.menuOpen.set(false);
    this.moreOpen.set(false);
  }

  protected closeOutside(event: Event): void {
    if (!this.header().nativeElement.contains(event.target as Node)) this.closeMenus();
  }

  /** Escape closes the open menu and gives the focus back to its button. */
  protected closeOnEscape(): void {
    if (this.moreOpen()) {
      this.moreOpen.set(false);
      this.moreButton().nativeElement.focus();
    } else if (this.menuOpen()) {
      this.menuOpen.set(false);
      this.menuButton().nativeElement.focus();
    }
  }

  /** The signed-in account's role, as words. */
  protected role(): string {
    return this.auth.user()?.role.replace(/_/g, " ") ?? "";
  }

  protected signOut(): void {
    this.auth.signOut();
    void this.router.navigateByUrl("/login");
  }
}
