import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { FieldsModule } from '../fields/fields.module';
import { PathwaySeedService } from './pathway-seed.service';
import { PathwaysController } from './pathways.controller';
import { PathwaysService } from './pathways.service';
import { ResourceProgressController } from './progress/resource-progress.controller';
import { ResourceProgressService } from './progress/resource-progress.service';
import { PathwayResource, PathwayResourceSchema } from './schemas/pathway-resource.schema';
import { ResourceProgress, ResourceProgressSchema } from './schemas/resource-progress.schema';
import { Pathway, PathwaySchema } from './schemas/pathway.schema';

/** Owns `pathways`, `pathwayresources` and `pathwayprogress`: content seeded from content/, plans, learners' progress (access next). */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Pathway.name, schema: PathwaySchema },
      { name: PathwayResource.name, schema: PathwayResourceSchema },
      { name: ResourceProgress.name, schema: ResourceProgressSchema },
    ]),
    FieldsModule,
  ],
  controllers: [PathwaysController, ResourceProgressController],
  providers: [PathwaySeedService, PathwaysService, ResourceProgressService],
  exports: [PathwaysService],
})
export class PathwaysModule {}
