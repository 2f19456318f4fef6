import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import mongoose, { type Connection } from 'mongoose';

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

  /** Stores a processed WebP avatar under a new random name and returns that name. */
  async save(webp: Buffer): Promise<string> {
    const name = `${randomBytes(12).toString('hex')}.webp`;
    await new Promise<void>((resolve, reject) => {
      const upload = this.bucket.openUploadStream(name, { metadata: { contentType: 'image/webp' } });
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

  /** Removes a stored avatar; a name that is not one of ours, or already gone, is ignored. */
  async delete(name: string): Promise<void> {
    if (!FILE_NAME.test(name)) return;
    const files = await this.bucket.find({ filename: name }).toArray();
    await Promise.all(files.map((file) => this.bucket.delete(file._id)));
  }
}
