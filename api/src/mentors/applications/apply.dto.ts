import { ApiProperty } from '@nestjs/swagger';
import { INPUT_LIMITS, type MentorApplicationBody } from '@trail/shared';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsInt, IsMongoId, IsNotEmpty, IsString, IsUrl, Max, MaxLength, Min } from 'class-validator';
import { NoControlCharacters, SingleLine, Trim } from '../../platform/validation';

const LINK_MAX = INPUT_LIMITS.link;

export class ApplyDto implements MentorApplicationBody {
  @ApiProperty({ type: [String], description: 'Ids of 1 to 5 tracks (GET /fields)' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(5)
  @ArrayUnique()
  @IsMongoId({ each: true })
  fieldIds: string[];

  @ApiProperty({ maxLength: INPUT_LIMITS.mentorTag, description: 'Job title' })
  @SingleLine()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @NoControlCharacters()
  @MaxLength(INPUT_LIMITS.mentorTag)
  tag: string;

  @ApiProperty({ maxLength: INPUT_LIMITS.mentorBio })
  @Trim()
  @IsString()
  @IsNotEmpty()
  @NoControlCharacters()
  @MaxLength(INPUT_LIMITS.mentorBio)
  bio: string;

  @ApiProperty({ minimum: 0, maximum: INPUT_LIMITS.yearsOfExperience })
  @IsInt()
  @Min(0)
  @Max(INPUT_LIMITS.yearsOfExperience)
  yearsOfExperience: number;

  @ApiProperty({ example: 'https://www.linkedin.com/in/ada' })
  @Trim()
  @IsString()
  @NoControlCharacters()
  @MaxLength(LINK_MAX)
  @IsUrl({ protocols: ['https'], require_protocol: true, require_tld: true }, { message: 'profileLink must be an https:// link to a public profile' })
  profileLink: string;

  @ApiProperty({ maxLength: INPUT_LIMITS.mentorHelpWith })
  @Trim()
  @IsString()
  @IsNotEmpty()
  @NoControlCharacters()
  @MaxLength(INPUT_LIMITS.mentorHelpWith)
  helpWith: string;
}

export class RejectDto {
  @ApiProperty({ maxLength: INPUT_LIMITS.rejectionReason, description: 'Mailed to the applicant' })
  @Trim()
  @IsString()
  @IsNotEmpty()
  @NoControlCharacters()
  @MaxLength(INPUT_LIMITS.rejectionReason)
  reason: string;
}
