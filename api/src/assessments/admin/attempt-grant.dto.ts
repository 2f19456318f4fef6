import { ApiProperty } from '@nestjs/swagger';
import { type AttemptGrantBody, INPUT_LIMITS } from '@trail/shared';
import { IsEmail, IsInt, Max, MaxLength, Min } from 'class-validator';
import { Trim } from '../../platform/validation';

export class AttemptGrantDto implements AttemptGrantBody {
  @ApiProperty({ description: "The learner's e-mail address" })
  @Trim()
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ minimum: 1, description: 'The section whose assessment gets the extra attempts' })
  @IsInt()
  @Min(1)
  @Max(1000)
  section: number;

  @ApiProperty({ minimum: 1, maximum: INPUT_LIMITS.extraAttemptsPerGrant })
  @IsInt()
  @Min(1)
  @Max(INPUT_LIMITS.extraAttemptsPerGrant)
  extra: number;
}
