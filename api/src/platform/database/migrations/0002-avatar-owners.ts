import type { mongo } from 'mongoose';
import type { Migration } from './migration';

/** An avatar's address as uploads wrote it before the owner was kept on the file: `…/avatars/<24 hex>.webp`. */
const OUR_AVATAR = /\/avatars\/([0-9a-f]{24}\.webp)$/;

/**
 * Avatars uploaded before security review M2's fix have no owner on the file, so replacing them or erasing
 * the account never deleted them (decision 0078). Each such file named by exactly one account's picture
 * address becomes that account's (`metadata.user`, `avatarFile`). A file two accounts name (one of them
 * pointed at someone else's picture) stays without an owner: which one uploaded it is not known.
 */
export const avatarOwners: Migration = {
  id: '0002-avatar-owners',
  description: 'Avatars uploaded before owners were kept: the one account whose picture names the file owns it',
  up: async (db: mongo.Db) => {
    const namedBy = new Map<string, mongo.ObjectId[]>();
    const pictures = db.collection('users').find({ profileImgUrl: { $regex: '/avatars/[0-9a-f]{24}\\.webp$' } }, { projection: { _id: 1, profileImgUrl: 1 } });
    for await (const user of pictures) {
      const name = OUR_AVATAR.exec(String(user.profileImgUrl))?.[1];
      if (name) namedBy.set(name, [...(namedBy.get(name) ?? []), user._id as mongo.ObjectId]);
    }
    const files = db.collection('avatars.files');
    for (const [name, owners] of namedBy) {
      if (owners.length !== 1) continue;
      const owned = await files.updateOne({ filename: name, 'metadata.user': { $exists: false } }, { $set: { 'metadata.user': owners[0] } });
      if (owned.modifiedCount === 1) await db.collection('users').updateOne({ _id: owners[0], avatarFile: { $exists: false } }, { $set: { avatarFile: name } });
    }
  },
};
