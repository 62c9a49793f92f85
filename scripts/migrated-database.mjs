// Makes the migrated local database that the journeys' and the benches' servers copy, if it is not made yet
// (migratedDatabase in server.mjs): `npm test` runs this beside its static checks, so the browser tests' first
// server does not wait for the migrations to be applied.
import { migratedDatabase } from "./server.mjs";

console.log(`The migrated database the test servers copy: ${migratedDatabase()}`);
