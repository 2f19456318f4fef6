import { ApiPropertyOptional } from '@nestjs/swagger';
import { PROFILE_LIMITS, type ReminderChannels } from '@trail/shared';
import { Type } from 'class-transformer';
import { IsBoolean, IsObject, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IsTimeZoneName, NoControlCharacters, OptionalNotNull, SingleLine, Trim } from '../platform/validation';

export class UpdateReminderDto implements Partial<ReminderChannels> {
  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsBoolean()
  gmail?: boolean;

  @ApiPropertyOptional({ description: 'Turning it on needs a phone number verified by code (POST /users/:id/phone/code)' })
  @OptionalNotNull()
  @IsBoolean()
  whatsapp?: boolean;
}

/**
 * PUT /users/:id as JSON: the profile subset or the reminder subset, never both (the service checks).
 * Whatever is not declared here (role, email, balances, code, password…) is refused by the pipe.
 */
export class UpdateUserDto {
  @ApiPropertyOptional({ maxLength: PROFILE_LIMITS.tag, description: 'Job title; empty clears it' })
  @OptionalNotNull()
  @SingleLine()
  @Trim()
  @MaxLength(PROFILE_LIMITS.tag, { message: `tag must be at most ${PROFILE_LIMITS.tag} characters` })
  @NoControlCharacters()
  @IsString()
  tag?: string;

  @ApiPropertyOptional({ maxLength: PROFILE_LIMITS.bio, description: 'Empty clears it' })
  @OptionalNotNull()
  @Trim()
  @MaxLength(PROFILE_LIMITS.bio, { message: `bio must be at most ${PROFILE_LIMITS.bio} characters` })
  @NoControlCharacters({ multiline: true })
  @IsString()
  bio?: string;

  @ApiPropertyOptional({ maxLength: PROFILE_LIMITS.clarity, description: 'What the learner wants clarity on' })
  @OptionalNotNull()
  @SingleLine()
  @Trim()
  @MaxLength(PROFILE_LIMITS.clarity, { message: `clarity must be at most ${PROFILE_LIMITS.clarity} characters` })
  @NoControlCharacters()
  @IsString()
  clarity?: string;

  @ApiPropertyOptional({ description: 'URL-safe, unique, stored lowercase; the public page is /{username}' })
  @OptionalNotNull()
  @Trim()
  @MaxLength(64)
  @NoControlCharacters()
  @IsString()
  username?: string;

  @ApiPropertyOptional({ description: 'Stored in E.164; Nigerian local forms (0803 123 4567) are read; empty clears it' })
  @OptionalNotNull()
  @Trim()
  @MaxLength(32)
  @NoControlCharacters()
  @IsString()
  phone?: string;

  @ApiPropertyOptional({ example: 'Africa/Lagos', description: 'IANA time zone for the times in meeting e-mails and messages' })
  @OptionalNotNull()
  @IsTimeZoneName('timezone')
  timezone?: string;

  @ApiPropertyOptional({ type: UpdateReminderDto })
  @OptionalNotNull()
  @IsObject({ message: 'reminder must be an object like { "gmail": true }' })
  @ValidateNested()
  @Type(() => UpdateReminderDto)
  reminder?: UpdateReminderDto;
}

export const PROFILE_FIELDS = ['tag', 'bio', 'clarity', 'username', 'phone', 'timezone'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
