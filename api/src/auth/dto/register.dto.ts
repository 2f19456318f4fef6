import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EXTENSION_FLAGS, type ExtensionFlag, INPUT_LIMITS, type RegisterBody } from '@trail/shared';
import { IsEmail, IsIn, IsString, IsUrl, Length, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../common/transforms/trim';
import { OptionalNotNull } from '../../common/validators/optional-not-null';
import { NoControlCharacters } from '../../common/validators/no-control-characters';
import { SingleLine } from '../../common/transforms/single-line';

export const PASSWORD_MIN_LENGTH = INPUT_LIMITS.passwordMin;

export class RegisterDto implements RegisterBody {
  @ApiProperty()
  @Trim()
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: `password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  @MaxLength(128)
  password: string;

  @ApiProperty()
  @SingleLine()
  @Trim()
  @IsString()
  @NoControlCharacters()
  @Length(1, 50, { message: 'firstName must be 1 to 50 characters' })
  firstName: string;

  @ApiProperty()
  @SingleLine()
  @Trim()
  @IsString()
  @NoControlCharacters()
  @Length(1, 50, { message: 'lastName must be 1 to 50 characters' })
  lastName: string;

  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: 'profileImgUrl must be an http(s) URL' })
  profileImgUrl?: string;

  @ApiPropertyOptional({ description: "A referrer's code; unknown codes are ignored" })
  @OptionalNotNull()
  @Trim()
  @IsString()
  @NoControlCharacters()
  @MaxLength(32)
  refCode?: string;

  @ApiPropertyOptional({ enum: EXTENSION_FLAGS })
  @OptionalNotNull()
  @IsIn(EXTENSION_FLAGS)
  extension?: ExtensionFlag;
}
