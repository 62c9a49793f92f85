import { ChangeDetectionStrategy, Component, computed, effect, inject, input, signal, untracked } from "@angular/core";
import { Router, RouterLink } from "@angular/router";
import { EntityForm } from "../../components/entity-form";
import { ErrorMessage } from "../../components/error-message";
import type { RecordValue } from "../../entities/meta";
import { productionListsApi, productionListMeta, type ProductionList, type ProductionListInput } from "../../entities/production-list";

/** /production-lists/:id: one record to view, edit or delete; /production-lists/new creates one. */
@Component({
  selector: "app-production-list-detail",
  imports: [EntityForm, ErrorMessage, RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="screen">
      <header class="screen-header">
        <h1>{{ isNew() ? newTitle : title }}</h1>
        <a routerLink="/production-lists">Back to production lists</a>
      </header>
      <app-error-message [error]="error()" />
      @if (isNew() || record()) {
        <app-entity-form [meta]="meta" [initial]="record()" [submitLabel]="isNew() ? createLabel : 'Save changes'" [save]="save" />
      } @else if (!error()) {
        <p class="muted">Loading…</p>
      }
      @if (!isNew() && record()) {
        <button type="button" class="button danger" (click)="remove()">Delete production list</button>
      }
    </section>
  `,
})
export class ProductionListDetail {
  /** The :id of the path ("new" for a new record). */
  readonly id = input("new");
  protected readonly meta = productionListMeta;
  protected readonly title = "Production list";
  protected readonly newTitle = "New production list";
  protected readonly createLabel = "Create production list";
  protected readonly isNew = computed(() => this.id() === "new");
  protected readonly record = signal<ProductionList | undefined>(undefined);
  protected readonly error = signal<unknown>(null);
  private readonly router = inject(Router);

  constructor() {
    // Loads the record of the path, again whenever the path names another one.
    effect((onCleanup) => {
      const id = this.id();
      let active = true;
      onCleanup(() => {
        active = false;
      });
      untracked(() => {
        this.record.set(undefined);
        this.error.set(null);
        if (id === "new") return;
        productionListsApi.get(id).then(
          (found) => {
            if (active) this.record.set(found);
          },
          (failure: unknown) => {
            if (active) this.error.set(failure);
          },
        );
      });
    });
  }

  protected readonly save = async (values: Record<string, RecordValue>): Promise<void> => {
    const input = values as ProductionListInput;
    this.error.set(null);
    try {
      if (this.isNew()) await productionListsApi.create(input);
      else await productionListsApi.update(this.id(), input);
      await this.router.navigateByUrl("/production-lists");
    } catch (failure) {
      this.error.set(failure);
      throw failure;
    }
  };

  protected async remove(): Promise<void> {
    if (!window.confirm("Delete this production list?")) return;
    try {
      await productionListsApi.remove(this.id());
      await this.router.navigateByUrl("/production-lists");
    } catch (failure) {
      this.error.set(failure);
    }
  }
}
