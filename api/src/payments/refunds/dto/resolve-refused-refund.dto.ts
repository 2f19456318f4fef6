import { ApiProperty } from '@nestjs/swagger';
import { INPUT_LIMITS, type ResolveRefusedRefundBody } from '@trail/shared';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NoControlCharacters, Trim } from '../../../platform/validation';

export class ResolveRefusedRefundDto implements ResolveRefusedRefundBody {
  @ApiProperty({ maxLength: INPUT_LIMITS.disputeDetails, description: 'What the admin did about it (kept with the record)' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Please say what was done about this refund' })
  @NoControlCharacters({ multiline: true })
  @MaxLength(INPUT_LIMITS.disputeDetails)
  note: string;
}
