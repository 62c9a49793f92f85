import { MongoClient } from "mongodb";
import { RECORD_SPECS, repositoriesFrom, type Repositories } from "../repositories/index.js";
import { mongoRepository, setUpCollections } from "./mongodb.js";

export interface Database {
  repositories: Repositories;
  close(): Promise<void>;
}

/**
 * Connects to MongoDB (the database the URL names: mongodb://host:27017/name), sets up the collections'
 * validators and indexes and returns the database-backed repositories.
 */
export async function connectDatabase(url: string): Promise<Database> {
  const client = new MongoClient(url);
  try {
    await client.connect();
    const db = client.db();
    await setUpCollections(db, RECORD_SPECS);
    return {
      repositories: repositoriesFrom((spec) => mongoRepository(db, RECORD_SPECS, spec)),
      close: () => client.close(),
    };
  } catch (error) {
    await client.close();
    throw error;
  }
}
