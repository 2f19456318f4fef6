import { Global, Module } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { MongooseModule } from '@nestjs/mongoose';
import mongoose from 'mongoose';
import { databaseConfig } from '../config';
import { DATABASE_WAIT_MS } from './database-unavailable';
import { MongoConnectionService } from './mongo-connection.service';

// Query filters built from request input never carry operators such as {"$gt": ""}.
mongoose.set('sanitizeFilter', true);
// While MongoDB is unreachable a query waits this long, then the request is answered 503 (not hung).
mongoose.set('bufferTimeoutMS', DATABASE_WAIT_MS);

@Global()
@Module({
  providers: [MongoConnectionService],
  exports: [MongoConnectionService],
})
class MongoConnectionModule {}

@Module({
  imports: [
    MongooseModule.forRootAsync({
      imports: [MongoConnectionModule],
      inject: [MongoConnectionService, databaseConfig.KEY],
      useFactory: async (mongo: MongoConnectionService, config: ConfigType<typeof databaseConfig>) => ({
        uri: await mongo.resolveUri(),
        dbName: config.dbName,
        serverSelectionTimeoutMS: DATABASE_WAIT_MS,
      }),
    }),
  ],
})
export class DatabaseModule {}
