import { ApiProperty } from '@nestjs/swagger';
import { BELOW_MIN_WITHDRAWAL, MESSAGES, MIN_WITHDRAWAL_KOBO, type WithdrawBody, withdrawalAmountKobo } from '@trail/shared';
import { ValidateBy } from 'class-validator';

/** The spec's messages for an amount typed in naira; null when it is a whole number of kobo from ₦100 up. */
export function amountProblem(value: unknown): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return MESSAGES.emptyAmount;
  if (typeof value !== 'number' && typeof value !== 'string') return MESSAGES.invalidAmount;
  const kobo = withdrawalAmountKobo(String(value));
  if (kobo === null) return MESSAGES.invalidAmount;
  return kobo < MIN_WITHDRAWAL_KOBO ? BELOW_MIN_WITHDRAWAL : null;
}

export class WithdrawDto implements WithdrawBody {
  @ApiProperty({ description: 'Naira, at most two decimals (a number; a numeric string is accepted too)', example: 1500 })
  @ValidateBy({
    name: 'nairaAmount',
    validator: {
      validate: (value: unknown) => amountProblem(value) === null,
      defaultMessage: (args) => amountProblem(args?.value) ?? MESSAGES.invalidAmount,
    },
  })
  amount: number;
}
