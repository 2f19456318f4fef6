import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { LINK_MAX } from '../schemas/learning-resource.schema';
import { NoControlCharacters } from '../../platform/validation';

export class LookupLearningQuery {
  @ApiProperty({ description: 'The page being looked at; a non-web link simply finds nothing' })
  @IsString()
  @IsNotEmpty()
  @NoControlCharacters()
  @MaxLength(LINK_MAX)
  url: string;
}
