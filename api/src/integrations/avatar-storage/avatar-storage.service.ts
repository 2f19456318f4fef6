import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import mongoose, { type Connection, Types } from 'mongoose';

export interface StoredAvatar {
  stream: Readable;
  contentType: string;
  length: number;
}

const FILE_NAME = /^[a-f0-9]{24}\.webp$/;

/**
 * Avatars live in MongoDB (GridFS bucket `avatars`), so every API instance serves the same files
 * and they are backed up with the rest of the data (docs/decisions/0007).
 */
@Injectable()
export class AvatarStorage {
  private readonly bucket: mongoose.mongo.GridFSBucket;

  constructor(@InjectConnection() private readonly connection: Connection) {
    this.bucket = new mongoose.mongo.GridFSBucket(this.connection.db as mongoose.mongo.Db, { bucketName: 'avatars' });
  }

  /** Stores a processed WebP avatar of this user's under a new random name and returns that name. */
  async save(webp: Buffer, owner: string): Promise<string> {
    const name = `${randomBytes(12).toString('hex')}.webp`;
    await new Promise<void>((resolve, reject) => {
      const upload = this.bucket.openUploadStream(name, { metadata: { contentType: 'image/webp', user: new Types.ObjectId(owner) } });
      upload.once('finish', () => resolve());
      upload.once('error', reject);
      upload.end(webp);
    });
    return name;
  }

  async open(name: string): Promise<StoredAvatar | null> {
    if (!FILE_NAME.test(name)) return null;
    const file = await this.bucket.find({ filename: name }).limit(1).next();
    if (!file) return null;
    return {
      stream: this.bucket.openDownloadStream(file._id),
      contentType: String(file.metadata?.contentType ?? 'image/webp'),
      length: file.length,
    };
  }

  /**
   * Removes a stored avatar when it belongs to `owner`; someone else's file, a name that is not one of
   * ours, or one already gone is left alone (security review M2).
   */
  async delete(name: string, owner: string): Promise<void> {
    if (!FILE_NAME.test(name) || !Types.ObjectId.isValid(owner)) return;
    await this.deleteWhere({ filename: name, 'metadata.user': new Types.ObjectId(owner) });
  }

  /** Every avatar this user uploaded: their account's erasure. */
  async deleteAllOf(owner: string): Promise<void> {
    if (!Types.ObjectId.isValid(owner)) return;
    await this.deleteWhere({ 'metadata.user': new Types.ObjectId(owner) });
  }

  private async deleteWhere(filter: mongoose.mongo.Filter<mongoose.mongo.GridFSFile>): Promise<void> {
    const files = await this.bucket.find(filter, { projection: { _id: 1 } }).toArray();
    await Promise.all(files.map((file) => this.bucket.delete(file._id)));
  }
}
