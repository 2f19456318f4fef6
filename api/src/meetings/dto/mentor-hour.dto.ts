import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BOOKING_LIMITS, BOOKING_MESSAGES, type BookingSelectionItem, CLARITY_MAX_LENGTH, INPUT_LIMITS, type MentorHourBody, REFERRAL_CODE_LENGTH } from '@trail/shared';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsISO8601, IsMongoId, IsNotEmpty, IsObject, IsString, MaxLength, ValidateNested } from 'class-validator';
import { NoControlCharacters, OptionalNotNull } from '../../platform/validation';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class BookingSelectionItemDto implements BookingSelectionItem {
  @ApiProperty({ description: 'The weekly free time slot’s _id' })
  @IsMongoId({ message: BOOKING_MESSAGES.slotNotOffered })
  slotId: string;

  @ApiProperty({ example: '2026-11-30T17:00:00.000Z', description: 'As the mentor page listed it' })
  @IsISO8601({ strict: true }, { message: BOOKING_MESSAGES.slotNotOffered })
  startsAt: string;

  @ApiProperty()
  @IsBoolean()
  second: boolean;
}

export class MentorHourDto implements MentorHourBody {
  @ApiProperty()
  @IsMongoId({ message: 'mentorId must be a mentor’s id' })
  mentorId: string;

  @ApiProperty({ type: [BookingSelectionItemDto], maxItems: BOOKING_LIMITS.maxHoursPerBooking })
  @IsArray()
  @ArrayMinSize(1, { message: BOOKING_MESSAGES.noSlotChosen })
  @ArrayMaxSize(BOOKING_LIMITS.maxHoursPerBooking, { message: BOOKING_MESSAGES.tooManyHours })
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => BookingSelectionItemDto)
  occurrences: BookingSelectionItemDto[];

  @ApiProperty({ maxLength: CLARITY_MAX_LENGTH, description: 'What the learner wants help with' })
  @Transform(trimmed)
  @IsString({ message: BOOKING_MESSAGES.clarityNeeded })
  @IsNotEmpty({ message: BOOKING_MESSAGES.clarityNeeded })
  @MaxLength(CLARITY_MAX_LENGTH, { message: `Please keep what you need clarity on under ${CLARITY_MAX_LENGTH} characters` })
  @NoControlCharacters({ multiline: true })
  clarity: string;

  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsString()
  @MaxLength(INPUT_LIMITS.mentorTag)
  @NoControlCharacters()
  title?: string;

  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsString()
  @MaxLength(INPUT_LIMITS.mentorBio)
  @NoControlCharacters({ multiline: true })
  bio?: string;

  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsString()
  @MaxLength(REFERRAL_CODE_LENGTH * 2)
  referralCode?: string;
}
