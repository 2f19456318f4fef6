import { ApiPropertyOptional } from '@nestjs/swagger';
import { RESOURCE_TYPES, type ResourceType, type UpdateLearningBody } from '@trail/shared';
import { IsBoolean, IsIn } from 'class-validator';
import { CreateLearningDto } from './create-learning.dto';
import { OptionalNotNull, PartialNotNullType } from '../../platform/validation';

/** The fields a saved resource can change, each with the rules it has when first saved. */
export class UpdateLearningDto
  extends PartialNotNullType(CreateLearningDto, ['title', 'microSkill', 'wishList', 'reminder'] as const)
  implements UpdateLearningBody
{
  // Not picked: on create, `type` may come as `learningType` instead.
  @ApiPropertyOptional({ enum: RESOURCE_TYPES })
  @OptionalNotNull()
  @IsIn(RESOURCE_TYPES)
  type?: ResourceType;

  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsBoolean()
  done?: boolean;
}
