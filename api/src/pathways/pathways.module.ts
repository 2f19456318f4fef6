import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { FieldsModule } from '../fields';
import { PaymentsModule } from '../payments';
import { UsersModule } from '../users';
import { AdminPathwayContentController } from './admin/admin-pathway-content.controller';
import { PathwayContentAdminService } from './admin/pathway-content-admin.service';
import { PathwayAccessController } from './access/pathway-access.controller';
import { PathwayAccessService } from './access/pathway-access.service';
import { PathwayCheckoutService } from './access/pathway-checkout.service';
import { PathwayPurpose } from './access/pathway-purpose';
import { PathwayAccessRecord, PathwayAccessSchema } from './access/schemas/pathway-access.schema';
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
import { PathwaysErasure } from './pathways-erasure.service';
import { PathwaysExport } from './pathways-export.service';
import { SectionMoves } from './admin/section-moves';
import { SectionOrderService } from './admin/section-order.service';

/** Owns `pathways`, `pathwayresources`, `pathwayprogress` and `pathwaypaces`: content, plans, learners' progress, pace and `pathwayaccesses` (who holds a plan). */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Pathway.name, schema: PathwaySchema },
      { name: PathwayResource.name, schema: PathwayResourceSchema },
      { name: ResourceProgress.name, schema: ResourceProgressSchema },
      { name: PathwayPace.name, schema: PathwayPaceSchema },
      { name: PathwayAccessRecord.name, schema: PathwayAccessSchema },
    ]),
    FieldsModule,
    PaymentsModule,
    UsersModule,
  ],
  controllers: [AdminPathwayContentController, PathwayAccessController, PathwaysController, ResourceProgressController, PaceController],
  providers: [PathwayContentAdminService, SectionMoves, SectionOrderService, PathwaysErasure, PathwaysExport, PathwaySeedService, PathwaysService, ResourceProgressService, PaceService, PathwayAccessService, PathwayCheckoutService, PathwayPurpose],
  exports: [PathwayContentAdminService, SectionMoves, PathwaysErasure, PathwaysExport, PathwaysService, PathwayAccessService],
})
export class PathwaysModule {}
