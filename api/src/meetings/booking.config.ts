import { registerAs } from '@nestjs/config';
import { ConfigError, type Env, readString } from '../platform/config';

export function loadBookingConfig(env: Env) {
  const release = readString(env, 'BOOKING_HOLD_RELEASE');
  if (release && !['on', 'off'].includes(release)) throw new ConfigError(`BOOKING_HOLD_RELEASE must be on or off, got "${release}"`);
  return {
    /** The job that frees lapsed holds of unpaid bookings; tests call it directly. Reads never count a lapsed hold. */
    holdReleaseEnabled: (release ?? (readString(env, 'NODE_ENV') === 'test' ? 'off' : 'on')) === 'on',
    holdReleaseEvery: '1 minute',
  };
}

export type BookingConfig = ReturnType<typeof loadBookingConfig>;

export const bookingConfig = registerAs('booking', () => loadBookingConfig(process.env));
