import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import mongoose, { type Connection, Types } from 'mongoose';

export const ANSWER_FILES_BUCKET = 'assessmentfiles';

export interface OpenedAnswerFile {
  stream: Readable;
  length: number;
}

/**
 * File answers live in GridFS (bucket `assessmentfiles`, owned by assessments) like avatars do
 * (decision 0007): every instance serves them and they are backed up with the rest. They are never
 * public: only the reviews route streams them, after checking who asks (decision 0053).
 */
@Injectable()
export class AnswerFileStorage {
  private readonly bucket: mongoose.mongo.GridFSBucket;

  constructor(@InjectConnection() private readonly connection: Connection) {
    this.bucket = new mongoose.mongo.GridFSBucket(this.connection.db as mongoose.mongo.Db, { bucketName: ANSWER_FILES_BUCKET });
  }

  /** Stores one checked file of this learner's and returns its id. */
  async save(bytes: Buffer, owner: { user: Types.ObjectId; contentType: string }): Promise<Types.ObjectId> {
    const id = new Types.ObjectId();
    await new Promise<void>((resolve, reject) => {
      const upload = this.bucket.openUploadStreamWithId(id, id.toHexString(), { metadata: owner });
      upload.once('finish', () => resolve());
      upload.once('error', reject);
      upload.end(bytes);
    });
    return id;
  }

  async open(id: Types.ObjectId): Promise<OpenedAnswerFile | null> {
    const file = await this.bucket.find({ _id: id }).limit(1).next();
    if (!file) return null;
    return { stream: this.bucket.openDownloadStream(id), length: file.length };
  }

  /** Removes these files; one already gone is ignored. */
  async delete(ids: readonly Types.ObjectId[]): Promise<void> {
    await Promise.all(
      ids.map((id) =>
        this.bucket.delete(id).catch((error: unknown) => {
          if (!(error instanceof mongoose.mongo.MongoRuntimeError && /not found/i.test(error.message))) throw error;
        }),
      ),
    );
  }

  /** Account deletion: every file the learner uploaded, whether or not an attempt still names it. */
  async deleteOfUser(user: Types.ObjectId): Promise<void> {
    const files = await this.bucket.find({ 'metadata.user': user }, { projection: { _id: 1 } }).toArray();
    await this.delete(files.map((file) => file._id as Types.ObjectId));
  }
}
