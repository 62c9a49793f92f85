import { productSpec, type Product } from "../domain/product.js";
import { customerSpec, type Customer } from "../domain/customer.js";
import { pickupSlotSpec, type PickupSlot } from "../domain/pickup-slot.js";
import { orderSpec, type Order } from "../domain/order.js";
import { productionListSpec, type ProductionList } from "../domain/production-list.js";
import { userSpec, type User } from "../domain/user.js";
import { paymentSpec, type Payment } from "../domain/payment.js";
import { notificationSpec, type Notification } from "../domain/notification.js";
import { analyticsEventSpec, type AnalyticsEvent } from "../domain/analytics-event.js";
import { uploadSpec, type Upload } from "../domain/upload.js";
import { recordOwnerSpec, type RecordOwner } from "../domain/record-owner.js";
import { D1Store } from "./d1.js";
import type { RecordSpec, Repository } from "./repository.js";

export interface Repositories {
  products: Repository<Product>;
  customers: Repository<Customer>;
  pickupSlots: Repository<PickupSlot>;
  orders: Repository<Order>;
  productionLists: Repository<ProductionList>;
  users: Repository<User>;
  payments: Repository<Payment>;
  notifications: Repository<Notification>;
  analyticsEvents: Repository<AnalyticsEvent>;
  uploads: Repository<Upload>;
  recordOwners: Repository<RecordOwner>;
}

/** Every table, referenced ones first (the order migrations/0001_create_tables.sql creates them in). */
export const RECORD_SPECS: readonly RecordSpec[] = [
  productSpec,
  customerSpec,
  pickupSlotSpec,
  orderSpec,
  productionListSpec,
  userSpec,
  paymentSpec,
  notificationSpec,
  analyticsEventSpec,
  uploadSpec,
  recordOwnerSpec,
];

/** Builds the repositories from one factory. */
export function repositoriesFrom(
  make: <T extends { id: string }>(spec: RecordSpec) => Repository<T>,
): Repositories {
  return {
    products: make<Product>(productSpec),
    customers: make<Customer>(customerSpec),
    pickupSlots: make<PickupSlot>(pickupSlotSpec),
    orders: make<Order>(orderSpec),
    productionLists: make<ProductionList>(productionListSpec),
    users: make<User>(userSpec),
    payments: make<Payment>(paymentSpec),
    notifications: make<Notification>(notificationSpec),
    analyticsEvents: make<AnalyticsEvent>(analyticsEventSpec),
    uploads: make<Upload>(uploadSpec),
    recordOwners: make<RecordOwner>(recordOwnerSpec),
  };
}

/** The repositories on a D1 database (the DB binding), whose tables migrations/ creates. */
export function createD1Repositories(db: D1Database): Repositories {
  const store = new D1Store(db, RECORD_SPECS);
  return repositoriesFrom((spec) => store.repository(spec));
}
