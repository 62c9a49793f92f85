import { ChangeDetectionStrategy, Component, signal } from "@angular/core";
import { RouterLink } from "@angular/router";
import { ErrorMessage } from "../components/error-message";
import { productsApi } from "../entities/product";
import { ordersApi } from "../entities/order";
import { customersApi } from "../entities/customer";
import { pickupSlotsApi } from "../entities/pickup-slot";
import { productionListsApi } from "../entities/production-list";

const SECTIONS = [
  { to: "/products", label: "Products", count: () => productsApi.list().then((records) => records.length) },
  { to: "/orders", label: "Orders", count: () => ordersApi.list().then((records) => records.length) },
  { to: "/customers", label: "Customers", count: () => customersApi.list().then((records) => records.length) },
  { to: "/pickup-slots", label: "Pickup slots", count: () => pickupSlotsApi.list().then((records) => records.length) },
  { to: "/production-lists", label: "Production lists", count: () => productionListsApi.list().then((records) => records.length) },
];

/** /dashboard: how many of each record there are, each a way into its list. */
@Component({
  selector: "app-dashboard",
  imports: [ErrorMessage, RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="screen">
      <header class="screen-header">
        <h1>Dashboard</h1>
      </header>
      <app-error-message [error]="error()" />
      <div class="cards">
        @for (section of sections; track section.to) {
          <a [routerLink]="section.to" class="card">
            <div class="stat">{{ counts()[section.to] ?? "…" }}</div>
            <div>{{ section.label }}</div>
          </a>
        }
      </div>
    </section>
  `,
})
export class Dashboard {
  protected readonly sections = SECTIONS;
  protected readonly counts = signal<Record<string, number>>({});
  protected readonly error = signal<unknown>(null);

  constructor() {
    Promise.all(SECTIONS.map(async (section) => [section.to, await section.count()] as const)).then(
      (entries) => this.counts.set(Object.fromEntries(entries)),
      (failure: unknown) => this.error.set(failure),
    );
  }
}
