import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { FieldsModule } from '../fields';
import { SkillTestResultsController } from './skill-test-results.controller';
import { SkillTestsController } from './skill-tests.controller';
import { SkillTestsErasure } from './skill-tests-erasure.service';
import { SkillTestsService } from './skill-tests.service';
import { SkillTestResultRecord, SkillTestResultSchema } from './schemas/skill-test-result.schema';
import { SkillTest, SkillTestSchema } from './schemas/skill-test.schema';

/** Owns `skilltests` and `skilltestresults`: the tracks' skill and personality tests and each learner's latest result. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: SkillTest.name, schema: SkillTestSchema },
      { name: SkillTestResultRecord.name, schema: SkillTestResultSchema },
    ]),
    FieldsModule,
  ],
  controllers: [SkillTestsController, SkillTestResultsController],
  providers: [SkillTestsService, SkillTestsErasure],
  exports: [SkillTestsErasure, SkillTestsService],
})
export class SkillTestsModule {}
