-- The sample records of the app (npm run db:seed), with stable ids: seeding again adds only the missing ones.

INSERT OR IGNORE INTO "products" ("id", "name", "description", "price", "stock", "active") VALUES ('sample-products-1', 'Sourdough loaf', 'Our best seller.', 4.5, 24, 1);
INSERT OR IGNORE INTO "products" ("id", "name", "description", "price", "stock", "active") VALUES ('sample-products-2', 'Almond croissant', 'Made to order; allow a day.', 3.25, 12, 1);
INSERT OR IGNORE INTO "products" ("id", "name", "description", "price", "stock", "active") VALUES ('sample-products-3', 'Cinnamon bun', 'Seasonal, while stocks last.', 2.75, 36, 0);
INSERT OR IGNORE INTO "customers" ("id", "name", "email", "phone") VALUES ('sample-customers-1', 'Maria Lopez', 'maria.lopez@example.com', '+1 202 555 0101');
INSERT OR IGNORE INTO "customers" ("id", "name", "email", "phone") VALUES ('sample-customers-2', 'James Carter', 'james.carter@example.com', '+1 202 555 0102');
INSERT OR IGNORE INTO "customers" ("id", "name", "email", "phone") VALUES ('sample-customers-3', 'Aisha Khan', 'aisha.khan@example.com', '+1 202 555 0103');
INSERT OR IGNORE INTO "pickup_slots" ("id", "starts_at", "ends_at", "capacity", "available") VALUES ('sample-pickup-slots-1', '2030-03-04T09:00:00.000Z', '2030-03-04T10:00:00.000Z', 12, 1);
INSERT OR IGNORE INTO "pickup_slots" ("id", "starts_at", "ends_at", "capacity", "available") VALUES ('sample-pickup-slots-2', '2030-03-05T12:00:00.000Z', '2030-03-05T13:00:00.000Z', 8, 1);
INSERT OR IGNORE INTO "pickup_slots" ("id", "starts_at", "ends_at", "capacity", "available") VALUES ('sample-pickup-slots-3', '2030-03-06T15:00:00.000Z', '2030-03-06T16:00:00.000Z', 20, 0);
INSERT OR IGNORE INTO "orders" ("id", "customer_id", "status", "total", "placed_at", "pickup_slot_id") VALUES ('sample-orders-1', 'sample-customers-1', 'pending', 18.5, '2024-03-04T10:00:00.000Z', 'sample-pickup-slots-1');
INSERT OR IGNORE INTO "orders" ("id", "customer_id", "status", "total", "placed_at", "pickup_slot_id") VALUES ('sample-orders-2', 'sample-customers-2', 'paid', 9.75, '2024-03-03T13:00:00.000Z', 'sample-pickup-slots-2');
INSERT OR IGNORE INTO "orders" ("id", "customer_id", "status", "total", "placed_at", "pickup_slot_id") VALUES ('sample-orders-3', 'sample-customers-3', 'collected', 42, '2024-03-02T16:00:00.000Z', 'sample-pickup-slots-3');
INSERT OR IGNORE INTO "production_lists" ("id", "title", "date", "notes") VALUES ('sample-production-lists-1', 'Morning bake', '2030-03-04T12:00:00.000Z', 'Nut-free, please.');
INSERT OR IGNORE INTO "production_lists" ("id", "title", "date", "notes") VALUES ('sample-production-lists-2', 'Afternoon bake', '2030-03-05T12:00:00.000Z', 'For a birthday on Saturday.');
INSERT OR IGNORE INTO "production_lists" ("id", "title", "date", "notes") VALUES ('sample-production-lists-3', 'Morning bake', '2030-03-06T12:00:00.000Z', 'Ready by 9 am, please.');
