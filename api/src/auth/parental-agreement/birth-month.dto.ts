import { PickType } from '@nestjs/swagger';
import type { BirthMonthBody } from '@trail/shared';
import { RegisterDto } from '../dto/register.dto';

/** The same fields, checks and texts as at sign-up: taken from RegisterDto, decorators and all. */
export class BirthMonthDto extends PickType(RegisterDto, ['birthMonth', 'parentEmail'] as const) implements BirthMonthBody {}
