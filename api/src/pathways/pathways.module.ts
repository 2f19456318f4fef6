import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { FieldsModule } from '../fields/fields.module';
import { PathwaySeedService } from './pathway-seed.service';
import { PathwaysController } from './pathways.controller';
import { PathwaysService } from './pathways.service';
import { PathwayResource, PathwayResourceSchema } from './schemas/pathway-resource.schema';
import { Pathway, PathwaySchema } from './schemas/pathway.schema';

/** Owns `pathways` and `pathwayresources`: content seeded from content/, plans, and (next) progress and access. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Pathway.name, schema: PathwaySchema },
      { name: PathwayResource.name, schema: PathwayResourceSchema },
    ]),
    FieldsModule,
  ],
  controllers: [PathwaysController],
  providers: [PathwaySeedService, PathwaysService],
  exports: [PathwaysService],
})
export class PathwaysModule {}
