import { ChangeDetectionStrategy, Component, computed, effect, inject, input, signal, untracked } from "@angular/core";
import { Router, RouterLink } from "@angular/router";
import { EntityForm } from "../../components/entity-form";
import { ErrorMessage } from "../../components/error-message";
import type { RecordValue } from "../../entities/meta";
import { productsApi, productMeta, type Product, type ProductInput } from "../../entities/product";

/** /products/:id: one record to view, edit or delete; /products/new creates one. */
@Component({
  selector: "app-product-detail",
  imports: [EntityForm, ErrorMessage, RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="screen">
      <header class="screen-header">
        <h1>{{ isNew() ? newTitle : title }}</h1>
        <a routerLink="/products">Back to products</a>
      </header>
      <app-error-message [error]="error()" />
      @if (isNew() || record()) {
        <app-entity-form [meta]="meta" [initial]="record()" [submitLabel]="isNew() ? createLabel : 'Save changes'" [save]="save" />
      } @else if (!error()) {
        <p class="muted">Loading…</p>
      }
      @if (!isNew() && record()) {
        <button type="button" class="button danger" (click)="remove()">Delete product</button>
      }
    </section>
  `,
})
export class ProductDetail {
  /** The :id of the path ("new" for a new record). */
  readonly id = input("new");
  protected readonly meta = productMeta;
  protected readonly title = "Product";
  protected readonly newTitle = "New product";
  protected readonly createLabel = "Create product";
  protected readonly isNew = computed(() => this.id() === "new");
  protected readonly record = signal<Product | undefined>(undefined);
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
        productsApi.get(id).then(
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
    const input = values as ProductInput;
    this.error.set(null);
    try {
      if (this.isNew()) await productsApi.create(input);
      else await productsApi.update(this.id(), input);
      await this.router.navigateByUrl("/products");
    } catch (failure) {
      this.error.set(failure);
      throw failure;
    }
  };

  protected async remove(): Promise<void> {
    if (!window.confirm("Delete this product?")) return;
    try {
      await productsApi.remove(this.id());
      await this.router.navigateByUrl("/products");
    } catch (failure) {
      this.error.set(failure);
    }
  }
}
