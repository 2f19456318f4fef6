import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { TodosModule } from '../todos';
import { LearningActivityService } from './learning-activity.service';
import { LearningController } from './learning.controller';
import { LearningListService } from './learning-list.service';
import { LearningService } from './learning.service';
import { LearningResource, LearningResourceSchema } from './schemas/learning-resource.schema';
import { LearningErasure } from './learning-erasure.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: LearningResource.name, schema: LearningResourceSchema }]), TodosModule],
  controllers: [LearningController],
  providers: [LearningErasure, LearningService, LearningListService, LearningActivityService],
  exports: [LearningErasure, LearningService],
})
export class LearningModule {}
