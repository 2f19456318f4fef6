import { Module } from '@nestjs/common';
import { TrailConfigModule } from '../../app.config-loaders';
import { DatabaseModule } from '../../platform/database';
import { UsersModule } from '../../users';

/** Just enough of the API to reach the users: the same config and database as `npm start`. */
@Module({ imports: [TrailConfigModule, DatabaseModule, UsersModule] })
export class AdminCliModule {}
