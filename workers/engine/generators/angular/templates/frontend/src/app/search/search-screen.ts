import { ChangeDetectionStrategy, Component, signal } from "@angular/core";
import { RouterLink } from "@angular/router";
import { request } from "../api/client";
import { ErrorMessage } from "../components/error-message";
import { valueOf } from "../components/events";

export interface SearchHit {
  type: string;
  route: string;
  id: string;
  title: string;
}

/** /search: one box that finds records of every type. */
@Component({
  selector: "app-search-screen",
  imports: [ErrorMessage, RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="screen">
      <header class="screen-header">
        <h1>Search</h1>
      </header>
      <form class="form" role="search" (submit)="search($event)">
        <div class="field">
          <label for="query">Search for</label>
          <input id="query" type="search" [value]="query()" (input)="query.set(valueOf($event))" />
        </div>
        <button type="submit" class="button">Search</button>
      </form>
      <app-error-message [error]="error()" />
      @if (hits(); as found) {
        @if (found.length === 0) {
          <p class="muted">Nothing matches “{{ searched() }}”.</p>
        } @else {
          <ul>
            @for (hit of found; track hit.route + "/" + hit.id) {
              <li>
                <a [routerLink]="['/', hit.route, hit.id]">{{ hit.title }}</a> <span class="muted">{{ hit.type }}</span>
              </li>
            }
          </ul>
        }
      }
    </section>
  `,
})
export class SearchScreen {
  protected readonly query = signal("");
  protected readonly searched = signal("");
  protected readonly hits = signal<SearchHit[] | null>(null);
  protected readonly error = signal<unknown>(null);
  protected readonly valueOf = valueOf;

  protected async search(event: Event): Promise<void> {
    event.preventDefault();
    const query = this.query().trim();
    if (!query) return;
    try {
      this.hits.set(await request<SearchHit[]>("GET", `/api/search?q=${encodeURIComponent(query)}`));
      this.searched.set(query);
      this.error.set(null);
    } catch (failure) {
      this.error.set(failure);
    }
  }
}
