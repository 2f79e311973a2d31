// A new, empty database on the tests' PostgreSQL server for a test of the whole shop (the crash test,
// the cluster test), and its drop, which ends the connections still open to it.
import pg from "pg";

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function freshDatabase(serverUrl: string, prefix: string): Promise<FreshDatabase> {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
