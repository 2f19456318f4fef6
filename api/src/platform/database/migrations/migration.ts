import type { mongo } from 'mongoose';

/**
 * One change to stored data between releases (decision 0058). `id` orders them ("0002-…" after
 * "0001-…") and is the unique key that applies it once; `up` must be idempotent, because a run that
 * stops half way (a crash, a lapsed lease) runs it again. A migration names collections and fields by
 * the literal names of its day, not by a module's constants: it is history, and must do the same thing
 * after a later release renames them (and migrations, run beneath every module, import none of them).
 */
export interface Migration {
  id: string;
  description: string;
  up(db: mongo.Db): Promise<void>;
}
