import { ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import { RESOURCE_TYPES, type ResourceType, type UpdateLearningBody } from '@trail/shared';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { CreateLearningDto } from './create-learning.dto';

/** The fields a saved resource can change, each with the rules it has when first saved. */
export class UpdateLearningDto
  extends PartialType(PickType(CreateLearningDto, ['title', 'microSkill', 'wishList', 'reminder'] as const))
  implements UpdateLearningBody
{
  // Not picked: on create, `type` may come as `learningType` instead.
  @ApiPropertyOptional({ enum: RESOURCE_TYPES })
  @IsOptional()
  @IsIn(RESOURCE_TYPES)
  type?: ResourceType;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  done?: boolean;
}
