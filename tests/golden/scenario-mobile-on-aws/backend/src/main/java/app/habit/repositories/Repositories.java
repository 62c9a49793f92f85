package app.habit.repositories;

import app.habit.domain.ProfileRecord;
import app.habit.domain.ActivityRecord;
import app.habit.domain.ReminderRecord;
import app.habit.domain.PaymentRecord;
import app.habit.domain.NotificationRecord;
import app.habit.domain.AnalyticsEventRecord;
import app.habit.domain.RecordSpec;
import java.util.List;

/** Every record type's repository, from the memory store or the database. */
public final class Repositories {
  /** Every table, referenced ones first (the order they are created in). */
  public static final List<RecordSpec> SPECS = List.of(
      ProfileRecord.SPEC,
      ActivityRecord.SPEC,
      ReminderRecord.SPEC,
      PaymentRecord.SPEC,
      NotificationRecord.SPEC,
      AnalyticsEventRecord.SPEC
  );

  private final Repository profiles;
  private final Repository activities;
  private final Repository reminders;
  private final Repository payments;
  private final Repository notifications;
  private final Repository analyticsEvents;

  public Repositories(RecordStore store) {
    this.profiles = store.repository(ProfileRecord.SPEC);
    this.activities = store.repository(ActivityRecord.SPEC);
    this.reminders = store.repository(ReminderRecord.SPEC);
    this.payments = store.repository(PaymentRecord.SPEC);
    this.notifications = store.repository(NotificationRecord.SPEC);
    this.analyticsEvents = store.repository(AnalyticsEventRecord.SPEC);
  }

  public Repository profiles() {
    return profiles;
  }

  public Repository activities() {
    return activities;
  }

  public Repository reminders() {
    return reminders;
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
}
