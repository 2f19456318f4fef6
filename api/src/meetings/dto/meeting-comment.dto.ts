import { BadRequestException } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { INPUT_LIMITS, type MeetingParty, MESSAGES } from '@trail/shared';
import { IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import { NoControlCharacters, Trim } from '../../platform/validation';

export const ONE_COMMENT = 'Send either mentorQuery or menteeQuery, not both';

/** Spec §5: the mentor's or the mentee's comment. The shared type is a union, which a class cannot implement. */
export class MeetingCommentDto {
  @ApiPropertyOptional({ maxLength: INPUT_LIMITS.meetingComment, description: "The mentor's comment" })
  @ValidateIf((body: MeetingCommentDto) => body.menteeQuery === undefined)
  @Trim()
  @IsString()
  @IsNotEmpty({ message: MESSAGES.emptyComment })
  @NoControlCharacters({ multiline: true })
  @MaxLength(INPUT_LIMITS.meetingComment)
  mentorQuery?: string;

  @ApiPropertyOptional({ maxLength: INPUT_LIMITS.meetingComment, description: "The mentee's comment" })
  @ValidateIf((body: MeetingCommentDto) => body.mentorQuery === undefined || body.menteeQuery !== undefined)
  @Trim()
  @IsString()
  @IsNotEmpty({ message: MESSAGES.emptyComment })
  @NoControlCharacters({ multiline: true })
  @MaxLength(INPUT_LIMITS.meetingComment)
  menteeQuery?: string;
}

/** Which side the body writes, and what. */
export function commentOf(body: MeetingCommentDto): { side: MeetingParty; text: string } {
  if (body.mentorQuery !== undefined && body.menteeQuery !== undefined) throw new BadRequestException(ONE_COMMENT);
  if (body.mentorQuery !== undefined) return { side: 'mentor', text: body.mentorQuery };
  if (body.menteeQuery !== undefined) return { side: 'mentee', text: body.menteeQuery };
  throw new BadRequestException(MESSAGES.emptyComment);
}
