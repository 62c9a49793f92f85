package app.crumbcobakery.repositories;

import app.crumbcobakery.domain.ProductRecord;
import app.crumbcobakery.domain.CustomerRecord;
import app.crumbcobakery.domain.PickupSlotRecord;
import app.crumbcobakery.domain.OrderRecord;
import app.crumbcobakery.domain.ProductionListRecord;
import app.crumbcobakery.domain.UserRecord;
import app.crumbcobakery.domain.PaymentRecord;
import app.crumbcobakery.domain.NotificationRecord;
import app.crumbcobakery.domain.AnalyticsEventRecord;
import app.crumbcobakery.domain.UploadRecord;
import app.crumbcobakery.domain.RecordOwnerRecord;
import app.crumbcobakery.domain.RecordSpec;
import java.util.List;

/** Every record type's repository, from the memory store or the database. */
public final class Repositories {
  /** Every table, referenced ones first (the order they are created in). */
  public static final List<RecordSpec> SPECS = List.of(
      ProductRecord.SPEC,
      CustomerRecord.SPEC,
      PickupSlotRecord.SPEC,
      OrderRecord.SPEC,
      ProductionListRecord.SPEC,
      UserRecord.SPEC,
      PaymentRecord.SPEC,
      NotificationRecord.SPEC,
      AnalyticsEventRecord.SPEC,
      UploadRecord.SPEC,
      RecordOwnerRecord.SPEC
  );

  private final Repository products;
  private final Repository customers;
  private final Repository pickupSlots;
  private final Repository orders;
  private final Repository productionLists;
  private final Repository users;
  private final Repository payments;
  private final Repository notifications;
  private final Repository analyticsEvents;
  private final Repository uploads;
  private final Repository recordOwners;

  public Repositories(RecordStore store) {
    this.products = store.repository(ProductRecord.SPEC);
    this.customers = store.repository(CustomerRecord.SPEC);
    this.pickupSlots = store.repository(PickupSlotRecord.SPEC);
    this.orders = store.repository(OrderRecord.SPEC);
    this.productionLists = store.repository(ProductionListRecord.SPEC);
    this.users = store.repository(UserRecord.SPEC);
    this.payments = store.repository(PaymentRecord.SPEC);
    this.notifications = store.repository(NotificationRecord.SPEC);
    this.analyticsEvents = store.repository(AnalyticsEventRecord.SPEC);
    this.uploads = store.repository(UploadRecord.SPEC);
    this.recordOwners = store.repository(RecordOwnerRecord.SPEC);
  }

  public Repository products() {
    return products;
  }

  public Repository customers() {
    return customers;
  }

  public Repository pickupSlots() {
    return pickupSlots;
  }

  public Repository orders() {
    return orders;
  }

  public Repository productionLists() {
    return productionLists;
  }

  public Repository users() {
    return users;
  }

  public Repository payments() {
    return payments;
  }

  public Repository notifications() {
    return notifications;
  }

  public Repository analyticsEvents() {
    return analyticsEvents;
  }

  public Repository uploads() {
    return uploads;
  }

  public Repository recordOwners() {
    return recordOwners;
  }
}
