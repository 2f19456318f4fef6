import { ApiProperty } from '@nestjs/swagger';
import { INPUT_LIMITS, type ResourceEditBody } from '@trail/shared';
import { IsBoolean, IsNotEmpty, IsString, IsUrl, MaxLength, ValidateIf } from 'class-validator';
import { NoControlCharacters, SingleLine, Trim } from '../../platform/validation';
import { PlaceInSection, SectionNumber } from './section-place';

const WEB_LINK = { protocols: ['http', 'https'], require_protocol: true };

export class ResourceEditDto implements ResourceEditBody {
  @SectionNumber()
  section: number;

  @ApiProperty({ maxLength: INPUT_LIMITS.contentTitle })
  @SingleLine()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @NoControlCharacters()
  @MaxLength(INPUT_LIMITS.contentTitle)
  title: string;

  @ApiProperty({ type: String, nullable: true, description: 'A picture by its http(s) address, or null' })
  @ValidateIf((_object: object, value: unknown) => value !== null)
  @IsString()
  @IsUrl(WEB_LINK)
  @MaxLength(INPUT_LIMITS.link)
  photo: string | null;

  @ApiProperty({ maxLength: INPUT_LIMITS.contentDescription })
  @Trim()
  @IsString()
  @IsNotEmpty()
  @NoControlCharacters({ multiline: true })
  @MaxLength(INPUT_LIMITS.contentDescription)
  description: string;

  @ApiProperty({ maxLength: INPUT_LIMITS.contentShortText, example: '5 min read' })
  @SingleLine()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @NoControlCharacters()
  @MaxLength(INPUT_LIMITS.contentShortText)
  duration: string;

  @ApiProperty({ maxLength: INPUT_LIMITS.link })
  @Trim()
  @IsString()
  @IsUrl(WEB_LINK)
  @MaxLength(INPUT_LIMITS.link)
  link: string;

  @ApiProperty({ description: 'true: an article to read; false: a video' })
  @IsBoolean()
  article: boolean;

  @ApiProperty({ description: "One of the section's sub-topics" })
  @SingleLine()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @NoControlCharacters()
  @MaxLength(INPUT_LIMITS.contentTitle)
  sub: string;

  @PlaceInSection('resource')
  order?: number;
}
