package {{package}}.events;

/** A change to a record: what live screens, notifications and analytics listen to. action: created, updated or deleted. */
public record Change(String topic, String action, String id) {}
