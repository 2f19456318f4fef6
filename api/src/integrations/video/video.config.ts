import { registerAs } from '@nestjs/config';
import { type Env, readServiceUrl } from '../../platform/config';

export function loadVideoConfig(env: Env) {
  return {
    /** Where meeting rooms live: the public Jitsi Meet, or a Jitsi server of Trail's own. */
    jitsiBaseUrl: readServiceUrl(env, 'JITSI_BASE_URL', 'https://meet.jit.si'),
  };
}

export type VideoConfig = ReturnType<typeof loadVideoConfig>;

export const videoConfig = registerAs('video', () => loadVideoConfig(process.env));
