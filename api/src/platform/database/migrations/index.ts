import { baseline } from './0001-baseline';
import { avatarOwners } from './0002-avatar-owners';
import { deliveriesCollection } from './0003-deliveries-collection';
import type { Migration } from './migration';

/** Every migration, oldest first; a new one goes at the end with the next number. */
export const MIGRATIONS: readonly Migration[] = [baseline, avatarOwners, deliveriesCollection];
