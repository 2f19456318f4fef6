import type { Agenda } from 'agenda';
import type { Connection } from 'mongoose';

/**
 * An agenda whose jobs live in this MongoDB (`agendaJobs`): with several API instances only one
 * locks each run, and a missed run is picked up after a restart. agenda is ESM-only and the API is
 * CommonJS, so it is loaded on demand.
 */
export async function createAgenda(connection: Connection): Promise<Agenda> {
  const [{ Agenda }, { MongoBackend }] = await Promise.all([import('agenda'), import('@agendajs/mongo-backend')]);
  const db = connection.db;
  if (!db) throw new Error('MongoDB is not connected');
  return new Agenda({ backend: new MongoBackend({ mongo: db as never }), processEvery: '1 minute' });
}
