import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { FieldsModule } from '../fields/fields.module';
import { PathwaySeedService } from './pathway-seed.service';
import { PathwaysController } from './pathways.controller';
import { PathwaysService } from './pathways.service';
import { PaceController } from './pace/pace.controller';
import { PaceService } from './pace/pace.service';
import { ResourceProgressController } from './progress/resource-progress.controller';
import { ResourceProgressService } from './progress/resource-progress.service';
import { PathwayPace, PathwayPaceSchema } from './schemas/pathway-pace.schema';
import { PathwayResource, PathwayResourceSchema } from './schemas/pathway-resource.schema';
import { ResourceProgress, ResourceProgressSchema } from './schemas/resource-progress.schema';
import { Pathway, PathwaySchema } from './schemas/pathway.schema';

/** Owns `pathways`, `pathwayresources`, `pathwayprogress` and `pathwaypaces`: content, plans, learners' progress and pace (access next). */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Pathway.name, schema: PathwaySchema },
      { name: PathwayResource.name, schema: PathwayResourceSchema },
      { name: ResourceProgress.name, schema: ResourceProgressSchema },
      { name: PathwayPace.name, schema: PathwayPaceSchema },
    ]),
    FieldsModule,
  ],
  controllers: [PathwaysController, ResourceProgressController, PaceController],
  providers: [PathwaySeedService, PathwaysService, ResourceProgressService, PaceService],
  exports: [PathwaysService],
})
export class PathwaysModule {}
