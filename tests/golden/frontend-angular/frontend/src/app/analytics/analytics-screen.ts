import { ChangeDetectionStrategy, Component, computed, signal } from "@angular/core";
import { request } from "../api/client";
import { ErrorMessage } from "../components/error-message";

interface Summary {
  records: Record<string, number>;
  events: Record<string, number>;
}

const RECORD_LABELS: Record<string, string> = {"products":"Products","orders":"Orders","customers":"Customers","pickup-slots":"Pickup slots","production-lists":"Production lists"};

/** /analytics: how much of each record there is and how the app is used. */
@Component({
  selector: "app-analytics-screen",
  imports: [ErrorMessage],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="screen">
      <header class="screen-header">
        <h1>Analytics</h1>
      </header>
      <app-error-message [error]="error()" />
      @if (summary()) {
        <h2>Records</h2>
        <div class="cards">
          @for (entry of records(); track entry.key) {
            <div class="card">
              <div class="stat">{{ entry.count }}</div>
              <div>{{ entry.label }}</div>
            </div>
          }
        </div>
        <h2>Usage</h2>
        @if (events().length === 0) {
          <p class="muted">No usage recorded yet.</p>
        } @else {
          <div class="table-scroll" role="region" aria-label="Usage" tabindex="0">
            <table class="table">
              <thead>
                <tr>
                  <th scope="col">Event</th>
                  <th scope="col">Count</th>
                </tr>
              </thead>
              <tbody>
                @for (entry of events(); track entry.key) {
                  <tr>
                    <td>{{ entry.key }}</td>
                    <td>{{ entry.count }}</td>
                  </tr>
                }
              </tbody>
            </table>
          </div>
        }
      }
    </section>
  `,
})
export class AnalyticsScreen {
  protected readonly summary = signal<Summary | null>(null);
  protected readonly error = signal<unknown>(null);
  protected readonly records = computed(() =>
    Object.entries(this.summary()?.records ?? {}).map(([key, count]) => ({ key, count, label: RECORD_LABELS[key] ?? key })),
  );
  protected readonly events = computed(() => Object.entries(this.summary()?.events ?? {}).map(([key, count]) => ({ key, count })));

  constructor() {
    request<Summary>("GET", "/api/analytics/summary").then(
      (found) => this.summary.set(found),
      (failure: unknown) => this.error.set(failure),
    );
  }
}
