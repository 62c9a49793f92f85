import { afterAll, beforeAll, describe, expect, it } from "vitest";
import mysql from "mysql2/promise";
import { connectDatabase, type Database } from "../src/db/index.js";
import { DuplicateValueError } from "../src/repositories/repository.js";
import { ENTITY_CHECKS, REFERENCE_CHECKS } from "./entity-checks.js";
import { createTestClient } from "./helpers.js";

const url = process.env.DATABASE_URL;

// Runs where a database is configured (CI starts a MySQL service); skipped on a laptop without one.
describe.skipIf(!url)("MySQL repositories", () => {
  let database: Database;

  beforeAll(async () => {
    database = await connectDatabase(url as string);
    // Starts from empty tables: foreign key checks are off on this connection only, while it truncates.
    const connection = await mysql.createConnection({ uri: url as string });
    await connection.query("SET FOREIGN_KEY_CHECKS = 0");
    for (const table of ["products","customers","pickup_slots","orders","production_lists","users","payments","notifications","analytics_events","uploads","record_owners"]) {
      await connection.query(`TRUNCATE TABLE \`${table}\``);
    }
    await connection.end();
  });
  afterAll(async () => {
    await database.close();
  });

  it("stores, reads, updates and deletes every record type, and keeps referenced ones", async () => {
    const client = await createTestClient(database.repositories);
    for (const check of [...ENTITY_CHECKS, ...REFERENCE_CHECKS]) {
      await check(client);
    }
    expect(ENTITY_CHECKS.length).toBeGreaterThan(0);
  });

  it("gives back what it stored: dates as ISO strings, booleans, numbers and any text", async () => {
    const productInput = { name: "Sample é 😀", description: "Sample é 😀", price: 12.5, stock: 12.5, active: true };
    const productId = (await database.repositories.products.create(productInput)).id;
    expect(await database.repositories.products.get(productId)).toEqual({ id: productId, ...productInput });
    const customerInput = { name: "Sample é 😀", email: "taken@example.com", phone: "Sample é 😀" };
    const customerId = (await database.repositories.customers.create(customerInput)).id;
    expect(await database.repositories.customers.get(customerId)).toEqual({ id: customerId, ...customerInput });
    const pickupSlotInput = { startsAt: "2025-03-04T05:06:07.089Z", endsAt: "2025-03-04T05:06:07.089Z", capacity: 12.5, available: true };
    const pickupSlotId = (await database.repositories.pickupSlots.create(pickupSlotInput)).id;
    expect(await database.repositories.pickupSlots.get(pickupSlotId)).toEqual({ id: pickupSlotId, ...pickupSlotInput });
    const productionListInput = { title: "Morning bake", date: "2025-03-04T05:06:07.089Z", notes: "Sample é 😀" } as const;
    const productionListId = (await database.repositories.productionLists.create(productionListInput)).id;
    expect(await database.repositories.productionLists.get(productionListId)).toEqual({ id: productionListId, ...productionListInput });
    const userInput = { name: "Sample é 😀", email: "taken@example.com", passwordHash: "Sample é 😀", role: "Sample é 😀" };
    const userId = (await database.repositories.users.create(userInput)).id;
    expect(await database.repositories.users.get(userId)).toEqual({ id: userId, ...userInput });
    const paymentInput = { amount: 12.5, currency: "Sample é 😀", description: "Sample é 😀", status: "Sample é 😀", providerReference: "Sample é 😀", failureReason: "Sample é 😀" };
    const paymentId = (await database.repositories.payments.create(paymentInput)).id;
    expect(await database.repositories.payments.get(paymentId)).toEqual({ id: paymentId, ...paymentInput });
    const notificationInput = { recipient: "Sample é 😀", title: "Sample é 😀", body: "Sample é 😀", read: true };
    const notificationId = (await database.repositories.notifications.create(notificationInput)).id;
    expect(await database.repositories.notifications.get(notificationId)).toEqual({ id: notificationId, ...notificationInput });
    const analyticsEventInput = { name: "Sample é 😀", path: "Sample é 😀", occurredAt: "2025-03-04T05:06:07.089Z" };
    const analyticsEventId = (await database.repositories.analyticsEvents.create(analyticsEventInput)).id;
    expect(await database.repositories.analyticsEvents.get(analyticsEventId)).toEqual({ id: analyticsEventId, ...analyticsEventInput });
    const uploadInput = { fileName: "Sample é 😀", contentType: "Sample é 😀", size: 12.5 };
    const uploadId = (await database.repositories.uploads.create(uploadInput)).id;
    expect(await database.repositories.uploads.get(uploadId)).toEqual({ id: uploadId, ...uploadInput });
    const recordOwnerInput = { recordType: "Sample é 😀", recordId: "Sample é 😀", accountId: "Sample é 😀" };
    const recordOwnerId = (await database.repositories.recordOwners.create(recordOwnerInput)).id;
    expect(await database.repositories.recordOwners.get(recordOwnerId)).toEqual({ id: recordOwnerId, ...recordOwnerInput });
  });

  it("refuses a second product with the same name", async () => {
    const input = { name: "Sample é 😀", description: "Sample é 😀", price: 12.5, stock: 12.5, active: true };
    const repository = database.repositories.products;
    if ((await repository.findBy("name", input.name)).length === 0) {
      await repository.create(input);
    }
    await expect(repository.create(input)).rejects.toBeInstanceOf(DuplicateValueError);
  });

  it("refuses a order that refers to a missing record", async () => {
    await expect(database.repositories.orders.create({ customerId: "no-such-record", status: "pending", total: 12.5, placedAt: "2025-03-04T05:06:07.089Z", pickupSlotId: "no-such-record" } as const)).rejects.toMatchObject({ status: 400 });
  });
});
