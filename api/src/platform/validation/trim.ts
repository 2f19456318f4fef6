import { Transform } from 'class-transformer';

/** Trims string input before validation; other types pass through for the validators to refuse. */
export const Trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
