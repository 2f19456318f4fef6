import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MicroSkill, MicroSkillSchema } from './schemas/micro-skill.schema';
import { SkillsController } from './skills.controller';
import { SkillsService } from './skills.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: MicroSkill.name, schema: MicroSkillSchema }])],
  controllers: [SkillsController],
  providers: [SkillsService],
})
export class SkillsModule {}
